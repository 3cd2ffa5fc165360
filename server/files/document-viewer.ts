import type { Context } from 'hono';
import { findAdminBySessionToken } from '~/modules/admins/sessions.server';
import { roleMay, roleRefusal } from '~/modules/admins/staff-roles';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { sessionTokenOf } from '../api/admin/require-admin';
import type { DocumentViewer } from './documents.routes';

/**
 * Who asks for a private document: staff (token header or dashboard cookie) first, then a student.
 * Marksheets and Aadhaar scans are students' records: only roles with 'admissions' read them.
 */
export async function resolveDocumentViewer(c: Context): Promise<DocumentViewer> {
  const admin = await findAdminBySessionToken({ token: sessionTokenOf(c).token });
  if (admin && !roleMay(admin.role, 'admissions')) return { type: 'refused', message: roleRefusal(admin.role, 'admissions') };
  if (admin) return { type: 'admin', adminId: admin.id };
  const student = await getStudentSession({ headers: c.req.raw.headers });
  return student ? { type: 'student', userId: student.userId } : null;
}
