import type { DB } from '~/db/db.server';
import { applicationsWithStudent, studentName } from '~/modules/applications/application-view.server';
import { type Locale, pathInLocale } from '~/modules/i18n/locales';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { currentReceiptIssuer } from '~/modules/receipt-issuer/get-receipt-issuer.server';
import type { ReceiptIssuer } from '~/modules/receipt-issuer/receipt-issuer.schemas';
import { env } from '~/utils/env.server';
import type { ReceiptInstitute } from './receipt-layout.server';

/**
 * The institute as documents issued now print it: the fee office's Receipt issuer (until saved,
 * INSTITUTE_NAME and Site Settings' contact details). A document stores it with itself
 * (`receipts.issuer`, `JSON.stringify` of this), so what it printed never follows a later change.
 */
export async function receiptInstitute({ db }: { db: DB }): Promise<ReceiptIssuer> {
  return currentReceiptIssuer({ db });
}

/** How every e-mail about a student's money ends: who wrote, and how to reach the office (`closing`: in the e-mail's language). */
export const moneyMailSignOff = (institute: ReceiptInstitute, closing = 'With best wishes,') => [
  closing,
  institute.name,
  `${institute.phones[0]} · ${institute.email}`,
  '',
];

/** Applied Courses, where a student sees their applications and money, in the language of their e-mail. */
export const appliedCoursesLink = (locale: Locale) => `${env.APP_URL}${pathInLocale('/applications', locale)}`;

export type ReceiptApplication = {
  id: string;
  status: string;
  studentId: string;
  student: { name: string; email: string };
  /** The language the student chose (decision 043): their receipts are printed in it. */
  locale: Locale;
  course: string;
  feePaise: number | null;
  paidPaise: number;
};

/** The application a receipt is about, with its student and course, as `db` (a transaction) sees it now. */
export async function findReceiptApplication({ db, applicationId }: { db: DB; applicationId: string }): Promise<ReceiptApplication | undefined> {
  const row = await applicationsWithStudent(db)
    .select([
      'applications.id',
      'applications.status',
      'applications.fees_paid_paise',
      'users.id as user_id',
      'users.language',
      'courses.title',
      'courses.fees_paise',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    studentId: row.user_id,
    student: { name: studentName(row), email: row.user_email },
    locale: languageOfStudent(row.language),
    course: row.title,
    feePaise: row.fees_paise === null ? null : Number(row.fees_paise),
    paidPaise: Number(row.fees_paid_paise),
  };
}

/** A download's file name from a receipt number: 'NIHM/2026-27/000042' → 'Receipt-NIHM-2026-27-000042.pdf'. */
export const receiptFileName = (receiptNumber: string) => `Receipt-${receiptNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** A credit note's download name: 'NIHM/CN/2026-27/000001' → 'Credit-Note-NIHM-CN-2026-27-000001.pdf'. */
export const creditNoteFileName = (creditNoteNumber: string) => `Credit-Note-${creditNoteNumber.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
