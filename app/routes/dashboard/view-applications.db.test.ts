import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { ADMIN_SESSION_COOKIE } from '~/modules/admins/sessions.server';
import { applyToCourse } from '~/modules/applications/apply-to-course.server';
import { changeFeeStatus } from '~/modules/applications/change-fee-status.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { saveProfile } from '~/modules/students/save-profile.server';
import { getAadhaarKey } from '~/utils/secrets.server';
import { signedInAdmin } from '../../../tests/admin-session';
import { insertIssuedDocument, insertLedgerRow } from '../../../tests/ledger-rows';
import { insertTestUser } from '../../../tests/test-users';
import { action, loader } from './view-applications';

// The page View Applications as React Router calls it: the list's filters come from the URL, are
// applied on the server and come back for the form, 20 applications to a page; the profile's Reveal
// is audited without the number; a visitor without a staff session is sent to the admin login. The
// browser suite (tests/e2e/dashboard/view-applications.spec.ts) keeps the columns and one filter.
type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;
type Loaded = {
  applications: Array<{ _id: string; status: string; receiptCount: number }>;
  filters: { name: string; status?: string; fees?: string };
  page: number;
  pageSize: number;
  pageCount: number;
  total: number;
};

const staff = { type: 'admin' as const, id: 'seed' };
const base = Date.UTC(2026, 4, 1);
let cookie = '';
let adminId = '';
const ids: string[] = []; // oldest first

beforeAll(async () => {
  const signedIn = await signedInAdmin({ name: 'List Admin' });
  cookie = `${ADMIN_SESSION_COOKIE}=${signedIn.token}`;
  adminId = signedIn.admin.id;
  const care = await createCourse({ course: { title: 'Patient Care Assistant', description: '', fees: 35000, images: [] } });
  const theatre = await createCourse({ course: { title: 'Operation Theatre Technician', description: '', fees: 40000, images: [] } });
  // Eleven students with two applications each: 22, two pages of 20.
  for (let n = 0; n < 11; n++) {
    const { id } = await insertTestUser({ name: `Asha Vinod Pagewise ${n}` });
    ids.push(await applyToCourse({ userId: id, courseId: care, actor: staff, now: base + 2 * n * 1000 }));
    ids.push(await applyToCourse({ userId: id, courseId: theatre, actor: staff, now: base + (2 * n + 1) * 1000 }));
  }
  await db.updateTable('applications').set({ status: 'Accepted' }).where('id', '=', ids[0]!).execute();
  await changeFeeStatus({ id: ids[1]!, fees: 'Paid', reason: 'Fee waived by the principal', actor: staff });
});

const load = async (query: string) =>
  (await (loader as Handler)({
    request: new Request(`http://localhost/dashboard/view-applications${query}`, { headers: { cookie } }),
    params: {},
    context: {},
  })) as Loaded;
const listed = (result: Loaded) => result.applications.map((application) => application._id);
const newestFirst = () => [...ids].reverse();

describe('the list of View Applications', () => {
  it('searches by name on the server, 20 to a page, newest first; page 2 has the rest', async () => {
    const first = await load('?name=pagewise');
    expect(first).toMatchObject({ total: 22, page: 1, pageSize: 20, pageCount: 2, filters: { name: 'pagewise' } });
    expect(listed(first)).toEqual(newestFirst().slice(0, 20));
    const second = await load('?name=pagewise&page=2');
    expect(second).toMatchObject({ total: 22, page: 2, pageCount: 2 });
    expect(listed(second)).toEqual(newestFirst().slice(20));
  });

  it('filters by status from the URL, keeps the filter on page 2, and gives it back for the form', async () => {
    const pending = await load('?name=pagewise&status=Pending');
    expect(pending).toMatchObject({ total: 21, page: 1, pageCount: 2, filters: { name: 'pagewise', status: 'Pending' } });
    expect(pending.applications.every((application) => application.status === 'Pending')).toBe(true);
    const rest = await load('?name=pagewise&status=Pending&page=2');
    expect(rest).toMatchObject({ total: 21, page: 2, pageCount: 2, filters: { status: 'Pending' } });
    expect(listed(rest)).toEqual([ids[1]]); // the 21st: the oldest Pending one
    const accepted = await load('?name=pagewise&status=Accepted');
    expect(accepted).toMatchObject({ total: 1, pageCount: 1, filters: { status: 'Accepted' } });
    expect(listed(accepted)).toEqual([ids[0]]);
  });

  it("filters by fee status: Paid is the one staff marked, with '(set by staff)' and the reason", async () => {
    const paid = await load('?name=pagewise&fees=Paid');
    expect(paid).toMatchObject({ total: 1, filters: { name: 'pagewise', fees: 'Paid' } });
    expect(paid.applications).toEqual([
      expect.objectContaining({ _id: ids[1], fees: 'Paid', feesMarkedBy: 'staff', feesMarkReason: 'Fee waived by the principal' }),
    ]);
    expect(await load('?name=pagewise&fees=Pending')).toMatchObject({ total: 21 });
  });

  it('takes a filter that is not one of the choices as any, and a page past the end as the last', async () => {
    const any = await load('?name=pagewise&status=Waiting&fees=Waived&category=General');
    expect(any).toMatchObject({ total: 22, filters: { name: 'pagewise' } });
    expect(any.filters).not.toHaveProperty('status', expect.anything());
    expect(any.filters).not.toHaveProperty('category', expect.anything());
    expect(await load('?name=pagewise&category=NT')).toMatchObject({ total: 0, filters: { category: 'NT' } });
    expect(await load('?name=pagewise&page=9')).toMatchObject({ page: 2, pageCount: 2 });
  });
});

