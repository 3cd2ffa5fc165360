import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { roleMay, roleRefusal, STAFF_ROLES, type StaffArea, type StaffRole } from '~/modules/admins/staff-roles';
import { signedInAdmin } from '../../../tests/admin-session';
import routes from '../../routes';

// Every dashboard page × every role (issue 11, decision 029): the page's loader and action are
// called as React Router calls them, with the session cookie of a member of staff of each role.
// A page whose role check is missing or names the wrong area fails here.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
// Route modules type their handlers with generated per-route arguments; here every one gets the same few.
type Page = { loader?: unknown; action?: unknown };
const PAGES: Array<[path: string, area: StaffArea, load: () => Promise<Page>]> = [
  ['add-course', 'courses', () => import('./add-course')],
  ['manage-courses', 'courses', () => import('./manage-courses')],
  ['edit-course/x', 'courses', () => import('./edit-course')],
  ['view-applications', 'applications', () => import('./view-applications')],
  ['verify-documents', 'admissions', () => import('./verify-documents')],
  ['merit-rounds/x', 'admissions', () => import('./merit-rounds')],
  ['payments', 'fees', () => import('./payments')],
  ['enroll-student', 'admissions', () => import('./enroll-student')],
  ['select-course/x', 'admissions', () => import('./select-course')],
  ['change-user-profile/x', 'admissions', () => import('./change-user-profile')],
  ['news-events', 'content', () => import('./news-events')],
  ['contact-us', 'content', () => import('./contact-us')],
  ['site-settings', 'content', () => import('./site-settings')],
  ['receipt-issuer', 'fees', () => import('./receipt-issuer')],
  ['erasure-requests', 'data-rights', () => import('./erasure-requests')],
  ['audit-log', 'audit', () => import('./audit-log')],
  ['mail-queue', 'mail', () => import('./mail-queue')],
  ['staff', 'staff', () => import('./staff')],
  ['refunds', 'fees', () => import('./refunds')],
  ['dues', 'fees', () => import('./dues')],
  ['finance', 'fees', () => import('./finance')],
];

const cookies = {} as Record<StaffRole, string>;
beforeAll(async () => {
  for (const role of STAFF_ROLES) cookies[role] = `${ADMIN_SESSION_COOKIE}=${(await signedInAdmin({ name: `Page ${role}`, role })).token}`;
});

/** What a handler ended in: the status of what it threw, or 200 when it returned. */
async function statusOf(run: () => Promise<unknown>): Promise<{ status: number; message?: string }> {
  try {
    await run();
    return { status: 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status };
    const data = thrown as { init?: { status?: number }; data?: { message?: string } };
    if (data?.init?.status) return { status: data.init.status, message: data.data?.message };
    return { status: 500, message: String(thrown) };
  }
}

it('names the area of every dashboard page', () => {
  const dashboard = routes.find((route) => route.path === 'dashboard')!;
  const pages = (dashboard.children ?? []).filter((child) => !child.index).map((child) => child.file.replace('routes/dashboard/', '').replace('.tsx', ''));
  expect(pages.sort()).toEqual(PAGES.map(([path]) => path.split('/')[0]).sort());
});

describe.each(STAFF_ROLES)('as %s', (role) => {
  it.each(PAGES)('/dashboard/%s (%s)', async (path, area, load) => {
    const page = await load();
    const url = `http://localhost/dashboard/${path}`;
    const params = { id: 'x', userId: 'x' };
    const loaded = await statusOf(() => (page.loader as Handler)({ request: new Request(url, { headers: { cookie: cookies[role] } }), params, context: {} }));
    const origin = { cookie: cookies[role], origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' };
    const acted = page.action
      ? await statusOf(() => (page.action as Handler)({ request: new Request(url, { method: 'POST', headers: origin, body: '' }), params, context: {} }))
      : null;
    if (roleMay(role, area)) {
      expect(loaded.status).not.toBe(403);
      if (acted) expect(acted.status).not.toBe(403);
    } else {
      expect(loaded).toEqual({ status: 403, message: roleRefusal(role, area) });
      if (acted) expect(acted).toEqual({ status: 403, message: roleRefusal(role, area) });
    }
  });
});

// Spec §2: exactly /dashboard opens Manage Courses for the roles that manage courses; accounts start
// at the Finance overview and admissions at View Applications.
it.each([
  ['owner', '/dashboard/manage-courses'],
  ['content', '/dashboard/manage-courses'],
  ['admissions', '/dashboard/view-applications'],
  ['accounts', '/dashboard/finance'],
] as const)('/dashboard sends %s to %s', async (role, target) => {
  const index = (await import('./index')) as Page;
  let thrown: unknown;
  try {
    await (index.loader as Handler)({ request: new Request('http://localhost/dashboard', { headers: { cookie: cookies[role] } }), params: {}, context: {} });
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(Response);
  expect((thrown as Response).headers.get('location')).toBe(target);
});

// Signed out, every dashboard page (and /dashboard itself) sends the visitor to Home with the staff
// login dialog open: its loader, and its action for a form posted after the session ended.
it.each([...PAGES, ['', null, () => import('./index') as Promise<Page>] as const])(
  'signed out, /dashboard/%s sends to the login dialog',
  async (path, _area, load) => {
    const page = await load();
    const url = `http://localhost/dashboard/${path}`;
    const params = { id: 'x', userId: 'x' };
    const handlers = [
      () => (page.loader as Handler)({ request: new Request(url), params, context: {} }),
      ...(page.action
        ? [
            () =>
              (page.action as Handler)({
                request: new Request(url, {
                  method: 'POST',
                  headers: { origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
                  body: '',
                }),
                params,
                context: {},
              }),
          ]
        : []),
    ];
    for (const run of handlers) {
      let thrown: unknown;
      try {
        await run();
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      // …and back to this page once signed in.
      expect((thrown as Response).headers.get('location')).toBe(`/?admin-login=1&next=${encodeURIComponent(new URL(url).pathname)}`);
    }
  },
);
