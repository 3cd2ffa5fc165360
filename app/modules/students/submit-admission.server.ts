import type { DB } from '~/db/db.server';
import { isSubmittedFile } from '~/utils/form-parts';
import { checkDocument, storeDocument } from '~/modules/documents/store-document.server';
import { AppError } from '~/utils/errors';
import { getStudent, type StudentView } from './get-student.server';
import { CONSENT_REQUIRED } from './privacy-notice';
import { DOCUMENT_FIELDS, type DocumentField, fieldErrorsOf, profileUpdateInput } from './profile.schemas';
import { saveProfile } from './save-profile.server';

export type AdmissionInput = Record<string, unknown>;

/**
 * A refused admission form: `fieldErrors` names each field (a form field, a document kind or
 * `consent`) with its message, so the form shows it there; the message joins them for the API.
 */
export class AdmissionRefused extends AppError {
  readonly fieldErrors: Record<string, string>;
  constructor(code: ConstructorParameters<typeof AppError>[0], fieldErrors: Record<string, string>) {
    super(code, Object.values(fieldErrors).join(' '));
    this.fieldErrors = fieldErrors;
  }
}

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
  if (!parsed.success) throw new AdmissionRefused('BAD_REQUEST', fieldErrorsOf(parsed.error.issues));
  const consent = input.consent === 'true' || input.consent === 'on' || input.consent === true;

  const files = DOCUMENT_FIELDS.flatMap((kind) => (isSubmittedFile(input[kind]) ? [[kind, input[kind]] as [DocumentField, File]] : []));
  const refusedFiles: Record<string, string> = {};
  let refusal: AppError | undefined;
  for (const [kind, file] of files) {
    await checkDocument({ kind, file }).catch((error: unknown) => {
      if (!(error instanceof AppError)) throw error;
      refusedFiles[kind] = error.message;
      refusal ??= error;
    });
  }
  if (refusal) throw new AdmissionRefused(refusal.code, refusedFiles);

  await saveProfile({ userId, changes: parsed.data, consent, actor: { type: 'student', id: userId }, db, now }).catch((error: unknown) => {
    throw error instanceof AppError && error.message === CONSENT_REQUIRED ? new AdmissionRefused(error.code, { consent: error.message }) : error;
  });
  for (const [kind, file] of files) await storeDocument({ userId, kind, file, db, now });
  return getStudent({ userId, db });
}

/** The resume of spec §2 (Applications page): one PDF, replacing the one before. */
export async function updateResume({ userId, file, db, now }: { userId: string; file: unknown; db?: DB; now?: number }): Promise<string> {
  if (!isSubmittedFile(file)) throw new AppError('BAD_REQUEST', 'Please select a resume file before saving.');
  const stored = await storeDocument({ userId, kind: 'resume', file, db, now });
  return stored.url;
}
