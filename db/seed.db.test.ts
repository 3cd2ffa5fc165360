import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { findVisibleCourses } from '~/modules/courses/find-public-courses.server';
import { findEvents } from '~/modules/events/events.server';
import { storage } from '~/modules/images/storage.server';
import { findNews } from '~/modules/news/news.server';
import { migrateToLatest } from './migrate';
import { seedIfEmpty } from './seed';

describe('migrations', () => {
  it('are idempotent: running them again changes nothing', async () => {
    await expect(migrateToLatest(db)).resolves.toBeUndefined();
    const tables = await db.introspection.getTables();
    // SQLite's FTS5 index of student_search (its virtual table and shadow tables, decision 041) is the GIN index of PostgreSQL's.
    const names = tables.map((t) => t.name).filter((n) => !n.startsWith('kysely_') && !n.startsWith('student_search_fts'));
    expect(names.sort()).toEqual([
      'admin_otps',
      'admin_setup_tokens',
      'admins',
      'admission_letters',
      'applications',
      'audit_log',
      'auth_accounts',
      'auth_sessions',
      'auth_verifications',
      'contact_messages',
      'course_instalments',
      'courses',
      'documents',
      'erasure_requests',
      'events',
      'fee_reminders',
      'leases',
      'mail_jobs',
      'merit_round_entries',
      'merit_rounds',
      'news',
      'offers',
      'payment_orders',
      'payment_reference_keys',
      'payment_reports',
      'payment_webhook_events',
      'payments',
      'profiles',
      'rate_limits',
      'receipt_series',
      'receipts',
      'refund_requests',
      'refunds',
      'sessions',
      'simulated_gateway_orders',
      'simulated_gateway_payments',
      'simulated_gateway_refunds',
      'simulated_gateway_webhooks',
      'site_settings',
      'staff_invitations',
      'student_number_series',
      'student_search',
      'users',
    ]);
  });

  it('keep money and times exact as integers (paise, epoch ms) on both engines', async () => {
    const now = 1_790_000_000_123; // beyond 32-bit
    await db
      .insertInto('courses')
      .values({
        id: 'c1',
        title: 't',
        description: '',
        eligibility: null,
        fees_paise: 123_456_789,
        images: '[]',
        visible: 1,
        duration: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const row = await db.selectFrom('courses').select(['fees_paise', 'created_at']).where('id', '=', 'c1').executeTakeFirstOrThrow();
    expect(row).toEqual({ fees_paise: 123_456_789, created_at: now });
    const count = await db
      .selectFrom('courses')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
    await db.deleteFrom('courses').where('id', '=', 'c1').execute();
  });
});

describe('demo seed', () => {
  it('fills an empty database with the eight courses, six news and six events, once', async () => {
    expect(await seedIfEmpty(db)).toBe(true);
    const courses = await findVisibleCourses();
    expect(courses.map((c) => [c.title, c.duration])).toEqual([
      ['Patient Care Assistant', '1 year'],
      ['Operation Theatre Technician', '1 year'],
      ['Diploma in C.S.S.D', '1 year'],
      ['Pharmacy Assistant', '2 years'],
      ['Diploma in Hospital Management', '2 years'],
      ['Diploma in Dialysis Technology', '2 years'],
      ['X-Ray and Imaging Technology', '2 years'],
      ['Diploma in D.M.I.T', '2 years'],
    ]);
    for (const course of courses) {
      expect(course.images).toHaveLength(2);
      const [first] = course.images;
      const bytes = await storage.get(`images/${first!.id}/${first!.widths[0]}.webp`);
      expect(Buffer.from(bytes!).subarray(8, 12).toString()).toBe('WEBP');
    }
    expect(courses.filter((c) => c.fees !== null).length).toBeGreaterThan(0);
    const news = await findNews();
    expect(news).toHaveLength(6);
    expect(news.every((n) => n.images.length === 2)).toBe(true);
    expect(await findEvents()).toHaveLength(6);

    // Hindi and Marathi versions of a couple of titles; the rest falls back to English.
    const marathi = await findVisibleCourses({ locale: 'mr' });
    expect(marathi.slice(0, 3).map((c) => c.title)).toEqual(['पेशंट केअर असिस्टंट', 'ऑपरेशन थिएटर टेक्निशियन', 'Diploma in C.S.S.D']);
    expect((await findNews({ locale: 'hi', limit: 1 }))[0]!.title).toBe('नए शैक्षणिक वर्ष के लिए प्रवेश शुरू');

    expect(await seedIfEmpty(db)).toBe(false);
    expect(await findVisibleCourses()).toHaveLength(8);
  }, 60_000);
});
