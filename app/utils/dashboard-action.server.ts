import { data } from 'react-router';
import type { z } from 'zod';
import type { AdminIdentity } from '~/modules/admins/sessions.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import type { ActionResult } from './action-result';
import { ADMISSION_BODY_LIMIT, UPLOAD_BODY_LIMIT, UPLOAD_TOO_LARGE } from './body-limits';
import { AppError } from './errors';
import { logError } from '~/utils/log.server';

// Server side of the dashboard's actions (React Router). The rules live in the domain schemas and
// functions that the /api/admin/* edges use as well; this file only reads the request, names the
// acting staff member, and shapes the answer the forms show (a toast and an inline message).

/** The staff member of the request, as the audit log names them. */
export const actorOf = (admin: Pick<AdminIdentity, 'id'>) => ({ type: 'admin' as const, id: admin.id }) satisfies AuditActor;

/** How large a posted form may be, and the sentence that refuses a larger one. */
export type FormLimit = { bytes: number; tooLarge: string };
/** Staff uploads: two images and the fields (the API's upload limit). */
export const UPLOAD_FORM: FormLimit = { bytes: UPLOAD_BODY_LIMIT, tooLarge: UPLOAD_TOO_LARGE };
/** The admission form: a photo and up to eight documents. */
export const ADMISSION_FORM: FormLimit = {
  bytes: ADMISSION_BODY_LIMIT,
  tooLarge: 'The files are too large together (40 MB at most). Upload some now and the rest later from Edit user profile.',
};

type FormObject = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/**
 * The posted form as an object: a name sent more than once (two image inputs) becomes a list.
 * Bodies over the limit are refused before they are read.
 */
export async function readForm(request: Request, limit: FormLimit = UPLOAD_FORM): Promise<FormObject> {
  if (Number(request.headers.get('content-length') ?? 0) > limit.bytes) throw new AppError('PAYLOAD_TOO_LARGE', limit.tooLarge);
  const form = await request.formData();
  const out: FormObject = {};
  for (const key of new Set(form.keys())) {
    const values = form.getAll(key);
    out[key] = values.length > 1 ? values : values[0]!;
  }
  return out;
}

class InvalidForm extends Error {
  readonly issues: z.core.$ZodIssue[];
  constructor(issues: z.core.$ZodIssue[]) {
    super(issues[0]?.message ?? 'Please check the form.');
    this.issues = issues;
  }
}

/** Parses with a domain schema; a failure ends the action with 400 and a message per field. */
export function parseForm<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new InvalidForm(result.error.issues);
  return result.data;
}

/**
 * Runs an action's work (read, parse, write) and answers { ok, message } (plus whatever else the
 * work returns beside its message): a parse failure is a 400 with field messages, a domain AppError
 * (404, 409, 413, 415 …) its message and status.
 */
export async function runAction<Extra extends object = object>(work: () => Promise<string | ({ message: string } & Extra)>) {
  try {
    const done = await work();
    return data<ActionResult<Extra>>({ ok: true, ...(typeof done === 'string' ? { message: done } : done) } as ActionResult<Extra>);
  } catch (error) {
    if (error instanceof InvalidForm) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
      return data<ActionResult<Extra>>({ ok: false, message: error.message, fieldErrors }, { status: 400 });
    }
    if (error instanceof AppError) {
      const fieldErrors: Record<string, string> = error.field ? { [error.field]: error.message } : {};
      return data<ActionResult<Extra>>({ ok: false, message: error.message, fieldErrors }, { status: error.status });
    }
    throw error;
  }
}

/**
 * runAction, plus the spec's sentence for anything unexpected (§8), so the student screens show a
 * toast rather than an error page.
 */
export async function runStudentAction(fallback: string, work: () => Promise<string>) {
  try {
    return await runAction(work);
  } catch (error) {
    logError(error, 'page action');
    return data<ActionResult>({ ok: false, message: fallback, fieldErrors: {} }, { status: 500 });
  }
}
