import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findAuditLog } from './find-audit-log.server';
import { recordAudit } from './record-audit.server';

// Reading the audit log: newest first, paged in SQL, with the administrator's name.
describe('findAuditLog', () => {
  it('pages entries newest first and names administrators', async () => {
    const now = Date.now();
    await db
      .insertInto('admins')
      .values({ id: 'admin-a', name: 'Priya Admin', email: 'priya@example.org', password_hash: 'x', image: null, created_at: now, updated_at: now })
      .execute();
    for (let i = 0; i < 5; i++) {
      await recordAudit({
        db,
        actor: { type: 'admin', id: 'admin-a' },
        action: 'course.update',
        entity: 'course',
        entityId: `c${i}`,
        before: { n: i },
        after: { n: i + 1 },
        now: now + i, // distinct timestamps, one millisecond apart
      });
    }
    await recordAudit({ db, actor: { type: 'system', id: null }, action: 'system.seed', entity: 'course', after: { password: 'secret' }, now: now + 5 });

    const first = await findAuditLog({ db, page: 1, pageSize: 4 });
    expect(first).toMatchObject({ total: 6, page: 1, pageCount: 2 });
    expect(first.entries.map((e) => e.entityId)).toEqual([null, 'c4', 'c3', 'c2']);
    expect(first.entries[0]).toMatchObject({ actorType: 'system', actorId: null, actorName: null, before: null, after: { password: '[redacted]' } });
    expect(first.entries[1]).toMatchObject({
      actorType: 'admin',
      actorId: 'admin-a',
      actorName: 'Priya Admin',
      action: 'course.update',
      entity: 'course',
      before: { n: 4 },
      after: { n: 5 },
    });
    const second = await findAuditLog({ db, page: 2, pageSize: 4 });
    expect(second.entries.map((e) => e.entityId)).toEqual(['c1', 'c0']);
  });
});
