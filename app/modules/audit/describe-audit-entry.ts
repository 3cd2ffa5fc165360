import { formatRupees } from '~/modules/courses/course-format';
import { isStaffRole, STAFF_ROLE_LABELS } from '~/modules/admins/staff-roles';

// Browser-safe: an audit entry in words. 'Meera Deshmukh accepted Priya Kale's application for
// Operation Theatre Technician', then what changed as plain 'before → after' lines. Names come
// from the read (find-audit-log.server.ts); the stored snapshot fills in what no longer exists.

export type DescribableEntry = {
  actorType: string;
  actorName: string | null;
  action: string;
  entity: string;
  subject: { student: string | null; course: string | null; news: string | null; event: string | null; admin: string | null };
  before: unknown;
  after: unknown;
};

export type AuditChange = { label: string; before: string | null; after: string | null };

type Snapshot = Record<string, unknown>;
const asSnapshot = (value: unknown): Snapshot => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Snapshot) : {});
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

function actorOf(entry: DescribableEntry): string {
  if (entry.actorName) return entry.actorName;
  switch (entry.actorType) {
    case 'admin':
      return 'A removed staff member';
    case 'student':
      return 'A removed student';
    case 'system':
      return 'The system';
    default:
      return 'Someone';
  }
}

const roleLabel = (role: unknown) => (isStaffRole(role) ? STAFF_ROLE_LABELS[role] : 'another role');

const possessive = (name: string) => (name.endsWith("'s") ? name : `${name}'s`);

/** What the entry names, today's name first, else as it was recorded, else a plain description. */
function names(entry: DescribableEntry) {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const recordedTitle = text(after.title) ?? text(before.title);
  return {
    student: entry.subject.student ?? 'a removed student',
    course: entry.subject.course ?? (entry.entity === 'course' ? recordedTitle : (text(before.course) ?? text(after.course))) ?? 'a deleted course',
    news: entry.subject.news ?? recordedTitle ?? 'a deleted news item',
    event: entry.subject.event ?? recordedTitle ?? (entry.action === 'event.delete' ? 'an untitled event' : 'an event'),
    admin: entry.subject.admin ?? text(after.name) ?? 'a removed staff account',
  };
}

