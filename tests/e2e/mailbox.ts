import { expect, test } from '@playwright/test';

// What the e2e server's real SMTP server received (tests/setup/e2e-server.ts lists it as JSON
// on the site's port + 100).
export type ReceivedMail = { to: string; subject: string; text: string };

export async function receivedMail(siteUrl = String(test.info().project.use.baseURL)): Promise<ReceivedMail[]> {
  const site = new URL(siteUrl);
  const response = await fetch(`http://127.0.0.1:${Number(site.port) + 100}/`);
  return (await response.json()) as ReceivedMail[];
}

/** Waits for an e-mail to `to` whose subject contains `subject`, and returns the newest (of the project's site, or of `siteUrl`). */
export async function waitForMail(to: string, subject: string, siteUrl?: string): Promise<ReceivedMail> {
  let found: ReceivedMail | undefined;
  await expect
    .poll(async () => {
      found = (await receivedMail(siteUrl)).filter((mail) => mail.to.includes(to) && mail.subject.includes(subject)).at(-1);
      return !!found;
    })
    .toBe(true);
  return found!;
}
