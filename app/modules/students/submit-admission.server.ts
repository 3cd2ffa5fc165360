import type { DB } from '~/db/db.server';
import { isSubmittedFile } from '~/utils/form-parts';
import { checkDocument, storeDocument } from '~/modules/documents/store-document.server';
import { AppError } from '~/utils/errors';
import { getStudent, type StudentView } from './get-student.server';
import { DOCUMENT_FIELDS, type DocumentField, profileUpdateInput } from './profile.schemas';
import { saveProfile } from './save-profile.server';

export type AdmissionInput = Record<string, unknown>;

/**
 * The student's admission form (spec §2 /user-profile, §7 submit-admission): profile fields, the
 * privacy consent and up to eight documents. Only what is sent changes. Every field and every file
 * is checked before anything is stored, so a refused file leaves the profile as it was; then the
 * fields (with the consent, required until the student has agreed once), then the files.
 */
export async function submitAdmission({
  userId,
  input,
  db,
  now = Date.now(),
}: {
  userId: string;
  input: AdmissionInput;
  db?: DB;
  now?: number;
}): Promise<StudentView> {
  const parsed = profileUpdateInput.safeParse(input);
  if (!parsed.success) throw new AppError('BAD_REQUEST', parsed.error.issues.map((issue) => issue.message).join(' '));
  const consent = input.consent === 'true' || input.consent === 'on' || input.consent === true;

  const files = DOCUMENT_FIELDS.flatMap((kind) => (isSubmittedFile(input[kind]) ? [[kind, input[kind]] as [DocumentField, File]] : []));
  for (const [kind, file] of files) await checkDocument({ kind, file });

  await saveProfile({ userId, changes: parsed.data, consent, actor: { type: 'student', id: userId }, db, now });
  for (const [kind, file] of files) await storeDocument({ userId, kind, file, db, now });
  return getStudent({ userId, db });
}

/** The resume of spec §2 (Applications page): one PDF, replacing the one before. */
export async function updateResume({ userId, file, db, now }: { userId: string; file: unknown; db?: DB; now?: number }): Promise<string> {
  if (!isSubmittedFile(file)) throw new AppError('BAD_REQUEST', 'Please select a resume file before saving.');
  const stored = await storeDocument({ userId, kind: 'resume', file, db, now });
  return stored.url;
}
