import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { outboxDir } from './send-mail.server';

export type OutboxMessage = { id: string; sentAt: number; to: Array<{ address: string }>; subject: string; text: string; html?: string };

/** The development outbox, newest first (ids are UUID v7, so names sort by time). */
export async function findOutbox({ limit = 50 } = {}): Promise<OutboxMessage[]> {
  const names = await readdir(outboxDir()).catch(() => [] as string[]);
  const newest = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit);
  return Promise.all(newest.map(async (name) => JSON.parse(await readFile(join(outboxDir(), name), 'utf8')) as OutboxMessage));
}
