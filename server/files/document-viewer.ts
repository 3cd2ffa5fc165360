import type { Context } from 'hono';
import { findAdminBySessionToken } from '~/modules/admins/sessions.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { sessionTokenOf } from '../api/admin/require-admin';
import type { DocumentViewer } from './documents.routes';

/** Who asks for a private document: staff (token header or dashboard cookie) first, then a student. */
export async function resolveDocumentViewer(c: Context): Promise<DocumentViewer> {
  const admin = await findAdminBySessionToken({ token: sessionTokenOf(c).token });
  if (admin) return { type: 'admin', adminId: admin.id };
  const student = await getStudentSession({ headers: c.req.raw.headers });
  return student ? { type: 'student', userId: student.userId } : null;
}
