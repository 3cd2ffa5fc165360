import { sql, type Kysely } from 'kysely';

// Student identities move to better-auth (docs/decisions/013-student-sign-in.md). Its adapter
// writes Date objects and booleans, so the four tables it owns use `timestamptz` and `boolean`:
// native types on PostgreSQL; on SQLite they get NUMERIC affinity and hold ISO-8601 text and 0/1,
// which is what the adapter writes there. Every other table keeps epoch-ms bigints.
//
// The student tables of 0001 are rebuilt around the new `users`. No release could create a student,
// an application or a payment before this migration, so they are empty; the migration refuses to
// run rather than drop rows if that is ever not true.
const rebuilt = ['payments', 'applications', 'profiles', 'users'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of rebuilt) {
    const { rows } = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(db);
    if (Number(rows[0]?.n ?? 0) > 0) throw new Error(`migration 0003 would drop rows of ${table}; move them first`);
  }
  for (const table of rebuilt) await db.schema.dropTable(table).execute();

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', 'boolean', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('users_name').on('users').column('name').execute();

  await db.schema
    .createTable('auth_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_sessions_user').on('auth_sessions').column('user_id').execute();

  await db.schema
    .createTable('auth_accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', 'timestamptz')
    .addColumn('refresh_token_expires_at', 'timestamptz')
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // One account per subject of one provider: the issuer + subject key of the OpenID spec.
    .addUniqueConstraint('auth_accounts_provider_subject', ['provider_id', 'account_id'])
    .execute();
  await db.schema.createIndex('auth_accounts_user').on('auth_accounts').column('user_id').execute();

  await db.schema
    .createTable('auth_verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('auth_verifications_identifier').on('auth_verifications').column('identifier').execute();

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
    .addColumn('consent_at', 'bigint')
    .addColumn('consent_version', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  // Private documents (marksheets, Aadhaar scans, photos, resumes): bytes in storage under a
  // server-generated key, metadata here. One current document per user and kind.
  await db.schema
    .createTable('documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('byte_size', 'bigint', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('documents_user_kind', ['user_id', 'kind'])
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
  await db.schema.createIndex('applications_user').on('applications').column('user_id').execute();

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
}

export async function down(): Promise<void> {
  throw new Error('0003 rebuilt the student tables; restore a backup to go back');
}
