// Fixed ids of e2e fixtures, importable by specs (e2e-fixtures.ts itself writes to the database
// when imported). Public pages never reveal a hidden course's id, so the test must know it.
export const HIDDEN_FIXTURE_COURSE_ID = '01900000-0000-7000-8000-00000000dead';

/** The e-mail that the mail queue gave up on (tests/setup/failed-mail-fixture.ts), for 'E-mails not sent'. */
export const FAILED_MAIL_FIXTURE = {
  to: 'unreachable.applicant@example.org',
  subject: 'Your application for Medical Laboratory Technician has been accepted',
  lastError: 'connect ECONNREFUSED 127.0.0.1:9',
};

/** A member of staff with the Accounts role (decision 029): the e2e site signs everyone else up as an owner. */
export const ACCOUNTS_FIXTURE = { name: 'Kiran Joshi', email: 'accounts.desk@example.org', password: 'Ledger-Desk-2026-e2e' } as const;
