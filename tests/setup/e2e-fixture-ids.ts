// Fixed ids of e2e fixtures, importable by specs (e2e-fixtures.ts itself writes to the database
// when imported). Public pages never reveal a hidden course's id, so the test must know it.
export const HIDDEN_FIXTURE_COURSE_ID = '01900000-0000-7000-8000-00000000dead';

/** The e-mail that the mail queue gave up on (tests/setup/failed-mail-fixture.ts), for 'E-mails not sent'. */
export const FAILED_MAIL_FIXTURE = {
  to: 'unreachable.applicant@example.org',
  subject: 'Your application for Medical Laboratory Technician has been accepted',
  lastError: 'connect ECONNREFUSED 127.0.0.1:9',
};

/** A member of staff with the accounts role (decision 029), for the suites of the fees desk (Dues). */
export const ACCOUNTS_FIXTURE_ADMIN = { name: 'Anita Accounts', email: 'accounts.desk@example.org', password: 'Wardha-Accounts-2026' } as const;