/** The entry as one sentence, without a full stop. */
export function auditSentence(entry: DescribableEntry): string {
  const who = actorOf(entry);
  const n = names(entry);
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const studentActs = entry.actorType === 'student';
  switch (entry.action) {
    case 'application.create': {
      const sentence = studentActs ? `${who} applied for ${n.course}` : `${who} applied for ${n.course} on behalf of ${n.student}`;
      const outsideWindow = asSnapshot(after.outsideWindow);
      return text(outsideWindow.reason) ? `${sentence}, outside its admission window: ${String(outsideWindow.reason)}` : sentence;
    }
    case 'application.decide': {
      const verb = after.status === 'Accepted' ? 'accepted' : after.status === 'Rejected' ? 'rejected' : 'decided on';
      return `${who} ${verb} ${possessive(n.student)} application for ${n.course}`;
    }
    case 'application.change-course':
      return `${who} moved ${possessive(n.student)} application from ${text(before.course) ?? 'a deleted course'} to ${text(after.course) ?? n.course}`;
    case 'application.change-fee-status':
      return `${who} marked the fees of ${possessive(n.student)} application for ${n.course} ${text(after.feeStatusMark) ?? text(after.fees) ?? 'changed'}`;
    case 'application.receipt-generated':
      return `${who} generated the fee statement (receipt) of ${possessive(n.student)} application for ${n.course}`;
    case 'application.admission-letter':
      return studentActs
        ? `${who} was issued the admission letter for ${n.course} (code ${text(after.code) ?? 'unknown'})`
        : `${who} issued the admission letter of ${possessive(n.student)} application for ${n.course} (code ${text(after.code) ?? 'unknown'})`;
    case 'application.fee-status-mark-cleared':
      return `${who} cleared staff's fee mark on ${possessive(n.student)} application for ${n.course}: the payments recorded now cover the fee`;
    case 'application.update-fees-paid': {
      const paid = typeof after.feesPaid === 'number' ? formatRupees(after.feesPaid) : 'a new amount';
      const was = typeof before.feesPaid === 'number' ? ` (was ${formatRupees(before.feesPaid)})` : '';
      const reason = text(after.reason);
      return `${who} set the fees paid on ${possessive(n.student)} application for ${n.course} to ${paid}${was}${reason ? `: ${reason}` : ''}`;
    }
    case 'payment.refund': {
      const amount = typeof after.amountRefunded === 'number' ? formatRupees(after.amountRefunded) : 'money';
      return `${who} refunded ${amount} of ${possessive(n.student)} fees for ${n.course}${text(after.reason) ? `: ${text(after.reason)}` : ''}`;
    }
    case 'payment.refund-failed': {
      const amount = typeof before.amount === 'number' ? formatRupees(before.amount) : 'money';
      return `The refund of ${amount} of ${possessive(n.student)} fees for ${n.course} failed: ${text(after.failure) ?? 'the gateway refused it'}`;
    }
    case 'payment.receipt-cancel': {
      const receipt = text(before.receiptNumber) ?? 'a receipt';
      return `${who} cancelled receipt ${receipt} of ${possessive(n.student)} fees for ${n.course}${text(after.reason) ? `: ${text(after.reason)}` : ''}`;
    }
    case 'payment.webhook-unconfirmed': {
      const about = text(after.paymentId) ?? text(after.refundId) ?? text(after.orderId) ?? 'a payment';
      const whose = entry.entity === 'application' ? ` on ${possessive(n.student)} application for ${n.course}` : '';
      const reason = text(after.reason)?.replace(/\.$/, '') ?? 'no reason given';
      return `A ${text(after.event) ?? 'payment'} webhook about ${about}${whose} was not confirmed by the payment gateway, so nothing was recorded: ${reason}`;
    }
    case 'refund-request.create':
      return `${who} asked for a ${after.kind === 'withdrawal' ? 'withdrawal from' : 'refund of the fees for'} ${n.course}`;
    case 'refund-request.decline':
      return `${who} declined ${possessive(n.student)} ${after.kind === 'withdrawal' ? 'withdrawal' : 'refund'} request for ${n.course}`;
    case 'finance.export': {
      const what = after.report === 'day-book' ? 'day book' : after.report === 'applications' ? 'applications list' : 'ledger';
      const days = after.from === after.to ? `of ${text(after.from) ?? 'a day'}` : `from ${text(after.from) ?? '?'} to ${text(after.to) ?? '?'}`;
      return `${who} exported the ${what} ${days} as ${String(after.format ?? 'a file').toUpperCase()}`;
    }
    case 'application.record-payment': {
      const amount = typeof after.amount === 'number' ? formatRupees(after.amount) : 'a payment';
      const receipt = text(after.receiptNumber);
      const onReceipt = receipt ? ` (receipt ${receipt})` : '';
      return `${who} recorded ${amount} by ${text(after.method) ?? 'hand'} on ${possessive(n.student)} application for ${n.course}${onReceipt}`;
    }
    case 'application.accept-reported-payment': {
      const amount = typeof after.amount === 'number' ? formatRupees(after.amount) : 'a payment';
      return `${who} accepted the payment of ${amount} that ${n.student} reported for ${n.course}${text(after.note) ? ` (${text(after.note)})` : ''}`;
    }
    case 'application.reject-reported-payment':
      return `${who} rejected the payment that ${n.student} reported for ${n.course}: ${text(after.reason) ?? 'no reason given'}`;
    case 'application.payment-bounced': {
      const amount = typeof before.amount === 'number' ? formatRupees(before.amount) : 'a payment';
      const what = `${amount} ${text(before.method) ?? 'payment'} ${text(before.reference) ?? ''}`.trim();
      return `${who} marked the ${what} on ${possessive(n.student)} application for ${n.course} bounced: ${text(after.reason) ?? 'no reason given'}`;
    }
    case 'course.create':
      return `${who} added the course ${n.course}`;
    case 'course.update':
      return `${who} edited the course ${n.course}`;
    case 'course.visibility':
      return after.visible === false ? `${who} hid the course ${n.course} from the public site` : `${who} showed the course ${n.course} on the public site`;
    case 'course.fees-change':
      return `${who} changed the fees of ${n.course}`;
    case 'course.fees-remove':
      return `${who} removed the fees of ${n.course}`;
    case 'course.instalment-plan': {
      const had = Array.isArray(before.instalments) && before.instalments.length > 0;
      const has = Array.isArray(after.instalments) && after.instalments.length > 0;
      const verb = !had ? 'set an instalment plan for' : has ? 'changed the instalment plan of' : 'removed the instalment plan of';
      return `${who} ${verb} ${n.course}`;
    }
    case 'course.delete':
      return `${who} deleted the course ${n.course}`;
    case 'news.create':
      return `${who} posted the news ${n.news}`;
    case 'news.update':
      return `${who} edited the news ${n.news}`;
    case 'news.delete':
      return `${who} deleted the news ${n.news}`;
    case 'event.create':
      return `${who} added the event ${n.event}`;
    case 'event.update':
      return `${who} renamed the event ${n.event}`;
    case 'event.delete':
      return `${who} deleted the event ${n.event}`;
    case 'student.create':
      return `${who} enrolled ${n.student}`;
    case 'profile.create':
      return studentActs ? `${who} filled in their admission form` : `${who} created ${possessive(n.student)} profile`;
    case 'profile.update':
      return studentActs ? `${who} updated their admission form` : `${who} edited ${possessive(n.student)} profile`;
    case 'student.aadhaar-revealed':
      return `${who} revealed ${possessive(n.student)} Aadhaar number`;
    case 'student.aadhaar-scan-viewed':
      return `${who} viewed ${possessive(n.student)} Aadhaar card scan`;
    case 'student.erasure-requested':
      return studentActs ? `${who} asked for their data to be erased` : `${who} asked for ${possessive(n.student)} data to be erased`;
    case 'student.erased':
      return `${who} erased the data of ${n.student}`;
    case 'student.sign-in':
      return `${who} signed in`;
    case 'contact-message.delete':
      return `${who} deleted the contact message from ${text(before.name) ?? 'a visitor'}`;
    case 'admin.sign-in':
      return `${who} signed in`;
    case 'admin.sign-in-failed':
      return `${who} failed to sign in as ${text(after.email) ?? n.admin}`;
    case 'admin.sign-out':
      return `${who} signed out`;
    case 'admin.password-reset-requested':
      return `${who} asked for a password reset code for ${n.admin}`;
    case 'admin.password-reset':
      return `${who} reset the password of ${n.admin}`;
    case 'admin.create':
      return `${who} created the staff account of ${n.admin}`;
    case 'admin.register':
      return `${n.admin} registered as staff`;
    case 'admin.setup':
      return `${n.admin} set up the first staff account`;
    case 'admin.invite':
      return `${who} invited ${text(after.email) ?? 'someone'} to the staff as ${roleLabel(after.role)}`;
    case 'admin.revoke-invite':
      return `${who} revoked the invitation of ${text(before.email) ?? 'someone'} to the staff as ${roleLabel(before.role)}`;
    case 'admin.accept-invite':
      return `${n.admin} accepted an invitation and joined the staff as ${roleLabel(after.role)}`;
    case 'admin.role-change':
      return `${who} changed the role of ${n.admin} from ${roleLabel(before.role)} to ${roleLabel(after.role)}`;
    case 'admin.disable':
      return `${who} disabled the staff account of ${n.admin}`;
    case 'admin.enable':
      return `${who} enabled the staff account of ${n.admin} again`;
    case 'site-settings.update':
      return `${who} changed the site settings`;
    case 'receipt-issuer.update':
      return `${who} changed the issuer details printed on receipts`;
    case 'application.reminders-pause':
      return `${who} ${after.remindersPaused === true ? 'paused' : 'resumed'} the fee reminders of ${possessive(n.student)} application for ${n.course}`;
    case 'mail.retry':
      return `${who} asked for a failed e-mail to be sent again`;
    default:
      return `${who}: ${entry.action.replace(/[.-]/g, ' ')}`;
  }
}

