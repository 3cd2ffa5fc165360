import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { createCourse } from '~/modules/courses/create-course.server';
import { ERASED_NAME } from '~/modules/students/erase-student.server';
import { auditSentence } from './describe-audit-entry';
import { findAuditLog } from './find-audit-log.server';
import { recordAudit } from './record-audit.server';
import { insertApplication } from '../../../tests/enrolment';
import { insertTestUser } from '../../../tests/test-users';

// Reading the audit log: newest first, paged in SQL, with the administrator's name.
describe('findAuditLog', () => {
  it('pages entries newest first and names administrators', async () => {
    const now = Date.now();
    await db
      .insertInto('admins')
      .values({
        id: 'admin-a',
        name: 'Priya Admin',
        email: 'priya@example.org',
        password_hash: 'x',
        image: null,
        role: 'owner',
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
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

// Names are resolved when the log is read (the stored rows keep ids and their snapshot), and the
// filters run in SQL: a person who acted or whom the entry is about, one action, days in India.
describe('findAuditLog names and filters', () => {
  const ELEVEN_MARCH_IST_END = Date.parse('2026-03-11T23:59:59.999+05:30');

  async function world() {
    const now = Date.now();
    const meera = 'admin-meera';
    await db
      .insertInto('admins')
      .values({
        id: meera,
        name: 'Meera Deshmukh',
        email: 'meera@example.org',
        password_hash: 'x',
        image: null,
        role: 'owner',
        disabled_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const priya = await insertTestUser({ name: 'priya.k' });
    await db
      .insertInto('profiles')
      .values({ user_id: priya.id, first_name: 'Priya', middle_name: 'Sunil', last_name: 'Kale', created_at: now, updated_at: now })
      .execute();
    const ravi = await insertTestUser({ name: 'Ravi Shinde' });
    const courseId = await createCourse({ course: { title: 'Operation Theatre Technician', description: '', images: [] } });
    const applicationId = await insertApplication(db, { userId: priya.id, courseId, status: 'Accepted', now });
    const staff = { type: 'admin' as const, id: meera };
    // Oldest first: the last moment of 11 March in India, then 12 March, then later.
    await recordAudit({
      db,
      actor: { type: 'student', id: priya.id },
      action: 'student.sign-in',
      entity: 'user',
      entityId: priya.id,
      now: ELEVEN_MARCH_IST_END,
    });
    await recordAudit({
      db,
      actor: staff,
      action: 'application.decide',
      entity: 'application',
      entityId: applicationId,
      before: { status: 'Pending', userId: priya.id, courseId, course: 'Operation Theatre Technician' },
      after: { status: 'Accepted' },
      now: ELEVEN_MARCH_IST_END + 1,
    });
    await recordAudit({
      db,
      actor: staff,
      action: 'profile.update',
      entity: 'profile',
      entityId: ravi.id,
      after: { fields: ['city'] },
      now: ELEVEN_MARCH_IST_END + 2 * DAY,
    });
    await recordAudit({
      db,
      actor: staff,
      action: 'course.update',
      entity: 'course',
      entityId: courseId,
      before: { title: 'OT Tech' },
      after: { title: 'Operation Theatre Technician' },
      now: ELEVEN_MARCH_IST_END + 3 * DAY,
    });
    return { priya, ravi, courseId, applicationId };
  }
  const DAY = 86_400_000;
  let ids: Awaited<ReturnType<typeof world>>;
  beforeAll(async () => {
    await db.deleteFrom('audit_log').execute(); // the entries of the suite above
    ids = await world();
  });

  it('filters by a person who acted or whom the entry is about, by action and by days in India', async () => {
    const actions = async (filters: Parameters<typeof findAuditLog>[0] extends infer O ? (O extends { filters?: infer F } ? F : never) : never) => {
      const found = await findAuditLog({ db, filters });
      return { total: found.total, actions: found.entries.map((entry) => entry.action) };
    };
    // Priya signed in herself, and her application was decided: any of her names finds both.
    expect(await actions({ person: 'priya' })).toEqual({ total: 2, actions: ['application.decide', 'student.sign-in'] });
    expect(await actions({ person: 'SUNIL kale' })).toEqual({ total: 2, actions: ['application.decide', 'student.sign-in'] });
    expect(await actions({ person: 'ravi' })).toEqual({ total: 1, actions: ['profile.update'] });
    expect(await actions({ person: 'Meera' })).toEqual({ total: 3, actions: ['course.update', 'profile.update', 'application.decide'] });
    expect(await actions({ person: 'Meera', action: 'course.update' })).toEqual({ total: 1, actions: ['course.update'] });
    expect(await actions({ person: '100%_' })).toEqual({ total: 0, actions: [] });
    // 23:59:59.999 on 11 March in India is 11 March; one millisecond later is 12 March.
    expect(await actions({ to: '2026-03-11' })).toEqual({ total: 1, actions: ['student.sign-in'] });
    expect(await actions({ from: '2026-03-12', to: '2026-03-12' })).toEqual({ total: 1, actions: ['application.decide'] });
    expect(await actions({ from: '2026-03-13' })).toEqual({ total: 2, actions: ['course.update', 'profile.update'] });
  });
  it('names the people and the course as they are called today, and an erased student as such', async () => {
    const { priya, courseId, applicationId } = ids;
    const [decided] = (await findAuditLog({ db, filters: { action: 'application.decide' } })).entries;
    expect(decided).toMatchObject({ actorName: 'Meera Deshmukh', subject: { student: 'Priya Kale', course: 'Operation Theatre Technician' } });
    expect(auditSentence(decided!)).toBe("Meera Deshmukh accepted Priya Kale's application for Operation Theatre Technician");

    await db.updateTable('courses').set({ title: 'OT Technician' }).where('id', '=', courseId).execute();
    await db.deleteFrom('profiles').where('user_id', '=', priya.id).execute();
    await db.updateTable('users').set({ name: ERASED_NAME }).where('id', '=', priya.id).execute();
    const [again] = (await findAuditLog({ db, filters: { action: 'application.decide' } })).entries;
    expect(auditSentence(again!)).toBe("Meera Deshmukh accepted an erased student's application for OT Technician");
    // The stored row is as it was written.
    const stored = await db.selectFrom('audit_log').select('before').where('entity_id', '=', applicationId).executeTakeFirstOrThrow();
    expect(JSON.parse(stored.before!)).toMatchObject({ course: 'Operation Theatre Technician', userId: priya.id });
  });
});
