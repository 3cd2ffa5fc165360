import { createHmac } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DB } from '~/db/open-database.server';
import { makePdf, makePng, upload } from '../document-fixtures';
import { GATEWAY_CREDENTIALS, startCluster, type Cluster, type NodeName } from './cluster';
import { httpsClient } from './https-client';

// The cluster journey (issue: run as an institute deploys it): two app nodes on one PostgreSQL and
// one bucket, behind Debian's nginx with TLS, running deploy/nginx.conf. Every step goes through
// https; "on node A" means through nginx's port for that node.

const STAFF = { name: 'Meera Deshpande', email: 'owner@cluster.example.org', password: 'Cluster-Owner-2026!' };
const STUDENT_EMAIL = 'asha.cluster@example.org';
const LEASE_EMAIL = 'lease.cluster@example.org'; // the mail server holds the first message to it unanswered
const AADHAAR = '234123412346';

let cluster: Cluster;
let db: DB;
let staff: ReturnType<typeof httpsClient>;
let student: ReturnType<typeof httpsClient>;
let bearer = '';
let courseId = '';

const origin = () => ({ origin: cluster.url });
const json = (body: unknown) => JSON.stringify(body);

beforeAll(async () => {
  cluster = await startCluster({ stallFirstMailTo: LEASE_EMAIL });
  db = openDatabase(cluster.databaseUrl);
  staff = httpsClient(cluster.ca);
  student = httpsClient(cluster.ca);
}, 180_000);

afterAll(async () => {
  staff?.close();
  student?.close();
  await db?.destroy();
  await cluster?.stop();
}, 60_000);

