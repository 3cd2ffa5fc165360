import { db as defaultDb, type DB } from '~/db/db.server';
import { isUniqueViolation } from '~/db/unique-violation';
import { applicationsWithStudent, studentName } from '~/modules/applications/application-view.server';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { inLanguage } from '~/modules/content/content-languages';
import { getInstalmentPlan } from '~/modules/courses/instalment-plan.server';
import type { DocumentReader } from '~/modules/documents/read-document.server';
import { isLocale, type Locale } from '~/modules/i18n/locales';
import { languageOfStudent } from '~/modules/i18n/student-language.server';
import { currentReceiptIssuer } from '~/modules/receipt-issuer/get-receipt-issuer.server';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { isId, newId } from '~/utils/ids';
import type { AdmissionLetter, AdmissionLetterFacts } from './admission-letter-pdf.server';
import { newLetterCode, verifyPath } from './letter-code';

export const LETTER_NOT_FOUND = 'Admission letter not found.';
export const LETTER_ONLY_FOR_ACCEPTED = 'An admission letter is given only for an Accepted application.';

type Row = Awaited<ReturnType<typeof findApplication>>;

function findApplication(db: DB, applicationId: string) {
  return applicationsWithStudent(db)
    .select([
      'applications.id',
      'applications.status',
      'applications.user_id',
      'applications.updated_at',
      'users.student_number',
      'users.language',
      'profiles.category',
      'courses.id as course_id',
      'courses.title',
      'courses.title_hi',
      'courses.title_mr',
      'courses.fees_paise',
      'courses.reporting_on',
    ])
    .where('applications.id', '=', applicationId)
    .executeTakeFirst();
}

/**
 * When the application was accepted: its latest Accept in the audit log (decideApplication writes
 * it in the same transaction), else, for an application made Accepted without one (seed data), when
 * the application last changed.
 */
async function acceptedAt(db: DB, row: NonNullable<Row>): Promise<number> {
  const decisions = await db
    .selectFrom('audit_log')
    .select(['after', 'created_at'])
    .where('entity', '=', 'application')
    .where('entity_id', '=', row.id)
    .where('action', '=', 'application.decide')
    .orderBy('created_at', 'desc')
    .execute();
  const accept = decisions.find((entry) => (JSON.parse(entry.after ?? '{}') as { status?: unknown }).status === 'Accepted');
  return Number(accept?.created_at ?? row.updated_at);
}

async function storedLetter(db: DB, applicationId: string): Promise<AdmissionLetter | undefined> {
  const row = await db
    .selectFrom('admission_letters')
    .select(['code', 'issued_at', 'language', 'facts'])
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    code: row.code,
    issuedAt: Number(row.issued_at),
    locale: isLocale(row.language) ? row.language : 'en',
    facts: JSON.parse(row.facts) as AdmissionLetterFacts,
  };
}

/** What the letter of this application prints, gathered now (it is stored with the letter and never gathered again). */
async function gatherFacts(db: DB, row: NonNullable<Row>, locale: Locale, code: string): Promise<AdmissionLetterFacts> {
  const { name, address, phones, email } = await currentReceiptIssuer({ db });
  return {
    institute: { name, address, phones, email },
    applicationId: row.id,
    student: { name: studentName(row), studentNumber: row.student_number ?? null },
    course: inLanguage(row.title, { title_hi: row.title_hi, title_mr: row.title_mr }, 'title', locale),
    category: row.category ?? null,
    feePaise: row.fees_paise === null ? null : Number(row.fees_paise),
    instalments: await getInstalmentPlan({ courseId: row.course_id, db }),
    reportingOn: row.reporting_on ?? null,
    admittedAt: await acceptedAt(db, row),
    verifyAddress: `${env.APP_URL}${verifyPath(code)}`,
  };
}

/**
 * The admission letter of an Accepted application, for its student or for staff (decision 047).
 * The first time it is asked for it is issued: its facts gathered, a verification code given, the
 * student's language of the day kept, all stored and audited in one transaction; every later
 * download returns the stored letter, so it is the same letter every time. Another student's
 * application and an unknown id are the same NOT_FOUND (ids cannot be probed); an application that
 * is not Accepted (any more) is a CONFLICT and gets no letter.
 */
export async function admissionLetterFor({
  applicationId,
  reader,
  db = defaultDb,
  now = Date.now(),
}: {
  applicationId: string;
  reader: DocumentReader;
  db?: DB;
  now?: number;
}): Promise<AdmissionLetter> {
  if (!isId(applicationId)) throw new AppError('NOT_FOUND', LETTER_NOT_FOUND);
  const row = await findApplication(db, applicationId);
  if (!row || (reader.type === 'student' && row.user_id !== reader.userId)) throw new AppError('NOT_FOUND', LETTER_NOT_FOUND);
  if (row.status !== 'Accepted') throw new AppError('CONFLICT', LETTER_ONLY_FOR_ACCEPTED);
  const issued = await storedLetter(db, applicationId);
  if (issued) return issued;

  const locale = languageOfStudent(row.language);
  const code = newLetterCode();
  const letter: AdmissionLetter = { code, issuedAt: now, locale, facts: await gatherFacts(db, row, locale, code) };
  const actor: AuditActor = reader.type === 'student' ? { type: 'student', id: reader.userId } : { type: 'admin', id: reader.adminId };
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('admission_letters')
        .values({
          id: newId(now),
          application_id: row.id,
          student_id: row.user_id,
          code,
          language: locale,
          facts: JSON.stringify(letter.facts),
          issued_by: reader.type === 'student' ? `student:${reader.userId}` : `admin:${reader.adminId}`,
          issued_at: now,
        })
        .execute();
      await recordAudit({
        db: trx,
        now,
        actor,
        action: 'application.admission-letter',
        entity: 'application',
        entityId: row.id,
        after: {
          code,
          course: row.title,
          category: letter.facts.category,
          fees: letter.facts.feePaise === null ? null : letter.facts.feePaise / 100,
          reportingOn: letter.facts.reportingOn,
          language: locale,
        },
      });
    });
  } catch (error) {
    // Two first downloads at once: one letter is issued, and both get it.
    if (!isUniqueViolation(error)) throw error;
    const winner = await storedLetter(db, applicationId);
    if (!winner) throw error;
    return winner;
  }
  return letter;
}
