import type { Context } from 'hono';
import { findAdminBySessionToken } from '~/modules/admins/sessions.server';
import { roleMay, roleRefusal, type StaffArea } from '~/modules/admins/staff-roles';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { sessionTokenOf } from '../api/admin/require-admin';
import type { DocumentViewer } from './documents.routes';

/**
 * Who asks for a private file: staff (token header or dashboard cookie) first, then a student.
 * Staff whose role lacks `area` are refused: marksheets and Aadhaar scans are students' records
 * ('admissions'); receipts and payment proofs are the fee office's ('fees': owner and accounts).
 */
export const fileViewerFor = (area: StaffArea) =>
  async function resolveViewer(c: Context): Promise<DocumentViewer> {
    const admin = await findAdminBySessionToken({ token: sessionTokenOf(c).token });
    if (admin && !roleMay(admin.role, area)) return { type: 'refused', message: roleRefusal(admin.role, area) };
    if (admin) return { type: 'admin', adminId: admin.id };
    const student = await getStudentSession({ headers: c.req.raw.headers });
    return student ? { type: 'student', userId: student.userId } : null;
  };
