// Fixed ids of e2e fixtures, importable by specs (e2e-fixtures.ts itself writes to the database
// when imported). Public pages never reveal a hidden course's id, so the test must know it.
export const HIDDEN_FIXTURE_COURSE_ID = '01900000-0000-7000-8000-00000000dead';
