import { db as defaultDb, type DB } from '~/db/db.server';
import { newId } from '~/utils/ids';

export type AuditEntry = {
  actor: { type: 'admin' | 'student' | 'system' | 'anonymous'; id: string | null };
  action: string; // e.g. 'admin.sign-in', 'course.update'
  entity: string; // e.g. 'admin', 'course'
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /** When it happened; tests pass it to get distinct, ordered timestamps. */
  now?: number;
};

export type AuditActor = AuditEntry['actor'];

// Never in a log: secrets and full identity numbers (DESIGN.md §7 "Logs").
const REDACTED = /password|token|otp|code_hash|secret|aadhaar_encrypted|aadhar_number|aadhaarNumber|aadharNumber/i;
const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, REDACTED.test(key) ? '[redacted]' : redact(inner)]));
  }
  return value;
};
const asJson = (value: unknown) => (value === undefined ? null : JSON.stringify(redact(value)));

/** Records who did what to which record, with the record before and after. Pass the transaction of the write as `db`. */
export async function recordAudit({ db = defaultDb, now = Date.now(), ...entry }: AuditEntry & { db?: DB }): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: newId(now),
      actor_type: entry.actor.type,
      actor_id: entry.actor.id,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId ?? null,
      before: asJson(entry.before),
      after: asJson(entry.after),
      created_at: now,
    })
    .execute();
}