// Keys that only link records: the sentence already names what they point to.
const HIDDEN = new Set(['userId', 'courseId', 'requestId', 'documentId', 'id', 'via']);
// Long or binary-like values: say that they changed, not what they are.
const SUMMARISED = new Set(['description', 'images', 'image']);

const label = (key: string) =>
  (key === 'fields' ? 'Fields changed' : key)
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/^./, (c) => c.toUpperCase())
    .replace(/\bMark\b/, 'mark');

function plain(key: string, value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (key === 'fields' && Array.isArray(value))
    return value.map((field) => label(String(field)).replace(/ (\w)/g, (_, c: string) => ` ${c.toLowerCase()}`)).join(', ');
  if (SUMMARISED.has(key)) return Array.isArray(value) ? `${value.length} picture${value.length === 1 ? '' : 's'}` : 'set';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number' && /fees|amount|paid/i.test(key)) return formatRupees(value); // recorded in rupees
  if (Array.isArray(value)) return value.map((item) => plain('', item) ?? '—').join(', ') || null;
  if (typeof value === 'object') return JSON.stringify(value);
  const shown = String(value);
  return shown.length > 120 ? `${shown.slice(0, 119)}…` : shown;
}

/**
 * What the entry changed, field by field: only fields whose value differs, in plain words.
 * A creation lists what was set; a deletion what was removed; an update what it recorded.
 */
export function auditChanges(entry: Pick<DescribableEntry, 'before' | 'after'>): AuditChange[] {
  const before = asSnapshot(entry.before);
  const after = asSnapshot(entry.after);
  const changes: AuditChange[] = [];
  const hidden = new Set(HIDDEN);
  if ('feeStatusMark' in after) {
    // Fee status: staff's mark, or before it the status derived from the payments.
    const was = text(before.feeStatusMark) ?? text(before.derived);
    changes.push({
      label: 'Fee status',
      before: was ? `${was}${text(before.feeStatusMark) ? ' (set by staff)' : ''}` : null,
      after: text(after.fees) ?? text(after.feeStatusMark),
    });
    for (const key of ['feeStatusMark', 'derived', 'fees']) hidden.add(key);
  }
  // An update that recorded only what it set keeps the rest of `before` as context, not as a change.
  const partial = Object.keys(before).length > 0 && Object.keys(after).length > 0;
  const keys = [...new Set([...(partial ? [] : Object.keys(before)), ...Object.keys(after)])].filter((key) => !hidden.has(key));
  for (const key of keys) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    const from = key in before ? plain(key, before[key]) : null;
    const to = key in after ? plain(key, after[key]) : null;
    if (from === null && to === null) continue;
    if (SUMMARISED.has(key) && from !== null && to !== null && key === 'description') {
      changes.push({ label: label(key), before: 'old text', after: 'new text' });
      continue;
    }
    changes.push({ label: label(key), before: from, after: to });
  }
  return changes;
}
