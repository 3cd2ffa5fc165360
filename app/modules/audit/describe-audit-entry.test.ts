import { describe, expect, it } from 'vitest';
import { auditChanges, auditSentence, type DescribableEntry } from './describe-audit-entry';

const subject = { student: null, course: null, news: null, event: null, admin: null };
const entry = (over: Partial<DescribableEntry>): DescribableEntry => ({
  actorType: 'admin',
  actorName: 'Meera Deshmukh',
  action: 'course.update',
  entity: 'course',
  subject,
  before: null,
  after: null,
  ...over,
});

describe('auditSentence', () => {
  it('says who decided whose application for which course', () => {
    const decided = entry({
      action: 'application.decide',
      entity: 'application',
      subject: { ...subject, student: 'Priya Kale', course: 'Operation Theatre Technician' },
      before: { status: 'Pending', userId: 'u1', courseId: 'c1', course: 'Operation Theatre Technician' },
      after: { status: 'Accepted' },
    });
    expect(auditSentence(decided)).toBe("Meera Deshmukh accepted Priya Kale's application for Operation Theatre Technician");
    expect(auditChanges(decided)).toEqual([{ label: 'Status', before: 'Pending', after: 'Accepted' }]);
  });

  it('says who was issued an admission letter, or who issued it, with its code', () => {
    const issued = {
      action: 'application.admission-letter',
      entity: 'application',
      subject: { ...subject, student: 'Priya Kale', course: 'Pharmacy Assistant' },
      after: { code: 'K7QM3XPA9TWD', course: 'Pharmacy Assistant', category: 'OBC', fees: 40000, reportingOn: null, language: 'hi' },
    };
    expect(auditSentence(entry({ ...issued, actorType: 'student', actorName: 'Priya Kale' }))).toBe(
      'Priya Kale was issued the admission letter for Pharmacy Assistant (code K7QM3XPA9TWD)',
    );
    expect(auditSentence(entry(issued))).toBe(
      "Meera Deshmukh issued the admission letter of Priya Kale's application for Pharmacy Assistant (code K7QM3XPA9TWD)",
    );
  });

  it('names what is gone from what was recorded, and says so for people', () => {
    const deleted = entry({ action: 'course.delete', before: { title: 'Diploma in C.S.S.D', visible: true } });
    expect(auditSentence(deleted)).toBe('Meera Deshmukh deleted the course Diploma in C.S.S.D');
    expect(
      auditSentence(entry({ actorName: null, action: 'student.aadhaar-revealed', entity: 'student', subject: { ...subject, student: 'an erased student' } })),
    ).toBe("A removed staff member revealed an erased student's Aadhaar number");
  });

  it('tells a student applying apart from staff applying on their behalf', () => {
    const applied = { action: 'application.create', entity: 'application', subject: { ...subject, student: 'Priya Kale', course: 'Pharmacy Assistant' } };
    expect(auditSentence(entry({ ...applied, actorType: 'student', actorName: 'Priya Kale' }))).toBe('Priya Kale applied for Pharmacy Assistant');
    expect(auditSentence(entry(applied))).toBe('Meera Deshmukh applied for Pharmacy Assistant on behalf of Priya Kale');
    const late = entry({
      ...applied,
      after: { status: 'Pending', outsideWindow: { state: 'closed', closesOn: '2027-06-30', reason: 'Medical leave in June' } },
    });
    expect(auditSentence(late)).toBe(
      'Meera Deshmukh applied for Pharmacy Assistant on behalf of Priya Kale, outside its admission window: Medical leave in June',
    );
  });

  it('says whose fee reminders staff paused or resumed', () => {
    const paused = entry({
      action: 'application.reminders-pause',
      entity: 'application',
      subject: { ...subject, student: 'Priya Kale', course: 'Pharmacy Assistant' },
      before: { remindersPaused: false },
      after: { remindersPaused: true },
    });
    expect(auditSentence(paused)).toBe("Meera Deshmukh paused the fee reminders of Priya Kale's application for Pharmacy Assistant");
    expect(auditSentence({ ...paused, before: { remindersPaused: true }, after: { remindersPaused: false } })).toBe(
      "Meera Deshmukh resumed the fee reminders of Priya Kale's application for Pharmacy Assistant",
    );
  });

  it('says what staff set the fees paid to, from what, and why', () => {
    const adjusted = entry({
      action: 'application.update-fees-paid',
      entity: 'application',
      subject: { ...subject, student: 'Priya Kale', course: 'Pharmacy Assistant' },
      before: { feesPaid: 10000 },
      after: { feesPaid: 125000, amountAdjusted: 115000, reason: 'Cash at the office, receipt 1042' },
    });
    expect(auditSentence(adjusted)).toBe(
      "Meera Deshmukh set the fees paid on Priya Kale's application for Pharmacy Assistant to ₹1,25,000 (was ₹10,000): Cash at the office, receipt 1042",
    );
    expect(auditChanges(adjusted)).toEqual([
      { label: 'Fees Paid', before: '₹10,000', after: '₹1,25,000' },
      { label: 'Amount Adjusted', before: null, after: '₹1,15,000' },
      { label: 'Reason', before: null, after: 'Cash at the office, receipt 1042' },
    ]);
  });

  it('falls back to the action for one it does not know', () => {
    expect(auditSentence(entry({ actorType: 'system', actorName: null, action: 'system.seed' }))).toBe('The system: system seed');
  });

  it('words the actions of Site Settings and the mail queue', () => {
    expect(auditSentence(entry({ actorType: 'admin', actorName: 'Meera Deshmukh', action: 'mail.retry' }))).toBe(
      'Meera Deshmukh asked for a failed e-mail to be sent again',
    );
    expect(auditSentence(entry({ actorType: 'admin', actorName: 'Meera Deshmukh', action: 'site-settings.update' }))).toBe(
      'Meera Deshmukh changed the site settings',
    );
  });

  it('words the finance exports: which report, which days, which format', () => {
    const exported = (after: Record<string, string>) => auditSentence(entry({ actorType: 'admin', actorName: 'Kiran Joshi', action: 'finance.export', after }));
    expect(exported({ report: 'ledger', format: 'csv', from: '2026-04-01', to: '2026-04-30' })).toBe(
      'Kiran Joshi exported the ledger from 2026-04-01 to 2026-04-30 as CSV',
    );
    expect(exported({ report: 'day-book', format: 'pdf', from: '2026-04-02', to: '2026-04-02' })).toBe(
      'Kiran Joshi exported the day book of 2026-04-02 as PDF',
    );
  });
});

