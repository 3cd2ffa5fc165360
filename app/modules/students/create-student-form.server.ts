import { isEmptyPart } from '~/utils/form-parts';
import { DOCUMENT_LABELS, type DocumentKind } from '~/modules/documents/documents.schemas';
import { AppError } from '~/utils/errors';
import { DOCUMENT_FIELDS } from './profile.schemas';

// The Enroll Student submission as both edges receive it (POST /api/admin/create-user and the
// wizard's action): multipart parts, a name sent twice becoming a list, or (API only) a JSON
// object without files. It separates the text fields (validated afterwards with
// enrollStudentInput) from the files, which stay unread here.

/** File parts: `image` is the profile photo of spec §7, `resume` the user's PDF, then the §3 documents. */
export const ENROLL_FILE_FIELDS = ['image', 'resume', ...DOCUMENT_FIELDS] as const;
export type EnrollFileField = (typeof ENROLL_FILE_FIELDS)[number];
export type EnrollFiles = Partial<Record<DocumentKind, File>>;

const FILE_LABELS: Record<EnrollFileField, string> = { ...DOCUMENT_LABELS, image: DOCUMENT_LABELS.profilePhoto };

// A file input left empty is still sent by browsers, as a nameless empty part: it means "none".

function readFile(field: EnrollFileField, value: unknown): File | undefined {
  const parts = (Array.isArray(value) ? value : [value]).filter((part) => part !== undefined && !isEmptyPart(part));
  if (parts.length === 0) return undefined;
  if (parts.length > 1) throw new AppError('BAD_REQUEST', `Send one file for ${FILE_LABELS[field]}.`);
  const [part] = parts;
  // The old client sent URLs of a third-party host here; we keep files in our own storage only.
  if (!(part instanceof File)) throw new AppError('BAD_REQUEST', `${FILE_LABELS[field]} must be uploaded as a file.`);
  return part;
}

/** The `profile` field (spec §7 body), as an alternative to flat field names: JSON text in a multipart part, an object or that text in a JSON body. */
function readProfileJson(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || isEmptyPart(value)) return {};
  const message = 'The profile field must be a JSON object of profile fields, e.g. {"firstName": "Asha"}.';
  let parsed: unknown = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new AppError('BAD_REQUEST', message);
    }
  }
  // Plain objects only: a file sent as `profile` is an object too, but not one of fields.
  if (!parsed || typeof parsed !== 'object' || Object.getPrototypeOf(parsed) !== Object.prototype) throw new AppError('BAD_REQUEST', message);
  // JSON.parse makes `__proto__` an own key; copying entries keeps it one (never a prototype),
  // and the schema drops it with every other unknown key.
  return Object.fromEntries(Object.entries(parsed));
}

/**
 * Splits a posted Enroll Student form into text fields and files. Flat fields win over the same
 * name inside `profile`. A text field sent twice keeps its first value; the schema then judges it.
 * Throws BAD_REQUEST for a malformed `profile`, two files in one slot, or text in a file slot.
 */
export function readCreateStudentForm(form: Record<string, unknown>): { fields: Record<string, unknown>; files: EnrollFiles } {
  const flat = Object.entries(form).flatMap(([key, value]) => {
    if (key === 'profile' || (ENROLL_FILE_FIELDS as readonly string[]).includes(key)) return [];
    const first = Array.isArray(value) ? value[0] : value;
    return typeof first === 'string' ? [[key, first] as const] : [];
  });
  // Built with Object.fromEntries (own data properties only), never by assignment.
  const fields = Object.fromEntries([...Object.entries(readProfileJson(form.profile)), ...flat]);
  const photo = readFile('image', form.image);
  const profilePhoto = readFile('profilePhoto', form.profilePhoto);
  if (photo && profilePhoto) throw new AppError('BAD_REQUEST', 'Send the profile photo once, as image or as profilePhoto.');
  const files: EnrollFiles = {};
  if (photo ?? profilePhoto) files.profilePhoto = photo ?? profilePhoto;
  const resume = readFile('resume', form.resume);
  if (resume) files.resume = resume;
  for (const kind of DOCUMENT_FIELDS) {
    if (kind === 'profilePhoto') continue;
    const file = readFile(kind, form[kind]);
    if (file) files[kind] = file;
  }
  return { fields, files };
}

/**
 * The same submission as a JSON object (spec §7 lists the body as name, email, resume, image,
 * profile). JSON carries no files: a file field must be absent, null or ''; anything else (such as
 * the third-party URL the old client sent) is refused as in a multipart form. Other fields go to
 * enrollStudentInput as sent, so a number or a list where text belongs is refused in its words.
 */
export function readCreateStudentJson(body: Record<string, unknown>): { fields: Record<string, unknown>; files: EnrollFiles } {
  for (const field of ENROLL_FILE_FIELDS) {
    const value = body[field];
    if (value !== undefined && value !== null && value !== '') throw new AppError('BAD_REQUEST', `${FILE_LABELS[field]} must be uploaded as a file.`);
  }
  const flat = Object.entries(body).filter(([key]) => key !== 'profile' && !(ENROLL_FILE_FIELDS as readonly string[]).includes(key));
  return { fields: Object.fromEntries([...Object.entries(readProfileJson(body.profile)), ...flat]), files: {} };
}
