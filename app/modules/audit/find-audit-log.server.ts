import { db as defaultDb, type DB } from '~/db/db.server';

export type AuditLogEntry = {
  id: string;
  actorType: string;
  actorId: string | null;
  /** The administrator's current name; null for other actors or a removed account. */
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: number;
};

export const AUDIT_PAGE_SIZE_MAX = 200;

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** One page of the audit log, newest first (paged in SQL: the log only grows). */
export async function findAuditLog({ page = 1, pageSize = 50, db = defaultDb }: { page?: number; pageSize?: number; db?: DB } = {}) {
  const { total } = await db
    .selectFrom('audit_log')
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const rows = await db
    .selectFrom('audit_log')
    .leftJoin('admins', (join) => join.onRef('admins.id', '=', 'audit_log.actor_id').on('audit_log.actor_type', '=', 'admin'))
    .selectAll('audit_log')
    .select('admins.name as actor_name')
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize)
    .execute();
  const entries: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorName: row.actor_name ?? null,
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    before: parse(row.before),
    after: parse(row.after),
    createdAt: Number(row.created_at),
  }));
  return { entries, total: count, page: current, pageCount };
}