describe('auditSentence for the Staff page', () => {
  const staff = { ...subject, admin: 'Anil Wankhede' };
  it('says who invited whom as what, who joined, and what an owner changed', () => {
    expect(auditSentence(entry({ action: 'admin.invite', entity: 'staff-invitation', after: { email: 'cashier@example.org', role: 'accounts' } }))).toBe(
      'Meera Deshmukh invited cashier@example.org to the staff as Accounts',
    );
    expect(
      auditSentence(entry({ actorName: 'Anil Wankhede', action: 'admin.accept-invite', entity: 'admin', subject: staff, after: { role: 'accounts' } })),
    ).toBe('Anil Wankhede accepted an invitation and joined the staff as Accounts');
    expect(
      auditSentence(entry({ action: 'admin.role-change', entity: 'admin', subject: staff, before: { role: 'accounts' }, after: { role: 'admissions' } })),
    ).toBe('Meera Deshmukh changed the role of Anil Wankhede from Accounts to Admissions');
    expect(auditSentence(entry({ action: 'admin.disable', entity: 'admin', subject: staff }))).toBe(
      'Meera Deshmukh disabled the staff account of Anil Wankhede',
    );
    expect(auditSentence(entry({ action: 'admin.enable', entity: 'admin', subject: staff }))).toBe(
      'Meera Deshmukh enabled the staff account of Anil Wankhede again',
    );
  });
});

describe('auditChanges', () => {
  it('lists only what differs, in plain words, with long values summarised', () => {
    const changes = auditChanges({
      before: { title: 'OT Tech', description: '<p>a</p>', fees: 50000, visible: true, images: ['a', 'b'] },
      after: { title: 'Operation Theatre Technician', description: '<p>b</p>', fees: 65000, visible: true, images: ['c'] },
    });
    expect(changes).toEqual([
      { label: 'Title', before: 'OT Tech', after: 'Operation Theatre Technician' },
      { label: 'Description', before: 'old text', after: 'new text' },
      { label: 'Fees', before: '₹50,000', after: '₹65,000' },
      { label: 'Images', before: '2 pictures', after: '1 picture' },
    ]);
  });

  it('reads a fee mark as one fee status, and profile edits as the fields changed', () => {
    expect(auditChanges({ before: { feeStatusMark: null, derived: 'Pending' }, after: { feeStatusMark: 'Paid', fees: 'Paid' } })).toEqual([
      { label: 'Fee status', before: 'Pending', after: 'Paid' },
    ]);
    expect(auditChanges({ before: null, after: { fields: ['city', 'firstName'] } })).toEqual([
      { label: 'Fields changed', before: null, after: 'City, First name' },
    ]);
  });
});
