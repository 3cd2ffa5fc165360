import type { ColumnType } from 'kysely';

// Table types for Kysely. Conventions (docs/decisions/003-portable-schema.md): text ids,
// timestamps as epoch milliseconds, booleans as 0/1, money as integer paise, lists as JSON text.

/** A stored image: server-generated id, intrinsic size and the WebP widths made for it. */
export type StoredImage = { id: string; width: number; height: number; widths: number[] };

export interface CoursesTable {
  id: string;
  title: string;
  description: string;
  eligibility: string | null;
  fees_paise: number | null;
  images: string; // JSON StoredImage[]
  visible: number;
  duration: string | null;
  created_at: number;
  updated_at: number;
  // Hindi and Marathi versions (migration 0032); null: the English text is shown.
  title_hi: string | null;
  title_mr: string | null;
  description_hi: string | null;
  description_mr: string | null;
  eligibility_hi: string | null;
  eligibility_mr: string | null;
  // The admission season (migration 0034): ISO days in India, null for no limit; seats null for no limit.
  admission_opens_on: string | null;
  admission_closes_on: string | null;
  seats: number | null;
  /** 1: an application is accepted only once every document the student uploaded is verified. Optional to insert. */
  requires_verified_documents: ColumnType<number, number | undefined, number>;
  /** The day admitted students report, YYYY-MM-DD in India (migration 0036); null: not decided. Optional to insert. */
  reporting_on: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1: a merit offer is accepted only once the first instalment is paid (migration 0038). Optional to insert. */
  offer_needs_first_instalment: ColumnType<number, number | undefined, number>;
}

/** A course's instalment plan (migration 0014): rows in order, adding up to the course fee. */
export interface CourseInstalmentsTable {
  course_id: string;
  position: number;
  amount_paise: number;
  /** ISO calendar day, YYYY-MM-DD (India's date). */
  due_date: string;
}

export interface NewsTable {
  id: string;
  title: string;
  description: string;
  date_ms: number;
  images: string; // JSON StoredImage[]
  created_at: number;
  updated_at: number;
  // Hindi and Marathi versions (migration 0032); null: the English text is shown.
  title_hi: string | null;
  title_mr: string | null;
  description_hi: string | null;
  description_mr: string | null;
}

export interface EventsTable {
  id: string;
  title: string | null;
  image: string | null; // JSON StoredImage
  created_at: number;
  // Hindi and Marathi versions (migration 0032); null: the English title is shown.
  title_hi: string | null;
  title_mr: string | null;
}

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string;
  created_at: number;
}

// The four better-auth tables (users, auth_*) hold what its adapter writes: Date on PostgreSQL,
// ISO-8601 text on SQLite (migration 0003). Read them through toEpochMs().
export type AuthTime = Date | string;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  email_verified: boolean | number;
  image: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
  /** 'NIHM-2026-000123' (migration 0025), given when the student is created; optional to insert, as suites make bare rows. */
  student_number: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'en' | 'hi' | 'mr', chosen with the language switch (migration 0031); null: not chosen yet. */
  language: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The last student number given per calendar year of registration (migration 0025): '2026' → 123. */
export interface StudentNumberSeriesTable {
  year: string;
  last_number: number;
}