describe('the Receipt column', () => {
  it("counts each application's payment receipts, not its fee statements or credit notes", async () => {
    const [paidTwice, paidOnce] = [ids[21]!, ids[20]!];
    const receipted = async (applicationId: string, kind: 'payment' | 'refund', number: string) => {
      const { user_id } = await db.selectFrom('applications').select('user_id').where('id', '=', applicationId).executeTakeFirstOrThrow();
      const row = { application_id: applicationId, student_id: user_id, kind, receipt_number: number };
      const id = await insertLedgerRow({ ...row, amount_paise: kind === 'refund' ? -100_00 : 500_00, method: 'cash', at: Date.now() });
      await insertIssuedDocument({ ...row, id }, { test: false });
    };
    await receipted(paidTwice, 'payment', 'NIHM/VA/000001');
    await receipted(paidTwice, 'payment', 'NIHM/VA/000002');
    await receipted(paidTwice, 'refund', 'NIHM/CN/VA/000001');
    await receipted(paidOnce, 'payment', 'NIHM/VA/000003');
    const counts = Object.fromEntries((await load('?name=pagewise')).applications.map((row) => [row._id, row.receiptCount]));
    expect(counts[paidTwice]).toBe(2);
    expect(counts[paidOnce]).toBe(1);
    expect(Object.values(counts).filter((count) => count > 0)).toHaveLength(2);
  });
});

describe("the profile dialog's Reveal", () => {
  it('answers the full number and audits the reveal by the member of staff, without the number', async () => {
    const aadhaar = '234567890124';
    const { id: userId } = await insertTestUser({ name: 'Meera Reveal' });
    await saveProfile({ userId, changes: { firstName: 'Meera', lastName: 'Reveal', aadharNumber: aadhaar }, aadhaarKey: getAadhaarKey(), actor: staff });
    const request = new Request('http://localhost/dashboard/view-applications', {
      method: 'POST',
      headers: { cookie, origin: 'http://localhost', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ intent: 'reveal', userId }),
    });
    const answer = (await (action as Handler)({ request, params: {}, context: {} })) as { data: unknown };
    expect(answer.data).toEqual({ ok: true, message: 'Aadhaar number revealed', aadharNumber: aadhaar });
    const audited = await db.selectFrom('audit_log').selectAll().where('action', '=', 'student.aadhaar-revealed').where('entity_id', '=', userId).execute();
    expect(audited).toEqual([expect.objectContaining({ actor_type: 'admin', actor_id: adminId, entity: 'student' })]);
    const everything = JSON.stringify(await db.selectFrom('audit_log').selectAll().execute());
    expect(everything).not.toContain(aadhaar);
    expect(everything).not.toContain(aadhaar.slice(0, 8));
  });
});

describe('without a staff session', () => {
  it.each([
    ['no cookie', {}],
    ['an unknown session', { cookie: `${ADMIN_SESSION_COOKIE}=not-a-session` }],
  ])('with %s, the page and its action send the visitor to the admin login', async (_, headers) => {
    const url = 'http://localhost/dashboard/view-applications';
    for (const request of [
      new Request(url, { headers }),
      new Request(url, { method: 'POST', headers: { ...headers, origin: 'http://localhost' }, body: '' }),
    ]) {
      const handler = (request.method === 'GET' ? loader : action) as Handler;
      const thrown = await handler({ request, params: {}, context: {} }).then(
        () => null,
        (error: unknown) => error,
      );
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get('location')).toBe('/?admin-login=1&next=%2Fdashboard%2Fview-applications');
    }
  });
});
