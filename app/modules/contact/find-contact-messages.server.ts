import { db as defaultDb, type DB } from '~/db/db.server';

export type ContactMessage = { id: string; name: string; email: string; phone: string; message: string; createdAt: number };

export const CONTACT_PAGE_SIZE_MAX = 500;

/** The inbox, newest first, one page at a time (it grows without bound; the page is the server's). */
export async function findContactMessages({ page = 1, pageSize = 100, db = defaultDb }: { page?: number; pageSize?: number; db?: DB } = {}) {
  const { total } = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom('contact_messages')
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  const messages: ContactMessage[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    createdAt: Number(row.created_at),
  }));
  return { messages, total: count, page: current, pageCount };
}
