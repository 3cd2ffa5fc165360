import { z } from 'zod';

// Browser-safe: the audit log's filters (dashboard page and GET /api/admin/audit-log) and the
// actions staff can filter by, in words.

/** Every action the product records, as staff read it in the filter. */
export const AUDIT_ACTIONS = {
  'application.create': 'Applied to a course',
  'application.decide': 'Accepted or rejected an application',
  'application.change-course': "Changed an application's course",
  'application.change-fee-status': 'Marked fees Paid or Pending',
  'application.fee-status-mark-cleared': "Payments replaced staff's fee mark",
  'application.update-fees-paid': 'Changed the fees paid',
  'payment.refund': 'Refunded a payment',
  'payment.refund-failed': 'A gateway refund failed',
  'payment.receipt-cancel': 'Cancelled a receipt issued in error',
  'payment.webhook-unconfirmed': 'A gateway webhook the gateway did not confirm',
  'refund-request.create': 'Asked for a refund or withdrawal',
  'refund-request.decline': 'Declined a refund or withdrawal request',
  'application.reminders-pause': 'Paused or resumed fee reminders',
  'application.record-payment': 'Recorded a payment made outside the gateway',
  'application.accept-reported-payment': "Accepted a student's reported payment",
  'application.reject-reported-payment': "Rejected a student's reported payment",
  'application.payment-bounced': 'Marked a cheque or demand draft bounced',
  'course.create': 'Added a course',
  'course.update': 'Edited a course',
  'course.visibility': 'Showed or hid a course',
  'course.fees-change': "Changed a course's fees",
  'course.fees-remove': "Removed a course's fees",
  'course.instalment-plan': "Changed a course's instalment plan",
  'course.delete': 'Deleted a course',
  'news.create': 'Posted news',
  'news.update': 'Edited news',
  'news.delete': 'Deleted news',
  'event.create': 'Added an event',
  'event.update': 'Renamed an event',
  'event.delete': 'Deleted an event',
  'student.create': 'Enrolled a student',
  'profile.create': "Created a student's profile",
  'profile.update': "Edited a student's profile",
  'student.aadhaar-revealed': 'Revealed an Aadhaar number',
  'student.aadhaar-scan-viewed': 'Viewed an Aadhaar card scan',
  'student.erasure-requested': 'Asked for data erasure',
  'student.erased': "Erased a student's data",
  'student.sign-in': 'Student signed in',
  'contact-message.delete': 'Deleted a contact message',
  'admin.sign-in': 'Staff signed in',
  'admin.sign-in-failed': 'Failed staff sign-in',
  'admin.sign-out': 'Staff signed out',
  'admin.password-reset-requested': 'Asked for a password reset',
  'admin.password-reset': 'Reset a password',
  'admin.create': 'Created a staff account',
  'admin.register': 'Registered as staff',
  'admin.setup': 'Set up the first staff account',
  'admin.invite': 'Invited a member of staff',
  'admin.revoke-invite': 'Revoked a staff invitation',
  'admin.accept-invite': 'Joined the staff from an invitation',
  'admin.role-change': "Changed a staff member's role",
  'admin.disable': 'Disabled a staff account',
  'admin.enable': 'Enabled a staff account',
  'site-settings.update': 'Changed the site settings',
  'receipt-issuer.update': 'Changed the receipt issuer details',
  'mail.retry': 'Sent a failed e-mail again',
  'finance.export': 'Exported finance records',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const isAuditAction = (value: string): value is AuditAction => Object.hasOwn(AUDIT_ACTIONS, value);

export const AUDIT_PERSON_MAX = 100;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const day = (label: string) =>
  z.preprocess(
    blank,
    z
      .string()
      .regex(DAY, `${label} must be a date (yyyy-mm-dd).`)
      .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a real date.`)
      .optional(),
  );

/**
 * The filters, as they stand in the page's URL: a person's name (who acted, or the student the
 * entry is about), one action, and days in India's time zone (both ends included).
 */
export const auditLogFilters = z.object({
  person: z.preprocess(blank, z.string().trim().max(AUDIT_PERSON_MAX, `The name is too long (${AUDIT_PERSON_MAX} characters at most).`).optional()),
  action: z.preprocess(blank, z.string().refine(isAuditAction, 'Choose an action from the list.').optional()),
  from: day('From'),
  to: day('To'),
});
export type AuditLogFilters = z.output<typeof auditLogFilters>;
