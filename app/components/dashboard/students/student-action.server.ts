import { data } from 'react-router';
import type { ActionResult } from '~/components/dashboard/courses/action-result';
import { runAction } from '~/components/dashboard/courses/dashboard-form.server';
import { AppError } from '~/utils/errors';
import { ADMISSION_BODY_LIMIT } from '~/utils/body-limits';

// Server side of the student screens' actions (Enroll Student, Select a course, Edit user profile).

/** The posted form as an object (a name sent twice becomes a list); up to the admission limit of 40 MB. */
export async function readAdmissionForm(request: Request): Promise<Record<string, FormDataEntryValue | FormDataEntryValue[]>> {
  if (Number(request.headers.get('content-length') ?? 0) > ADMISSION_BODY_LIMIT) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The files are too large together (40 MB at most). Upload some now and the rest later from Edit user profile.');
  }
  const form = await request.formData();
  return Object.fromEntries(
    [...new Set(form.keys())].map((key) => {
      const values = form.getAll(key);
      return [key, values.length > 1 ? values : values[0]!];
    }),
  );
}

/**
 * runAction (a 400 with field messages, or an AppError's message and status), plus the spec's
 * sentence for anything unexpected (§8), so the page shows a toast rather than an error page.
 */
export async function runStudentAction(fallback: string, work: () => Promise<string>) {
  try {
    return await runAction(work);
  } catch (error) {
    console.error(error);
    return data<ActionResult>({ ok: false, message: fallback, fieldErrors: {} }, { status: 500 });
  }
}

export const staffActor = (admin: { id: string }) => ({ type: 'admin' as const, id: admin.id });
