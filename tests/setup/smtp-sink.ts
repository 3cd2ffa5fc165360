import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on 127.0.0.1 for tests: accepts every message and keeps it parsed.
// STARTTLS is off: smtp-server's bundled certificate has expired (PLATFORM.md).
export type SmtpSink = {
  url: string;
  messages: ParsedMail[];
  waitFor: (count: number) => Promise<ParsedMail[]>;
  /** Resolves once the first message to `stallFirstTo` has arrived and is being held unanswered. */
  stalled: Promise<void>;
  close: () => Promise<void>;
};

/**
 * `stallFirstTo`: the first message to this address is read but never answered, so its sender
 * waits (as on a mail server that hangs); later ones are taken as usual. `onMessage` hears each
 * message as it arrives (a benchmark waiting for thousands of codes).
 */
export async function startSmtpSink({ stallFirstTo, onMessage }: { stallFirstTo?: string; onMessage?: (mail: ParsedMail) => void } = {}): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters: Array<() => void> = [];
  let stall: (() => void) | undefined;
  const stalled = new Promise<void>((resolve) => (stall = resolve));
  let stalledOnce = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      if (stallFirstTo && !stalledOnce && session.envelope.rcptTo.some((to) => to.address === stallFirstTo)) {
        stalledOnce = true;
        stream.resume(); // read it all, answer never
        stream.once('end', () => stall!());
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          onMessage?.(mail);
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    stalled,
    async waitFor(count) {
      const deadline = Date.now() + 10_000;
      while (messages.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} e-mails, got ${messages.length}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
