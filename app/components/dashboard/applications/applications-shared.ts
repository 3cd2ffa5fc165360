import type { ApplicationView } from '~/modules/applications/application-view.server';
import type { StudentView } from '~/modules/students/get-student.server';

// Shapes shared by the View Applications page (routes/dashboard/view-applications.tsx) and its parts.
export type { ApplicationView, StudentView };
export type CourseOption = { id: string; title: string };

/** What the page's action answers: a message for the toast, and the full number after a reveal. */
export type ApplicationsResult = { ok: true; message: string; aadharNumber?: string } | { ok: false; message: string; fieldErrors: Record<string, string> };

export const STATUS_CHANGE_OVERLAY = 'Please wait, Application status is being changed. Do not press back.';

/** Staff open private documents in the browser (the file route answers inline only to staff). */
export const inlineUrl = (url: string) => (url ? `${url}?inline=1` : '');
