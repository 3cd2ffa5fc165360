import type { Kysely } from 'kysely';

// Portable across SQLite and PostgreSQL: text ids, bigint epoch-ms timestamps and paise,
// integer 0/1 booleans, JSON kept as text.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('courses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('eligibility', 'text')
    .addColumn('fees_paise', 'bigint')
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('visible', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('duration', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('courses_visible_title').on('courses').columns(['visible', 'title']).execute();
  await db.schema.createIndex('courses_created_at').on('courses').column('created_at').execute();

  await db.schema
    .createTable('news')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('date_ms', 'bigint', (c) => c.notNull())
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_date').on('news').column('date_ms').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text')
    .addColumn('image', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('image', 'text')
    .addColumn('resume_file_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('profiles')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('first_name', 'text')
    .addColumn('middle_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('contact_number', 'text')
    .addColumn('alternate_number', 'text')
    .addColumn('aadhaar_encrypted', 'text')
    .addColumn('aadhaar_last4', 'text')
    .addColumn('blood_group', 'text')
    .addColumn('dob', 'text')
    .addColumn('address', 'text')
    .addColumn('city', 'text')
    .addColumn('state', 'text')
    .addColumn('zip_code', 'text')
    .addColumn('gender', 'text')
    .addColumn('marital_status', 'text')
    .addColumn('category', 'text')
    .addColumn('course', 'text')
    .addColumn('reference', 'text')
    .addColumn('other_reference', 'text')
    .addColumn('ssc_percentage', 'double precision')
    .addColumn('hsc_percentage', 'double precision')
    .addColumn('diploma_percentage', 'double precision')
    .addColumn('bachelor_percentage', 'double precision')
    .addColumn('leaving_certificate_type', 'text')
    .addColumn('documents', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('consent_at', 'bigint')
    .addColumn('consent_version', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('applications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('course_id', 'text', (c) => c.notNull().references('courses.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Pending'))
    .addColumn('fees_paid_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('receipt_file_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('applications_user_course', ['user_id', 'course_id'])
    .execute();
  await db.schema.createIndex('applications_created_at').on('applications').column('created_at').execute();
  await db.schema.createIndex('applications_course').on('applications').column('course_id').execute();

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('application_id', 'text', (c) => c.notNull().references('applications.id').onDelete('restrict'))
    .addColumn('gateway', 'text', (c) => c.notNull())
    .addColumn('gateway_order_id', 'text', (c) => c.notNull().unique())
    .addColumn('gateway_payment_id', 'text', (c) => c.unique())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('subject_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_subject').on('sessions').columns(['subject_type', 'subject_id']).execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_type', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text')
    .addColumn('before', 'text')
    .addColumn('after', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_created_at').on('audit_log').column('created_at').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'rate_limits',
    'audit_log',
    'sessions',
    'admins',
    'payments',
    'applications',
    'profiles',
    'users',
    'contact_messages',
    'events',
    'news',
    'courses',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
