import { type DB, db as defaultDb } from '~/db/db.server';
import type { ProfilesTable } from '~/db/schema';
import { type AuditActor, recordAudit } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { maskAadhaar } from './aadhaar';
import { decryptAadhaar } from './aadhaar-crypto.server';
import { DOCUMENT_FIELDS, type DocumentField, PROFILE_FIELDS, type ProfileField } from './profile.schemas';
import { documentUrl } from '~/modules/documents/documents.schemas';
import { getAadhaarKey } from '~/utils/secrets.server';

type Percentage = 'sscPercentage' | 'hscPercentage' | 'diplomaPercentage' | 'bachelorPercentage';
/**
 * The Profile of spec §3. Text is '' when not filled, percentages null; aadharNumber is only ever
 * masked here; documents are URLs of the private file route, '' when not uploaded.
 */
export type ProfileView = { [F in Exclude<ProfileField, Percentage>]: string } & { [F in Percentage]: number | null } & {
  [F in DocumentField | 'resume']: string;
};
export type StudentView = {
  _id: string;
  name: string;
  email: string;
  image: string;
  resume: string;
  /** null: the student has not filled the admission form yet ('No profile data available'). */
  profile: ProfileView | null;
  /** When and to which privacy notice the student agreed; null when never (e.g. enrolled by staff). */
  consent: { at: number; version: string } | null;
};

const PERCENTAGES: readonly ProfileField[] = ['sscPercentage', 'hscPercentage', 'diplomaPercentage', 'bachelorPercentage'];
/** The column of a profile field: the spec's camelCase in snake_case (aadharNumber has two, see saveProfile). */
export const profileColumn = (field: Exclude<ProfileField, 'aadharNumber'>) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as keyof ProfilesTable;

async function documentUrls({ userId, db }: { userId: string; db: DB }): Promise<Map<string, string>> {
  const rows = await db.selectFrom('documents').select(['id', 'kind']).where('user_id', '=', userId).where('replaced_at', 'is', null).execute();
  return new Map(rows.map((row) => [row.kind, documentUrl(row.id)]));
}

function toProfileView(row: ProfilesTable | undefined, documents: Map<string, string>): ProfileView | null {
  if (!row && !DOCUMENT_FIELDS.some((kind) => documents.has(kind))) return null;
  const view: Record<string, string | number | null> = {};
  for (const field of PROFILE_FIELDS) {
    if (field === 'aadharNumber') view[field] = maskAadhaar(row?.aadhaar_last4);
    else if (PERCENTAGES.includes(field)) view[field] = row?.[profileColumn(field)] == null ? null : Number(row[profileColumn(field)]);
    else view[field] = (row?.[profileColumn(field)] as string | null | undefined) ?? '';
  }
  for (const kind of [...DOCUMENT_FIELDS, 'resume']) view[kind] = documents.get(kind) ?? '';
  return view as ProfileView;
}

/** The profile as shown to its student and to staff; pass the transaction when inside one. */
export async function readProfileView({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<ProfileView | null> {
  const [row, documents] = await Promise.all([
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    documentUrls({ userId, db }),
  ]);
  return toProfileView(row, documents);
}

/** A student with their profile (spec §3 User). Unknown id: NOT_FOUND 'Student not found'. */
export async function getStudent({ userId, db = defaultDb }: { userId: string; db?: DB }): Promise<StudentView> {
  const user = await db.selectFrom('users').select(['id', 'name', 'email', 'image']).where('id', '=', userId).executeTakeFirst();
  if (!user) throw new AppError('NOT_FOUND', 'Student not found');
  const [row, documents] = await Promise.all([
    db.selectFrom('profiles').selectAll().where('user_id', '=', userId).executeTakeFirst(),
    documentUrls({ userId, db }),
  ]);
  return {
    _id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? '',
    resume: documents.get('resume') ?? '',
    profile: toProfileView(row, documents),
    consent: row?.consent_at != null && row.consent_version ? { at: Number(row.consent_at), version: row.consent_version } : null,
  };
}

export const NO_AADHAAR = 'No Aadhaar number is on file for this student.';

/**
 * A student's full Aadhaar number, for staff (DESIGN.md §7: revealing it is an audited admin
 * action). The reveal is written to the audit log, without the number, before the number is
 * returned: if the entry cannot be written, the number is not given out. NOT_FOUND when the
 * student does not exist or has no number on file.
 */
export async function revealAadhaar({
  userId,
  aadhaarKey,
  actor,
  db = defaultDb,
}: {
  userId: string;
  /** The configured key unless a test gives its own. */
  aadhaarKey?: Buffer;
  actor: AuditActor;
  db?: DB;
}): Promise<string> {
  const row = await db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select(['users.id', 'profiles.aadhaar_encrypted'])
    .where('users.id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', 'Student not found');
  const aadharNumber = row.aadhaar_encrypted ? decryptAadhaar({ encrypted: row.aadhaar_encrypted, userId, key: aadhaarKey ?? getAadhaarKey() }) : null;
  await recordAudit({ db, actor, action: 'student.aadhaar-revealed', entity: 'student', entityId: userId, after: { onFile: aadharNumber !== null } });
  if (aadharNumber === null) throw new AppError('NOT_FOUND', NO_AADHAAR);
  return aadharNumber;
}
