import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { DISABLED_ACCOUNT_MESSAGE } from '~/modules/admins/sign-in-admin.server';
import { roleMay, roleRefusal, STAFF_ROLES, type StaffArea, type StaffRole } from '~/modules/admins/staff-roles';
import { signedInAdmin, TEST_ADMIN_PASSWORD } from '../../../tests/admin-session';
import { send } from '../../../tests/admin-api-requests';
import { api } from '../api';

// Every staff API call × every role, through the real app on a real database (issue 11, decision
// 029). The table names the area of each call; the first test fails when a staff call exists that
// the table does not name, so a new call cannot ship without deciding who may use it.
const AREA_OF_CALL: Record<string, StaffArea | 'any staff'> = {
  'get /admin/admin': 'any staff',
  'post /admin/logout': 'any staff',
  'get /admin/list-courses': 'any staff', // the course pickers of admissions and the Manage Courses list
  'get /admin/applicants': 'applications',
  'get /admin/getuserbyid/{id}': 'applications',
  'post /admin/apply-course-for-user': 'admissions',
  'post /admin/change-application-status': 'admissions',
  'post /admin/change-user-course': 'admissions',
  'post /admin/review-document': 'admissions',
  'get /admin/reservation': 'admissions',
  'put /admin/reservation': 'reservation',
  'post /admin/merit-rounds': 'admissions',
  'get /admin/merit-rounds': 'applications',
  'get /admin/merit-rounds/{id}/list.csv': 'applications',
  'get /admin/merit-rounds/{id}/list.xlsx': 'applications',
  'get /admin/merit-rounds/{id}/list.pdf': 'applications',
  'post /admin/create-user': 'admissions',
  'patch /admin/update-user-profile': 'admissions',
  'post /admin/reveal-aadhaar': 'aadhaar',
  'post /admin/change-fee-status': 'fees',
  'post /admin/update-fees-paid': 'fees',
  'post /admin/record-payment': 'fees',
  'get /admin/payments': 'fees',
  'post /admin/verify-reported-payment': 'fees',
  'post /admin/mark-payment-bounced': 'fees',
  'post /admin/cancel-receipt': 'fees',
  'post /admin/generate-receipt': 'fees',
  'post /admin/refund-payment': 'fees',
  'post /admin/decline-refund-request': 'fees',
  'get /admin/dues': 'fees',
  'post /admin/pause-reminders': 'fees',
  'get /admin/exports/ledger.csv': 'fees',
  'get /admin/exports/ledger.xlsx': 'fees',
  'get /admin/exports/day-book.pdf': 'fees',
  'get /admin/exports/applications.csv': 'fees',
  'get /admin/exports/applications.xlsx': 'fees',
  'post /admin/post-course': 'courses',
  'post /admin/update-course': 'courses',
  'post /admin/change-fees': 'courses',
  'post /admin/remove-course-fees': 'courses',
  'post /admin/change-visibility': 'courses',
  'post /admin/delete-course': 'courses',
  'get /admin/getallcontactus': 'content',
  'delete /admin/deletecontactus/{id}': 'content',
  'get /admin/news': 'content',
  'post /admin/post-news': 'content',
  'post /admin/update-news': 'content',
  'delete /admin/news/{id}': 'content',
  'get /admin/events': 'content',
  'post /admin/post-event': 'content',
  'post /admin/update-event': 'content',
  'delete /admin/events/{id}': 'content',
  'get /admin/site-settings': 'content',
  'put /admin/site-settings': 'content',
  'get /admin/receipt-issuer': 'fees',
  'put /admin/receipt-issuer': 'fees',
  'get /admin/audit-log': 'audit',
  'get /admin/erasure-requests': 'data-rights',
  'post /admin/erase-student': 'data-rights',
  'get /admin/staff': 'staff',
  'post /admin/staff/invite': 'staff',
  'post /admin/staff/invitations/{id}/revoke': 'staff',
  'post /admin/staff/{id}/role': 'staff',
  'post /admin/staff/{id}/disable': 'staff',
  'post /admin/staff/{id}/enable': 'staff',
};
// Calls made before anyone is signed in.
const SIGNED_OUT_CALLS = ['post /admin/login', 'post /admin/register', 'post /admin/send-otp', 'post /admin/verify-otp'];

const tokens = {} as Record<StaffRole, string>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) tokens[role] = (await signedInAdmin({ name: `Staff ${role}`, role })).token;
});

it('names the area of every staff call in the API document', async () => {
  const document = (await (await api.request('/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  const calls = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/admin/'))
    .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method} ${path}`));
  expect(calls.filter((call) => !SIGNED_OUT_CALLS.includes(call)).sort()).toEqual(Object.keys(AREA_OF_CALL).sort());
});

describe.each(STAFF_ROLES)('as %s', (role) => {
  it.each(Object.entries(AREA_OF_CALL))('%s (%s)', async (call, area) => {
    const [method, template] = call.split(' ') as [string, string];
    const path = template.replace('{id}', 'no-such-id');
    const hasBody = method !== 'get' && method !== 'delete';
    // Logging out ends the session it is sent with: that call gets a session of its own.
    const token = call === 'post /admin/logout' ? (await signedInAdmin({ role })).token : tokens[role];
    const res = await send(path, { method: method.toUpperCase(), token, ...(hasBody ? { json: {} } : {}) });
    const body = res.headers.get('content-type')?.includes('json') ? ((await res.json()) as { message?: string }) : {};
    if (area === 'any staff' || roleMay(role, area)) {
      // Let through: what follows is the call's own answer to an empty request (200, 400, 404 …).
      expect(body.message ?? '').not.toMatch(/^Your role/);
      expect(res.status).not.toBe(401);
    } else {
      expect(res.status).toBe(403);
      expect(body).toEqual({ success: false, message: roleRefusal(role, area) });
    }
  });
});

it('answers the signed-in member of staff with their role', async () => {
  for (const role of STAFF_ROLES) {
    const res = await send('/admin/admin', { token: tokens[role] });
    expect((await res.json()).admin.role).toBe(role);
  }
});

it('refuses a disabled member of staff: their open session and a new sign-in alike', async () => {
  const { admin, token } = await signedInAdmin({ email: 'leaving@example.org', role: 'accounts' });
  await db.updateTable('admins').set({ disabled_at: Date.now() }).where('id', '=', admin.id).execute();
  expect((await send('/admin/admin', { token })).status).toBe(401);
  const wrong = await send('/admin/login', { json: { email: 'leaving@example.org', password: 'not-the-password-1' } });
  expect(wrong.status).toBe(401); // a stranger learns nothing about the account
  const right = await send('/admin/login', { json: { email: 'leaving@example.org', password: TEST_ADMIN_PASSWORD } });
  expect(right.status).toBe(403);
  expect(await right.json()).toEqual({ success: false, message: DISABLED_ACCOUNT_MESSAGE });
}, 30_000); // two scrypt checks (~0.35 s each) on a busy machine
