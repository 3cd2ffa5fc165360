import { db as defaultDb, type DB } from '~/db/db.server';
import { findStudentApplications } from '~/modules/applications/find-student-applications.server';
import { documentUrl } from '~/modules/documents/documents.schemas';
import { getSiteSettings } from '~/modules/site-settings/get-site-settings.server';
import { env } from '~/utils/env.server';
import { getStudent } from './get-student.server';

// Epoch-ms columns (PostgreSQL answers bigints as strings).
const fromMs = (ms: number | string) => new Date(Number(ms)).toISOString();

/**
 * Everything the institute holds about a student, for the student (DPDP Act 2023, right of access;
 * DESIGN.md §7). The Aadhaar number stays masked here as in every export: the student typed it and
 * a downloaded file is easy to lose. Documents are listed with private links (the file route serves
 * them to their owner).
 */
export async function exportStudentData({ userId, db = defaultDb, now }: { userId: string; db?: DB; now?: number }) {
  const [student, account, documents, applications, activity, erasure, office] = await Promise.all([
    getStudent({ userId, db }),
    db.selectFrom('users').select(['created_at']).where('id', '=', userId).executeTakeFirstOrThrow(),
    db.selectFrom('documents').select(['id', 'kind', 'content_type', 'byte_size', 'created_at']).where('user_id', '=', userId).orderBy('created_at').execute(),
    findStudentApplications({ userId, db }),
    db
      .selectFrom('audit_log')
      .select(['action', 'created_at'])
      .where('actor_type', '=', 'student')
      .where('actor_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db.selectFrom('erasure_requests').select(['requested_at', 'completed_at']).where('user_id', '=', userId).orderBy('requested_at').execute(),
    getSiteSettings({ db }),
  ]);
  return {
    exportedAt: new Date(now ?? Date.now()).toISOString(),
    heldBy: { name: env.INSTITUTE_NAME, email: office.email, address: office.address },
    account: { id: student._id, name: student.name, email: student.email, createdAt: new Date(account.created_at).toISOString() },
    profile: student.profile,
    consent: student.consent ? { at: new Date(student.consent.at).toISOString(), noticeVersion: student.consent.version } : null,
    documents: documents.map((document) => ({
      kind: document.kind,
      type: document.content_type,
      bytes: Number(document.byte_size),
      uploadedAt: fromMs(document.created_at),
      url: documentUrl(document.id),
    })),
    applications: applications.map(({ _id, courseId, date, status, fees, feesPaid }) => ({ id: _id, course: courseId.title, date, status, fees, feesPaid })),
    activity: activity.map((entry) => ({ action: entry.action, at: fromMs(entry.created_at) })),
    erasureRequests: erasure.map((request) => ({
      requestedAt: fromMs(request.requested_at),
      completedAt: request.completed_at === null ? null : fromMs(request.completed_at),
    })),
  };
}
