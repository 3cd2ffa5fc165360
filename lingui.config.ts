import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// Messages stay in English in the code (Lingui's macros, in server modules only) and are
// translated in one PO catalogue per language and area (docs/decisions/043-languages.md).
// `npm test` checks that every catalogue is in step with the code and complete
// (scripts/check-catalogues.ts).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi', 'mr'],
  fallbackLocales: { default: 'en' },
  // Origins by file only: a line moved in the code does not rewrite the catalogues.
  format: formatter({ lineNumbers: false }),
  catalogs: [
    // The public site: its shell and pages.
    { path: '<rootDir>/app/locales/{locale}/site', include: ['<rootDir>/app/modules/i18n/site'] },
    // The student portal: sign-in, the admission form, Applied Courses, paying.
    { path: '<rootDir>/app/locales/{locale}/portal', include: ['<rootDir>/app/modules/i18n/portal'] },
    // The students' e-mails.
    { path: '<rootDir>/app/locales/{locale}/email', include: ['<rootDir>/app/modules/i18n/email'] },
    // The students' money documents: receipts, credit notes, fee statements.
    { path: '<rootDir>/app/locales/{locale}/documents', include: ['<rootDir>/app/modules/i18n/documents'] },
  ],
});