export interface AuthSessionsTable {
  id: string;
  token: string;
  user_id: string;
  expires_at: AuthTime;
  ip_address: string | null;
  user_agent: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface AuthAccountsTable {
  id: string;
  provider_id: string;
  account_id: string;
  user_id: string;
  access_token: string | null;
  refresh_token: string | null;
  id_token: string | null;
  access_token_expires_at: AuthTime | null;
  refresh_token_expires_at: AuthTime | null;
  scope: string | null;
  password: string | null;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface AuthVerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expires_at: AuthTime;
  created_at: AuthTime;
  updated_at: AuthTime;
}

export interface ProfilesTable {
  user_id: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  contact_number: string | null;
  alternate_number: string | null;
  aadhaar_encrypted: string | null;
  aadhaar_last4: string | null;
  /** HMAC-SHA256 of the number under a subkey of the vault key (migration 0008): finds duplicates. */
  aadhaar_hash: string | null;
  blood_group: string | null;
  dob: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  zip_code: string | null;
  gender: string | null;
  marital_status: string | null;
  category: string | null;
  course: string | null;
  reference: string | null;
  other_reference: string | null;
  ssc_percentage: number | null;
  hsc_percentage: number | null;
  diploma_percentage: number | null;
  bachelor_percentage: number | null;
  leaving_certificate_type: string | null;
  consent_at: number | null;
  consent_version: string | null;
  created_at: number;
  updated_at: number;
}

/**
 * What staff's searches match and the Dues page sorts by, one row per student, written only by
 * triggers on users, profiles and applications (migration 0029; decision 041): read-only here.
 * Texts lower-cased. SQLite adds an integer `id` (the rowid of its FTS5 index, student_search_fts).
 */
type WrittenByTriggers<T> = ColumnType<T, never, never>;
export interface StudentSearchTable {
  user_id: WrittenByTriggers<string>;
  /** Account name, first, middle and last name, one space between. */
  names: WrittenByTriggers<string>;
  /** E-mail and contact number. */
  contacts: WrittenByTriggers<string>;
  /** The name staff see (studentName), as the name sort's key. */
  sort_name: WrittenByTriggers<string>;
  /** How many applications the student has. */
  application_count: WrittenByTriggers<number>;
}

export interface DocumentsTable {
  id: string;
  user_id: string;
  kind: string; // a document field of spec §3: profilePhoto, sscDocument, …, resume
  content_type: string;
  byte_size: number;
  storage_key: string;
  created_at: number;
  /** When a newer upload of this kind replaced this version (migration 0035); null: the current one. */
  replaced_at: number | null;
  /** pending | verified | rejected: the review of this version (docs/decisions/046-verified-documents.md). */
  review_status: ColumnType<string, string | undefined, string>;
  /** Why it was rejected: a code of REJECTION_REASONS; null unless rejected. */
  review_reason: string | null;
  /** Staff's own words with a rejection, shown to the student as typed; null when none. */
  review_note: string | null;
  reviewed_at: number | null;
  /** The administrator who reviewed it. */
  reviewed_by: string | null;
}

export interface ApplicationsTable {
  id: string;
  user_id: string;
  course_id: string;
  status: string; // Pending | Accepted | Rejected
  fees_paid_paise: number;
  /** Staff's explicit fee status (Paid | Pending), null: derived from what was paid. */
  fee_status_mark: string | null;
  /** Why staff set fee_status_mark (db/migrations/0007), null without a mark or a reason. */
  fee_status_reason: string | null;
  /** Accounts paused the fee reminder e-mails of this application (migration 0020): 0/1, 0 when not given. */
  reminders_paused: ColumnType<number, number | undefined, number>;
  receipt_file_id: string | null;
  created_at: number;
  updated_at: number;
}

/** The ledger (migration 0012): one row per movement of money, written once, never changed. */
export interface PaymentsTable {
  id: string;
  application_id: string;
  student_id: string;
  kind: 'payment' | 'refund' | 'adjustment';
  source: 'gateway' | 'staff' | 'migration';
  gateway: string | null; // razorpay | simulated
  method: string | null;
  /** Signed: payments > 0, refunds < 0, adjustments either. */
  amount_paise: number;
  currency: string;
  gateway_order_id: string | null;
  gateway_payment_id: string | null;
  gateway_refund_id: string | null;
  status: string; // paid | processed | recorded
  receipt_number: string | null;
  note: string | null;
  created_by: string; // verify | webhook | reconcile | admin:<id> | migration
  created_at: number;
  /** UTR, cheque or demand-draft number (migration 0016). */
  reference: string | null;
  /** The bank a cheque or demand draft is drawn on. */
  reference_bank: string | null;
  /** The day the student paid, ISO (India), when not the day the row was written. */
  paid_on: string | null;
  /** The payment a refund returns or a reversal undoes. */
  related_payment_id: string | null;
  /** Staff's Record payment submission that wrote it (migration 0026): a repeat finds this row. */
  submission_key: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A bank reference a ledger payment carries, normalised (migration 0018): each is in the ledger once. */
export interface PaymentReferenceKeysTable {
  key: string; // UTR:4321ABC | CHEQUE:<bank>:<number> | DEMAND-DRAFT:<bank>:<number>
  payment_id: string;
}

/** A student's report of a payment made outside the gateway, waiting for accounts (migration 0018). */
export interface PaymentReportsTable {
  id: string;
  application_id: string;
  student_id: string;
  method: string; // upi | bank-transfer
  amount_paise: number;
  paid_on: string;
  reference: string;
  proof_storage_key: string;
  proof_content_type: string;
  /** Bytes of the proof in private storage (migration 0024); null for reports sent before it. */
  proof_byte_size: number | null;
  status: 'pending' | 'accepted' | 'rejected';
  confirmed_amount_paise: number | null;
  reason: string | null;
  payment_id: string | null;
  decided_by: string | null; // admin:<id>
  decided_at: number | null;
  created_at: number;
}

/** The gateway orders we created (migration 0012): what a checkout signature is checked against. */
export interface PaymentOrdersTable {
  id: string;
  gateway: string;
  gateway_order_id: string;
  application_id: string;
  student_id: string;
  amount_paise: number;
  currency: string;
  /** superseded: the student asked for another amount while it was open; it may still be paid (reconciled as before). */
  status: 'created' | 'failed' | 'paid' | 'superseded';
  last_error: string | null;
  checked_at: number | null;
  created_at: number;
  updated_at: number;
}

/** The last receipt number given per Indian financial year (migration 0013): '2026-27' → 42. */
export interface ReceiptSeriesTable {
  financial_year: string;
  last_number: number;
}

/** Every receipt PDF as issued (migration 0013): one per ledger payment, and staff's fee statements. */
export interface ReceiptsTable {
  id: string;
  kind: 'payment' | 'statement' | 'credit-note';
  receipt_number: string | null;
  payment_id: string | null;
  application_id: string;
  student_id: string;
  pdf_base64: string;
  byte_size: number;
  test: number;
  created_by: string;
  created_at: number;
  /** The issuer printed on it, as JSON (ReceiptIssuer, migration 0027); null for documents issued before. Optional to insert, as suites make bare rows. */
  issuer: ColumnType<string | null, string | null | undefined, string | null>;
  /** 'en' | 'hi' | 'mr': the language it was printed in (migration 0033); a cancelled receipt is stamped in it. English when not given. */
  language: ColumnType<string, string | undefined, string>;
}

/** A refund staff made, in its state (migration 0019): only a processed one is in the ledger. */
/** An admission letter as issued (migration 0036): its facts (JSON, AdmissionLetterFacts) and verification code. */
export interface AdmissionLettersTable {
  id: string;
  application_id: string;
  student_id: string;
  code: string;
  language: string;
  facts: string;
  issued_by: string;
  issued_at: number;
}

export interface RefundsTable {
  id: string;
  payment_id: string;
  application_id: string;
  student_id: string;
  amount_paise: number;
  reason: string;
  channel: 'gateway' | 'office';
  method: string | null;
  status: 'pending' | 'processed' | 'failed';
  gateway_refund_id: string | null;
  ledger_payment_id: string | null;
  failure: string | null;
  created_by: string;
  created_at: number;
  updated_at: number;
  /** When reconciliation last asked the gateway about this pending refund (migration 0022). */
  checked_at: number | null;
}

/** A student's request for a refund or a withdrawal (migration 0019), open until accounts decide. */
export interface RefundRequestsTable {
  id: string;
  application_id: string;
  student_id: string;
  kind: 'refund' | 'withdrawal';
  reason: string;
  /** How much the student asked for (migration 0028); null: all that was refundable. */
  amount_paise: ColumnType<number | null, number | null | undefined, number | null>;
  status: 'open' | 'refunded' | 'declined';
  decision_reason: string | null;
  refund_id: string | null;
  decided_by: string | null;
  decided_at: number | null;
  created_at: number;
}

export interface PaymentWebhookEventsTable {
  id: string; // X-Razorpay-Event-Id
  event: string;
  entity_id: string | null;
  received_at: number;
}

/** Who runs a periodic job now (reconciliation), so several app nodes never run it twice at once. */
export interface LeasesTable {
  name: string;
  holder: string;
  expires_at: number;
}

export interface ErasureRequestsTable {
  id: string;
  user_id: string;
  reason: string | null;
  requested_at: number;
  completed_at: number | null;
  completed_by: string | null; // admin id
  kept: string | null; // what was kept, and why
}

export interface AdminsTable {
  id: string;
  name: string;
  email: string;
  password_hash: string;
  image: string | null;
  role: 'owner' | 'admissions' | 'accounts' | 'content'; // StaffRole (app/modules/admins/staff-roles.ts); checked by the database
  disabled_at: number | null;
  last_sign_in_at: number | null; // when their newest session started (migration 0017)
  created_at: number;
  updated_at: number;
}

/** An open invitation to join the staff (migration 0017): one per address, the token only hashed. */
export interface StaffInvitationsTable {
  id: string;
  email: string;
  role: AdminsTable['role'];
  token_hash: string;
  invited_by: string | null; // admin id
  expires_at: number;
  created_at: number;
}

export interface SessionsTable {
  id: string;
  token_hash: string;
  subject_type: string; // admin | student
  subject_id: string;
  expires_at: number;
  created_at: number;
}

export interface AuditLogTable {
  id: string;
  actor_type: string;
  actor_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  before: string | null;
  after: string | null;
  created_at: number;
}

export interface AdminOtpsTable {
  id: string;
  admin_id: string;
  code_hash: string;
  attempts: number;
  expires_at: number;
  used_at: number | null;
  created_at: number;
}

export interface AdminSetupTokensTable {
  token_hash: string;
  expires_at: number;
  created_at: number;
}

export interface SiteSettingsTable {
  id: string; // 'site': the one row
  value: string; // JSON SiteSettings (app/modules/site-settings)
  updated_at: number;
  updated_by: string | null; // admin id
}

/** A course's merit round (migration 0037, decision 048): numbered per course, kept as published. */
export interface MeritRoundsTable {
  id: string;
  course_id: string;
  number: number;
  criterion: string; // MeritCriterion: hscPercentage | sscPercentage | …
  /** 1: reserved seats filled from their category; 0: past the conversion, every seat Open. */
  reserved: number;
  /** The course's seats when the round was generated. */
  seats: number;
  free_seats: string; // JSON SeatMatrix: the seats the round offered, by category
  deadline_on: string; // ISO day in India: offers may be accepted until its end
  deadline_at: number; // the end of that day, epoch ms
  created_by: string; // admin id
  created_at: number;
}

/** A round's list as published (migration 0037): written once, never updated. */
export interface MeritRoundEntriesTable {
  round_id: string;
  application_id: string;
  rank: number;
  category: string; // SeatCategory of the student when the round was generated
  score: number | null; // the marks ranked by; null: not given
  outcome: 'offered' | 'waitlisted';
  seat_category: string | null; // the seat offered; null when waitlisted
}

/** A seat offered in a round (migration 0037): open until accepted, declined or its deadline passes. */
export interface OffersTable {
  id: string;
  round_id: string;
  application_id: string;
  course_id: string;
  seat_category: string;
  state: 'open' | 'accepted' | 'declined' | 'lapsed';
  deadline_on: string;
  deadline_at: number;
  decided_at: number | null;
  created_at: number;
}

export interface MailJobsTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string | null; // null once delivered or expired
  html_body: string | null;
  attachments: string | null; // JSON StoredAttachment[] (content in base64)
  status: string; // queued | sending | sent | failed
  attempts: number;
  next_attempt_at: number;
  expires_at: number | null;
  lease_owner: string | null;
  lease_until: number | null;
  last_error: string | null;
  sent_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface RateLimitsTable {
  key: string;
  count: number;
  reset_at: number;
}

// The simulated payment gateway's own state (migration 0011, docs/decisions/023-payment-gateway.md).
export interface SimulatedGatewayOrdersTable {
  id: string;
  amount_paise: number;
  amount_paid_paise: number;
  currency: string;
  receipt: string | null;
  status: 'created' | 'attempted' | 'paid';
  attempts: number;
  notes: string; // JSON object
  payment_capture: number;
  created_at: number;
}

export interface SimulatedGatewayPaymentsTable {
  id: string;
  order_id: string;
  amount_paise: number;
  currency: string;
  status: 'authorized' | 'captured' | 'refunded' | 'failed';
  method: string;
  amount_refunded_paise: number;
  captured: number;
  error: string | null; // JSON
  created_at: number;
}

export interface SimulatedGatewayRefundsTable {
  id: string;
  payment_id: string;
  amount_paise: number;
  currency: string;
  receipt: string | null;
  notes: string; // JSON object
  /** It processes refunds at once; tests put pending ones in its books, as Razorpay's normal refunds are for days. */
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

export interface SimulatedGatewayWebhooksTable {
  id: string;
  event: string;
  url: string;
  body: string;
  attempts: number;
  next_attempt_at: number | null;
  delivered_at: number | null;
  gave_up_at: number | null;
  last_status: number | null;
  last_error: string | null;
  created_at: number;
}

/**
 * A fee reminder queued: at most one per application, instalment and stage, ever. An instalment is
 * its course and due date (migration 0023), so editing a plan never hides a new instalment's reminder.
 */
export interface FeeRemindersTable {
  application_id: string;
  /** The course whose instalment it was (an application may move to another course). */
  course_id: string;
  /** The instalment's due date: what names it, as positions shift when a plan is edited. */
  due_date: string;
  stage: 'before' | 'missed';
  /** The instalment's position in the plan when the e-mail was sent ('instalment 2 of 3'). */
  instalment: number;
  amount_paise: number;
  mail_job_id: string;
  created_at: number;
}

export interface Database {
  courses: CoursesTable;
  course_instalments: CourseInstalmentsTable;
  news: NewsTable;
  events: EventsTable;
  contact_messages: ContactMessagesTable;
  users: UsersTable;
  student_number_series: StudentNumberSeriesTable;
  auth_sessions: AuthSessionsTable;
  auth_accounts: AuthAccountsTable;
  auth_verifications: AuthVerificationsTable;
  documents: DocumentsTable;
  profiles: ProfilesTable;
  student_search: StudentSearchTable;
  applications: ApplicationsTable;
  fee_reminders: FeeRemindersTable;
  payments: PaymentsTable;
  payment_reference_keys: PaymentReferenceKeysTable;
  payment_reports: PaymentReportsTable;
  payment_orders: PaymentOrdersTable;
  payment_webhook_events: PaymentWebhookEventsTable;
  receipt_series: ReceiptSeriesTable;
  receipts: ReceiptsTable;
  admission_letters: AdmissionLettersTable;
  refunds: RefundsTable;
  refund_requests: RefundRequestsTable;
  leases: LeasesTable;
  erasure_requests: ErasureRequestsTable;
  admins: AdminsTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  rate_limits: RateLimitsTable;
  admin_otps: AdminOtpsTable;
  admin_setup_tokens: AdminSetupTokensTable;
  staff_invitations: StaffInvitationsTable;
  site_settings: SiteSettingsTable;
  mail_jobs: MailJobsTable;
  merit_rounds: MeritRoundsTable;
  merit_round_entries: MeritRoundEntriesTable;
  offers: OffersTable;
  simulated_gateway_orders: SimulatedGatewayOrdersTable;
  simulated_gateway_payments: SimulatedGatewayPaymentsTable;
  simulated_gateway_refunds: SimulatedGatewayRefundsTable;
  simulated_gateway_webhooks: SimulatedGatewayWebhooksTable;
}
