import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { env } from '~/utils/env.server';
import { newId } from '~/utils/ids';

export type OutgoingMail = { to: string; subject: string; text: string; html?: string };

export const outboxDir = () => join(env.DATA_DIR, 'outbox');
export const usesOutbox = () => !env.SMTP_URL;

// One nodemailer path for both transports: with SMTP_URL the message goes to that server;
// without it nodemailer builds the same message as JSON and it is kept in the development outbox.
// Read per call (not at import) so the transport follows env, which tests point at their own
// SMTP server.
let smtp: { url: string; transport: Transporter } | undefined;
function transport(): Transporter {
  if (!env.SMTP_URL) return nodemailer.createTransport({ jsonTransport: true });
  if (smtp?.url !== env.SMTP_URL) smtp = { url: env.SMTP_URL, transport: nodemailer.createTransport(env.SMTP_URL) };
  return smtp.transport;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const from = env.MAIL_FROM ?? `"${env.INSTITUTE_NAME}" <${env.INSTITUTE_EMAIL}>`;
  const info = await transport().sendMail({ from, ...mail });
  if (usesOutbox()) {
    await mkdir(outboxDir(), { recursive: true });
    const id = newId();
    const message = JSON.parse(String(info.message));
    await writeFile(join(outboxDir(), `${id}.json`), JSON.stringify({ id, sentAt: Date.now(), ...message }, null, 2));
  }
}
