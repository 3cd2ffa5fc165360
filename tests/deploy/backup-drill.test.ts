import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf, upload } from '../document-fixtures';
import { freePort, PROJECT_ROOT } from '../setup/dev-server';
import { startSmtpSink, type SmtpSink } from '../setup/smtp-sink';
import { spawnCaptured, waitForLine } from './cluster';

// The restore drill (docs/decisions/038-daily-backups.md): a SQLite site with content, pictures
// and a student's document is backed up while it serves (npm run db:backup), restored into a new
// empty DATA_DIR (npm run db:restore), and the restored site serves the same: same courses, news
// and events, the same pictures, the student's same document, and the student still signed in.

const secrets = { AUTH_SECRET: randomBytes(32).toString('hex'), AADHAAR_ENCRYPTION_KEY: randomBytes(32).toString('hex') };
let root: string;
let smtp: SmtpSink;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'institute-drill-'));
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await smtp?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The built site on `dataDir` (a local site, so the demo content is seeded into an empty one). */
async function startSite(dataDir: string) {
  const port = await freePort();
  const site = spawnCaptured(process.execPath, ['server/main.ts'], {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ...secrets, // kept apart from every backup, as a deployment keeps them (README, "Backups")
  });
  await waitForLine(site.child, 'Serving ', site.output, 'the site');
  const url = `http://localhost:${port}`;
  return {
    url,
    get: (path: string, headers: Record<string, string> = {}) => fetch(url + path, { headers }),
    stop: async () => {
      const exited = new Promise((resolve) => site.child.once('exit', resolve));
      site.child.kill('SIGTERM');
      await exited;
    },
  };
}

const script = (name: string, dataDir: string, ...args: string[]) =>
  execFileSync(process.execPath, ['--import', './scripts/register-app-imports.ts', `scripts/${name}.ts`, ...args], {
    cwd: PROJECT_ROOT,
    env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir, ...secrets },
    encoding: 'utf8',
  });

describe('the restore drill', { timeout: 120_000 }, () => {
  it('backup while serving → restore into a new DATA_DIR → the restored site serves the same', async () => {
    const first = join(root, 'first');
    const site = await startSite(first);
    const email = 'drill.student@example.org';
    const origin = { origin: site.url, 'content-type': 'application/json' };
    await fetch(`${site.url}/api/auth/email-otp/send-verification-otp`, { method: 'POST', headers: origin, body: JSON.stringify({ email, type: 'sign-in' }) });
    const code = /\b(\d{6})\b/.exec((await smtp.waitFor(1)).at(-1)!.text ?? '')![1]!;
    const signedIn = await fetch(`${site.url}/api/auth/sign-in/email-otp`, { method: 'POST', headers: origin, body: JSON.stringify({ email, otp: code }) });
    const bearer = { authorization: `Bearer ${signedIn.headers.get('set-auth-token')}` };
    const admission = new FormData();
    for (const [field, value] of Object.entries({ consent: 'true', firstName: 'Drill', lastName: 'Student' })) admission.set(field, value);
    admission.set('sscDocument', upload(makePdf(), 'ssc.pdf', 'application/pdf'));
    const submitted = await fetch(`${site.url}/api/users/submit-admission`, { method: 'POST', headers: bearer, body: admission });
    expect(submitted.status, await submitted.clone().text()).toBe(200);
    const { sscDocument } = ((await submitted.json()) as { user: { profile: { sscDocument: string } } }).user.profile;

    const seen = async (target: Awaited<ReturnType<typeof startSite>>) => ({
      courses: await (await target.get('/api/courses')).json(),
      news: await (await target.get('/api/news-and-events/news')).json(),
      events: await (await target.get('/api/news-and-events/events')).json(),
      document: Buffer.from(await (await target.get(sscDocument, bearer)).arrayBuffer()),
    });
    const before = await seen(site);
    const backedUp = script('backup', first);
    const archive = /Backed up to (\S+\.tar\.gz)/.exec(backedUp)?.[1];
    expect(archive, backedUp).toBeDefined();
    await site.stop();

    const second = join(root, 'second');
    expect(script('restore', second, archive!)).toMatch(/^Restored the backup of .+ into .+: \d+ rows in \d+ tables \(integrity ok\), \d+ files\.\n$/);
    const restored = await startSite(second);
    try {
      expect(restored.url).not.toBe(site.url);
      const after = await seen(restored);
      expect(after.courses).toEqual(before.courses);
      expect(after.news).toEqual(before.news);
      expect(after.events).toEqual(before.events);
      expect(after.document.subarray(0, 5).toString()).toBe('%PDF-');
      expect(after.document.equals(before.document)).toBe(true); // sealed in the archive, opened with the same key
      const { courses } = before.courses as { courses: Array<{ images: string[] }> };
      const picture = courses.flatMap((course) => course.images)[0]!;
      const served = await restored.get(picture);
      expect(served.status, picture).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
    } finally {
      await restored.stop();
    }
  });
});
