import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';

export type MailAttachment = { filename: string; contentType: string; content: Uint8Array };
export type OutgoingMail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

export const outboxDir = () => join(env.DATA_DIR, 'outbox');
export const usesOutbox = () => !env.SMTP_URL;

// Bounds on one delivery attempt, well inside the mail queue's lease (MAIL_LEASE_MS): nodemailer's
// own defaults (2 min to connect, 10 min of socket silence) could outlive the lease, and another
// process would then send the same job again. Values in SMTP_URL's query string still win.
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

// One nodemailer path for both transports: with SMTP_URL the message goes to that server;
// without it nodemailer builds the same message as JSON and it is kept in the development outbox.
// Read per call (not at import) so the transport follows env, which tests point at their own
// SMTP server.
let smtp: { url: string; transport: Transporter } | undefined;
function transport(): Transporter {
  if (!env.SMTP_URL) return nodemailer.createTransport({ jsonTransport: true });
  if (smtp?.url !== env.SMTP_URL) smtp = { url: env.SMTP_URL, transport: nodemailer.createTransport({ url: env.SMTP_URL, ...SMTP_TIMEOUTS }) };
  return smtp.transport;
}

/**
 * One delivery attempt through the transport; throws when it fails. Only the mail queue calls it
 * (process-mail-jobs.server.ts): everything else queues its e-mail with queueMail.
 */
export async function sendMail({ attachments, ...mail }: OutgoingMail): Promise<void> {
  const from = env.MAIL_FROM ?? `"${env.INSTITUTE_NAME}" <${env.INSTITUTE_EMAIL}>`;
  const files = attachments?.map(({ filename, contentType, content }) => ({ filename, contentType, content: Buffer.from(content) }));
  const info = await transport().sendMail({ from, ...mail, ...(files?.length ? { attachments: files } : {}) });
  if (usesOutbox()) {
    await mkdir(outboxDir(), { recursive: true });
    const id = newId();
    const message = JSON.parse(String(info.message));
    await writeFile(join(outboxDir(), `${id}.json`), JSON.stringify({ id, sentAt: Date.now(), ...message }, null, 2));
  }
}
