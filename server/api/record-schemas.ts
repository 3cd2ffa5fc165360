import { z } from '@hono/zod-openapi';
import { rupeesOutput } from '~/utils/rupees-schema';
import { DOCUMENT_FIELDS, PROFILE_FIELDS } from '~/modules/students/profile.schemas';

// Records that staff and student calls both answer with, described once for /api/openapi.json:
// a student with their profile (getStudent's StudentView) and an application (ApplicationView).

/** A course's admission season (issue 23): shared with the staff's course record. */
export const admissionSeason = z.object({
  admissionOpensOn: z.string().nullable().openapi({ description: 'First day applications are taken (YYYY-MM-DD, India); null: no limit' }),
  admissionClosesOn: z.string().nullable().openapi({ description: 'Last day applications are taken (YYYY-MM-DD, India); null: no limit' }),
  seats: z.number().int().nullable().openapi({ description: 'How many applications may be Accepted; null: no limit' }),
  seatsLeft: z.number().int().nullable().openapi({ description: 'Seats not yet taken by an Accepted application; null: no limit' }),
});

const profileView = z
  .object({
    ...Object.fromEntries(PROFILE_FIELDS.map((field) => [field, field.endsWith('Percentage') ? z.number().nullable() : z.string()])),
    ...Object.fromEntries(
      [...DOCUMENT_FIELDS, 'resume'].map((field) => [field, z.string().openapi({ description: "URL of the private file route; '' when not uploaded" })]),
    ),
  })
  .openapi('StudentProfile', { description: "Spec §3 Profile; aadharNumber is only ever masked ('XXXX XXXX 1234'); text is '' when not filled" });
export const studentUser = z
  .object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    image: z.string(),
    resume: z.string(),
    profile: profileView.nullable().openapi({ description: 'null: no profile yet' }),
    consent: z
      .object({ at: z.number(), version: z.string() })
      .nullable()
      .openapi({ description: 'When the student agreed to the privacy notice; null when never' }),
  })
  .openapi('StudentUser');

export const application = z
  .object({
    _id: z.string(),
    userId: z.object({
      _id: z.string(),
      name: z.string().openapi({ description: 'First, middle and last name from the admission form, else the account name, else the e-mail' }),
      email: z.string(),
      image: z.string().openapi({ description: "URL of the profile photo (staff may add ?inline=1); '' when none" }),
      resume: z.string().openapi({ description: "URL of the resume PDF; '' when none" }),
    }),
    courseId: z.object({ _id: z.string(), title: z.string(), fees: rupeesOutput('Total fee; null when not set').nullable() }),
    date: z.string().openapi({ description: 'ISO 8601 time of the application' }),
    status: z.enum(['Pending', 'Accepted', 'Rejected']),
    fees: z.enum(['Paid', 'Pending']).openapi({ description: "Paid when feesPaid is at least the course fee, unless staff marked it (feesMarkedBy 'staff')" }),
    feesMarkedBy: z
      .enum(['staff'])
      .nullable()
      .openapi({ description: "'staff' when the fee status is staff's mark (change-fee-status), null when derived from payments" }),
    feesPaid: rupeesOutput('Paid so far'),
    receiptUrl: z.string().openapi({ description: "'' until a receipt is generated" }),
  })
  .openapi('Application');
/** A receipt of one payment or the credit note of one refund, as the student's list gives it. */
export const receiptLink = z
  .object({
    _id: z.string(),
    kind: z.enum(['receipt', 'credit-note']).openapi({ description: "'credit-note': a refund's (number NIHM/CN/…, amount refunded)" }),
    number: z.string().openapi({ example: 'NIHM/2026-27/000042', description: 'Gapless per financial year (April–March)' }),
    amount: rupeesOutput('Paid'),
    date: z.string().openapi({ description: 'ISO 8601 time of the payment' }),
    url: z.string().openapi({ description: 'The PDF as issued: /files/receipts/{id}, for this student and staff only' }),
    test: z.boolean().openapi({ description: 'A payment on a test gateway: no money was received' }),
  })
  .openapi('ReceiptLink');
/** An application as its student sees it: also the receipt of each payment. */
export const studentApplication = application.extend({ receipts: z.array(receiptLink) }).openapi('StudentApplication');
/** An application as staff see it: also why its fees were marked by hand. */
export const staffApplication = application
  .extend({
    feesMarkReason: z
      .string()
      .nullable()
      .openapi({ description: "Staff's reason for the mark (feesMarkedBy 'staff'); null without a mark or when none was given" }),
  })
  .openapi('StaffApplication');

/** Everything held about a student, as /users/my-data hands it to them (exportStudentData). */
export const studentDataExport = z
  .object({
    exportedAt: z.string().openapi({ description: 'ISO 8601' }),
    heldBy: z.object({ name: z.string(), email: z.string(), address: z.string() }).openapi({ description: 'The institute, which holds the data' }),
    account: z.object({ id: z.string(), name: z.string(), email: z.string(), createdAt: z.string() }),
    profile: profileView.nullable(),
    consent: z.object({ at: z.string(), noticeVersion: z.string() }).nullable(),
    documents: z.array(
      z.object({
        kind: z.string(),
        type: z.string().openapi({ description: 'Media type' }),
        bytes: z.number(),
        uploadedAt: z.string(),
        url: z.string().openapi({ description: 'Private link; served to its owner' }),
      }),
    ),
    applications: z.array(
      z.object({
        id: z.string(),
        course: z.string(),
        date: z.string(),
        status: application.shape.status,
        fees: application.shape.fees,
        feesPaid: application.shape.feesPaid,
      }),
    ),
    activity: z
      .array(z.object({ action: z.string(), at: z.string() }))
      .openapi({ description: "What the student did, from the audit log (e.g. 'student.apply')" }),
    erasureRequests: z.array(z.object({ requestedAt: z.string(), completedAt: z.string().nullable() })),
  })
  .openapi('StudentDataExport');
