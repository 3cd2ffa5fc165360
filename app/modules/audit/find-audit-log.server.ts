import type { ExpressionBuilder } from 'kysely';
import { db as defaultDb, type DB } from '~/db/db.server';
import { contains } from '~/db/like';
import type { Database } from '~/db/schema';
import { ERASED_NAME } from '~/modules/students/erase-student.server';
import type { AuditLogFilters } from './audit.schemas';

export type AuditLogEntry = {
  id: string;
  actorType: string;
  actorId: string | null;
  /** The administrator's or student's current name; null for other actors or a removed account. */
  actorName: string | null;
  action: string;
  entity: string;
  entityId: string | null;
  /** What the entry is about, by today's names (null when it is gone or not of that kind). */
  subject: AuditSubject;
  before: unknown;
  after: unknown;
  createdAt: number;
};

/** Names resolved at read time: the stored rows hold ids only, and stay as they were written. */
export type AuditSubject = {
  /** The student the entry is about (a student, their profile, or their application). */
  student: string | null;
  course: string | null;
  news: string | null;
  event: string | null;
  admin: string | null;
};

export const AUDIT_PAGE_SIZE_MAX = 200;
export const ERASED_STUDENT = 'an erased student';
const NAME_WORDS_MAX = 5;
const STUDENT_ENTITIES = ['student', 'user', 'profile'];
const IST_OFFSET = '+05:30';
const DAY_MS = 86_400_000;

const parse = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/**
 * First and last name from the admission form (how staff address a student), else the account's
 * name. An erased student's account keeps only ERASED_NAME: the log says 'an erased student'.
 */
function studentName(first: string | null, last: string | null, account: string | null): string | null {
  if (account === ERASED_NAME) return ERASED_STUDENT;
  const fromProfile = [first, last]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return fromProfile || account?.trim() || null;
}

/** Students every word of `person` is found in (first, middle, last or account name). */
function studentsNamed(db: DB, words: string[]) {
  const columns = ['users.name', 'profiles.first_name', 'profiles.middle_name', 'profiles.last_name'];
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select('users.id')
    .where((eb) => eb.and(words.map((word) => eb.or(columns.map((column) => contains(column, word))))));
}

/**
 * The filtered log, on audit_log alone: a person matches the administrator or student who acted,
 * or the student the entry is about (directly, or through their application). Subqueries, so the
 * newest-first walk stays on the created_at index.
 */
function filtered(db: DB, { person, action, from, to }: AuditLogFilters) {
  let query = db.selectFrom('audit_log');
  if (action) query = query.where('audit_log.action', '=', action);
  if (from) query = query.where('audit_log.created_at', '>=', Date.parse(`${from}T00:00:00${IST_OFFSET}`));
  if (to) query = query.where('audit_log.created_at', '<', Date.parse(`${to}T00:00:00${IST_OFFSET}`) + DAY_MS);
  const words = (person ?? '').toLowerCase().split(/\s+/).filter(Boolean).slice(0, NAME_WORDS_MAX);
  if (words.length > 0) {
    const students = studentsNamed(db, words);
    const admins = db
      .selectFrom('admins')
      .select('admins.id')
      .where((eb) => eb.and(words.map((word) => contains('admins.name', word))));
    const applications = db.selectFrom('applications').select('applications.id').where('applications.user_id', 'in', students);
    query = query.where((eb: ExpressionBuilder<Database, 'audit_log'>) =>
      eb.or([
        eb.and([eb('audit_log.actor_type', '=', 'admin'), eb('audit_log.actor_id', 'in', admins)]),
        eb.and([eb('audit_log.actor_type', '=', 'student'), eb('audit_log.actor_id', 'in', students)]),
        eb.and([eb('audit_log.entity', 'in', STUDENT_ENTITIES), eb('audit_log.entity_id', 'in', students)]),
        eb.and([eb('audit_log.entity', '=', 'application'), eb('audit_log.entity_id', 'in', applications)]),
      ]),
    );
  }
  return query;
}

/** The page's rows with every name they mention, joined by id (each join only for its kind of entry). */
function withNames(db: DB) {
  return db
    .selectFrom('audit_log')
    .leftJoin('admins as actor_admin', (join) => join.onRef('actor_admin.id', '=', 'audit_log.actor_id').on('audit_log.actor_type', '=', 'admin'))
    .leftJoin('users as actor_user', (join) => join.onRef('actor_user.id', '=', 'audit_log.actor_id').on('audit_log.actor_type', '=', 'student'))
    .leftJoin('profiles as actor_profile', 'actor_profile.user_id', 'actor_user.id')
    .leftJoin('applications as application', (join) => join.onRef('application.id', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'application'))
    .leftJoin('users as student', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('audit_log.entity', 'in', STUDENT_ENTITIES), eb('student.id', '=', eb.ref('audit_log.entity_id'))]),
          eb('student.id', '=', eb.ref('application.user_id')),
        ]),
      ),
    )
    .leftJoin('profiles as student_profile', 'student_profile.user_id', 'student.id')
    .leftJoin('courses as course', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([eb('audit_log.entity', '=', 'course'), eb('course.id', '=', eb.ref('audit_log.entity_id'))]),
          eb('course.id', '=', eb.ref('application.course_id')),
        ]),
      ),
    )
    .leftJoin('news', (join) => join.onRef('news.id', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'news'))
    .leftJoin('events', (join) => join.onRef('events.id', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'event'))
    .leftJoin('admins as subject_admin', (join) => join.onRef('subject_admin.id', '=', 'audit_log.entity_id').on('audit_log.entity', '=', 'admin'))
    .selectAll('audit_log')
    .select([
      'actor_admin.name as actor_admin_name',
      'actor_user.name as actor_user_name',
      'actor_profile.first_name as actor_first_name',
      'actor_profile.last_name as actor_last_name',
      'student.name as student_user_name',
      'student_profile.first_name as student_first_name',
      'student_profile.last_name as student_last_name',
      'course.title as course_title',
      'news.title as news_title',
      'events.title as event_title',
      'subject_admin.name as subject_admin_name',
    ]);
}

/** One page of the audit log, newest first, filtered on the server (the log only grows). */
export async function findAuditLog({
  page = 1,
  pageSize = 50,
  filters = {},
  db = defaultDb,
}: { page?: number; pageSize?: number; filters?: AuditLogFilters; db?: DB } = {}) {
  const { total } = await filtered(db, filters)
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const count = Number(total);
  const pageCount = Math.max(1, Math.ceil(count / pageSize));
  const current = Math.min(Math.max(1, page), pageCount);
  const ids = filtered(db, filters)
    .select('audit_log.id')
    .orderBy('audit_log.created_at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(pageSize)
    .offset((current - 1) * pageSize);
  const rows =
    count === 0 ? [] : await withNames(db).where('audit_log.id', 'in', ids).orderBy('audit_log.created_at', 'desc').orderBy('audit_log.id', 'desc').execute();
  const entries: AuditLogEntry[] = rows.map((row) => ({
    id: row.id,
    actorType: row.actor_type,
    actorId: row.actor_id,
    actorName: row.actor_admin_name ?? studentName(row.actor_first_name, row.actor_last_name, row.actor_user_name),
    action: row.action,
    entity: row.entity,
    entityId: row.entity_id,
    subject: {
      student: studentName(row.student_first_name, row.student_last_name, row.student_user_name),
      course: row.course_title,
      news: row.news_title,
      event: row.event_title,
      admin: row.subject_admin_name,
    },
    before: parse(row.before),
    after: parse(row.after),
    createdAt: Number(row.created_at),
  }));
  return { entries, total: count, page: current, pageCount };
}
