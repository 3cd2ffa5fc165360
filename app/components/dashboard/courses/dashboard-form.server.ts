import { data } from 'react-router';
import type { z } from 'zod';
import type { AdminIdentity } from '~/modules/admins/sessions.server';
import type { AuditActor } from '~/modules/audit/record-audit.server';
import { AppError } from '~/utils/errors';
import { UPLOAD_BODY_LIMIT } from '~/utils/body-limits';
import type { ActionResult } from './action-result';

// Server side of the dashboard forms (React Router actions). The rules live in the domain schemas
// and functions that the /api/admin/* edges use as well; this file only reads the request and
// shapes the answer the forms show (a toast and an inline message).

export const actorOf = (admin: AdminIdentity): AuditActor => ({ type: 'admin', id: admin.id });

type FormObject = Record<string, FormDataEntryValue | FormDataEntryValue[]>;

/**
 * The posted form as an object: a name sent more than once (two image inputs) becomes a list.
 * Bodies over the API's upload limit are refused before they are read.
 */
export async function readForm(request: Request): Promise<FormObject> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > UPLOAD_BODY_LIMIT) throw new AppError('PAYLOAD_TOO_LARGE', 'The upload is too large (12 MB at most in one request).');
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
 * Runs an action's work (read, parse, write) and answers { ok, message }: a parse failure is a 400
 * with field messages, a domain AppError (404, 409, 413, 415 …) its message and status.
 */
export async function runAction(work: () => Promise<string>) {
  try {
    return data<ActionResult>({ ok: true, message: await work() });
  } catch (error) {
    if (error instanceof InvalidForm) {
      const fieldErrors: Record<string, string> = {};
      for (const issue of error.issues) fieldErrors[String(issue.path[0] ?? 'form')] ??= issue.message;
      return data<ActionResult>({ ok: false, message: error.message, fieldErrors }, { status: 400 });
    }
    if (error instanceof AppError) return data<ActionResult>({ ok: false, message: error.message, fieldErrors: {} }, { status: error.status });
    throw error;
  }
}
