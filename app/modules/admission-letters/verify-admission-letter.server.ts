import { db as defaultDb, type DB } from '~/db/db.server';
import type { AdmissionLetterFacts } from './admission-letter-pdf.server';
import { normaliseLetterCode } from './letter-code';

/**
 * What the public verification page confirms of a letter, and nothing more (issue 23 point 6): who
 * was admitted to which course, since when, by which institute, when the letter was issued, and
 * whether the admission still stands. No student number, category, fee or contact detail.
 */
export type VerifiedLetter = {
  code: string;
  institute: string;
  studentName: string;
  course: string;
  admittedAt: number;
  issuedAt: number;
  /** false: the letter is genuine, but its application is no longer Accepted. */
  inForce: boolean;
};

/** The letter with this code (as typed or linked), or undefined when no letter has it. */
export async function verifyAdmissionLetter({ code: typed, db = defaultDb }: { code: string; db?: DB }): Promise<VerifiedLetter | undefined> {
  const code = normaliseLetterCode(typed);
  if (!code) return undefined;
  const row = await db
    .selectFrom('admission_letters')
    .innerJoin('applications', 'applications.id', 'admission_letters.application_id')
    .select(['admission_letters.code', 'admission_letters.facts', 'admission_letters.issued_at', 'applications.status'])
    .where('admission_letters.code', '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  const facts = JSON.parse(row.facts) as AdmissionLetterFacts;
  return {
    code: row.code,
    institute: facts.institute.name,
    studentName: facts.student.name,
    course: facts.course,
    admittedAt: facts.admittedAt,
    issuedAt: Number(row.issued_at),
    inForce: row.status === 'Accepted',
  };
}