/** The code of the latest sign-in e-mail to `email`. */
async function signInCode(email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const mail = cluster.smtp.messages.filter((message) => [message.to].flat().some((to) => to?.text.includes(email))).at(-1);
    const code = mail && /\b(\d{6})\b/.exec(mail.text ?? '')?.[1];
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no sign-in code reached ${email}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('two app nodes behind nginx with TLS', { timeout: 120_000 }, () => {
  it('answer through https: plain http is sent to https, and each node is ready with the database and the bucket', async () => {
    const plain = await fetch(`${cluster.httpUrl}/courses`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://localhost/courses');
    const health = await staff.call(`${cluster.url}/healthz`);
    expect(health.status).toBe(200);
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/); // nginx's $request_id, kept by the node
    for (const name of ['a', 'b'] as const) {
      const ready = await staff.call(`${cluster.nodeUrl(name)}/readyz`);
      expect(ready.json(), name).toEqual({ ready: true, passed: ['database', 'files'] });
    }
    // Both nodes started at once on the empty database: the migrations ran once, under their lock.
    const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    expect(new Set(applied.rows.map((row) => row.name)).size).toBe(applied.rows.length);
    for (const name of ['a', 'b'] as const) expect(cluster.nodes[name].output()).not.toMatch(/migration .* failed/);
  });

  it('the first-administrator link and a dashboard form post work behind TLS termination; a foreign form is refused', async () => {
    const link = /https:\/\/localhost:\d+\/dashboard\/setup\/[\w-]{43}/.exec(cluster.nodes.a.output())?.[0];
    expect(link).toBeDefined();
    expect(link!.startsWith(`${cluster.url}/dashboard/setup/`)).toBe(true);
    const page = await staff.call(link!);
    expect(page.status).toBe(200);
    expect(page.text()).toContain('Set up the first administrator');
    const form = new URLSearchParams({ name: STAFF.name, email: STAFF.email, password: STAFF.password, confirmPassword: STAFF.password });
    const created = await staff.call(link!, { method: 'POST', headers: origin(), body: form.toString() });
    expect(created.status, created.text().slice(0, 500)).toBe(302);
    expect(created.headers.location).toBe('/dashboard');
    expect(String(created.headers['set-cookie'])).toMatch(/admin_session=[^;]+;.*Secure/);

    const course = new FormData();
    for (const [field, value] of Object.entries({ title: 'Cluster Nursing Assistant', description: '<p>Two nodes</p>', eligibility: 'HSC', fees: '5000' }))
      course.set(field, value);
    const foreign = await staff.call(`${cluster.url}/dashboard/add-course`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: course });
    expect(foreign.status).toBe(403);
    const added = await staff.call(`${cluster.url}/dashboard/add-course`, { method: 'POST', headers: origin(), body: course });
    expect(added.status, added.text().slice(0, 500)).toBe(200);
    expect(added.text()).toContain('Course added successfully!');
    const { courses } = (await staff.call(`${cluster.url}/api/courses`)).json<{ courses: Array<{ _id: string; title: string }> }>();
    courseId = courses.find((listed) => listed.title === 'Cluster Nursing Assistant')!._id;
    expect(courseId).toBeTruthy();
  });

  it('a student signs in on node A, uploads documents through node B and downloads them through node A', async () => {
    const asked = await student.call(`${cluster.nodeUrl('a')}/api/auth/email-otp/send-verification-otp`, {
      method: 'POST',
      headers: origin(),
      body: json({ email: STUDENT_EMAIL, type: 'sign-in' }),
    });
    expect(asked.status, asked.text()).toBe(200);
    const signedIn = await student.call(`${cluster.nodeUrl('a')}/api/auth/sign-in/email-otp`, {
      method: 'POST',
      headers: origin(),
      body: json({ email: STUDENT_EMAIL, otp: await signInCode(STUDENT_EMAIL) }),
    });
    expect(signedIn.status, signedIn.text()).toBe(200);
    bearer = String(signedIn.headers['set-auth-token']);
    expect(bearer.length).toBeGreaterThan(20);

    const admission = new FormData();
    for (const [field, value] of Object.entries({ consent: 'true', firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil', aadharNumber: AADHAAR }))
      admission.set(field, value);
    admission.set('sscDocument', upload(makePdf(), 'ssc.pdf', 'application/pdf'));
    admission.set('profilePhoto', upload(await makePng(40, 40), 'photo.png', 'image/png'));
    const submitted = await student.call(`${cluster.nodeUrl('b')}/api/users/submit-admission`, {
      method: 'POST',
      headers: { authorization: `Bearer ${bearer}` },
      body: admission,
    });
    expect(submitted.status, submitted.text()).toBe(200);
    const { sscDocument } = submitted.json<{ user: { profile: { sscDocument: string } } }>().user.profile;
    const downloaded = await student.call(`${cluster.nodeUrl('a')}${sscDocument}`, { headers: { authorization: `Bearer ${bearer}` } });
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers['content-type']).toBe('application/pdf');
    expect(downloaded.headers['cache-control']).toMatch(/no-store/);
    expect(downloaded.body.subarray(0, 5).toString()).toBe('%PDF-');
    // Neither node keeps documents on its own disk: both read the bucket.
    const throughB = await staff.call(`${cluster.nodeUrl('b')}${sscDocument}`);
    expect(throughB.status).toBe(200);
    expect(throughB.body.equals(downloaded.body)).toBe(true);
  });

  it('a payment webhook delivered to node A is seen by the student on node B, and its replay to node B records nothing twice', async () => {
    const authorised = { authorization: `Bearer ${bearer}` };
    const applied = await student.call(`${cluster.url}/api/users/apply`, { method: 'POST', headers: authorised, body: json({ courseId }) });
    expect(applied.status, applied.text()).toBe(201);
    const { applicationId } = applied.json<{ applicationId: string }>();
    const fee = json({ amount: 500, applicationId });
    const ordered = await student.call(`${cluster.url}/api/users/create-order`, { method: 'POST', headers: authorised, body: fee });
    expect(ordered.status, ordered.text()).toBe(200);
    const { order } = ordered.json<{ order: { id: string } }>();
    const paid = await fetch(`${cluster.gatewayUrl}/checkout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: json({ key: GATEWAY_CREDENTIALS.keyId, order_id: order.id, outcome: 'success', method: 'upi' }),
    });
    expect(paid.status).toBe(200);
    const { razorpay_payment_id: paymentId } = (await paid.json()) as { razorpay_payment_id: string };
    const event = json({
      entity: 'event',
      account_id: 'acc_Cluster00000001',
      event: 'payment.captured',
      contains: ['payment'],
      payload: { payment: { entity: { id: paymentId, order_id: order.id } } },
      created_at: Math.floor(Date.now() / 1000),
    });
    const deliver = (name: NodeName) =>
      student.call(`${cluster.nodeUrl(name)}/api/payments/razorpay-webhook`, {
        method: 'POST',
        headers: {
          'x-razorpay-signature': createHmac('sha256', GATEWAY_CREDENTIALS.webhookSecret).update(event).digest('hex'),
          'x-razorpay-event-id': 'evt_Cluster0000000001',
        },
        body: event,
      });
    const first = await deliver('a');
    expect(first.status, first.text()).toBe(200);
    expect(first.json()).toEqual({ success: true, outcome: 'recorded' });
    const seen = await student.call(`${cluster.nodeUrl('b')}/api/users/applications`, { headers: authorised });
    const application = seen.json<{ applications: Array<{ _id: string; feesPaid: number }> }>().applications.find((listed) => listed._id === applicationId);
    expect(application?.feesPaid).toBe(500);
    const replay = await deliver('b');
    expect(replay.status).toBe(200);
    expect(['duplicate', 'already-recorded']).toContain(replay.json<{ outcome: string }>().outcome);
    const ledger = await sql<{ n: number }>`select count(*) as n from payments where application_id = ${applicationId}`.execute(db);
    expect(Number(ledger.rows[0]!.n)).toBe(1);
  });

  it('five failed staff sign-ins spread over both nodes lock the sixth, even with the right password', async () => {
    const login = (name: NodeName, password: string) =>
      staff.call(`${cluster.nodeUrl(name)}/api/admin/login`, { method: 'POST', body: json({ email: STAFF.email, password }) });
    for (const name of ['a', 'b', 'a', 'b', 'a'] as const) expect((await login(name, 'Wrong-Password-2026')).status, name).toBe(401);
    const sixth = await login('b', STAFF.password);
    expect(sixth.status, sixth.text()).toBe(429);
    expect((await login('a', STAFF.password)).status).toBe(429);
  });

  it('a node killed while holding a mail job: the other sends that mail once, after the lease runs out', async () => {
    // The node that takes the request sends the code at once, and the mail server holds it unanswered.
    const pending = student
      .call(`${cluster.url}/api/auth/email-otp/send-verification-otp`, {
        method: 'POST',
        headers: origin(),
        body: json({ email: LEASE_EMAIL, type: 'sign-in' }),
      })
      .catch((error: Error) => error);
    await cluster.smtp.stalled;
    const job = await db.selectFrom('mail_jobs').select(['id', 'status', 'lease_owner']).where('recipient', '=', LEASE_EMAIL).executeTakeFirstOrThrow();
    expect(job.status).toBe('sending');
    const holder = (['a', 'b'] as const).find((name) => job.lease_owner?.endsWith(`#${cluster.nodes[name].pid()}`));
    expect(holder, `lease owner ${job.lease_owner}`).toBeDefined();
    expect(await cluster.nodes[holder!].kill('SIGKILL')).toBeNull();
    await pending;
    // Five minutes on a real clock; moved to now here. The other node's worker (every 15 s) takes it.
    await db
      .updateTable('mail_jobs')
      .set({ lease_until: Date.now() - 1 })
      .where('id', '=', job.id)
      .execute();
    const sentTo = () => cluster.smtp.messages.filter((message) => [message.to].flat().some((to) => to?.text.includes(LEASE_EMAIL)));
    const deadline = Date.now() + 40_000;
    while (sentTo().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250));
    expect(sentTo()).toHaveLength(1);
    const after = await db.selectFrom('mail_jobs').select(['status', 'lease_owner']).where('id', '=', job.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('sent');
    await cluster.nodes[holder!].start(); // back for the next steps
  });

  it('/readyz is 503 naming the database while PostgreSQL is down, and 200 once it is back; /healthz stays 200', async () => {
    await cluster.postgres.pause();
    try {
      for (const name of ['a', 'b'] as const) {
        const ready = await staff.call(`${cluster.nodeUrl(name)}/readyz`);
        expect(ready.status, name).toBe(503);
        expect(ready.json()).toEqual({ ready: false, failed: [{ check: 'database', problem: expect.stringMatching(/^the database does not answer/) }] });
        expect((await staff.call(`${cluster.nodeUrl(name)}/healthz`)).status).toBe(200);
      }
    } finally {
      await cluster.postgres.resume();
    }
    for (const name of ['a', 'b'] as const) {
      const deadline = Date.now() + 30_000;
      let status = 0;
      while (status !== 200 && Date.now() < deadline) {
        status = (await staff.call(`${cluster.nodeUrl(name)}/readyz`)).status;
        if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
      }
      expect(status, name).toBe(200);
    }
  });

  it('SIGTERM: each node finishes, gives its leases back and exits 0', async () => {
    for (const name of ['a', 'b'] as const) expect(await cluster.nodes[name].kill('SIGTERM'), name).toBe(0);
  });
});
