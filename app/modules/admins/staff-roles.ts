import { z } from 'zod';
import { AppError } from '~/utils/errors';

// Staff roles (docs/decisions/029-staff-roles.md). A role is a set of areas of work; every staff
// API call and dashboard page names the one area it belongs to, and the server refuses the others.
// The person who takes money (accounts) is not the one who reads Aadhaar numbers (admissions).

export const STAFF_ROLES = ['owner', 'admissions', 'accounts', 'content'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRole = z.enum(STAFF_ROLES);
export const isStaffRole = (value: unknown): value is StaffRole => (STAFF_ROLES as readonly unknown[]).includes(value);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  owner: 'Owner',
  admissions: 'Admissions',
  accounts: 'Accounts',
  content: 'Content',
};

/** The areas of work, each worded as the 403 names what is missing ("… does not include <label>"). */
export const STAFF_AREAS = {
  courses: 'courses and their fees',
  content: 'news, events, the contact inbox and the site settings',
  applications: 'reading applications and student profiles',
  admissions: 'admission decisions and students’ records',
  aadhaar: 'revealing Aadhaar numbers',
  fees: 'payments, fees and receipts',
  // Owner only: the spec's policy gives 7 days from payment or enrolment; a refund after that is an exception.
  'late-refunds': 'refunds after the 7-day refund window',
  // Owner only: a course's admission window is the institute's decision; an exception is the owner's.
  'late-admissions': 'applications outside a course’s admission window',
  // Owner only: how much of each course is reserved for which category is the institute's decision.
  reservation: 'the reservation of seats by category',
  mail: 'e-mails not sent',
  'data-rights': 'students’ erasure requests',
  audit: 'the audit log',
  staff: 'managing staff',
} as const;
export type StaffArea = keyof typeof STAFF_AREAS;

const AREAS_OF: Record<StaffRole, readonly StaffArea[]> = {
  owner: Object.keys(STAFF_AREAS) as StaffArea[],
  // Admissions read and decide applications and keep students' records, Aadhaar included.
  admissions: ['applications', 'admissions', 'aadhaar', 'mail', 'data-rights'],
  // Accounts find the application a payment belongs to, but never see an Aadhaar number.
  accounts: ['applications', 'fees', 'mail'],
  content: ['courses', 'content'],
};

export const roleMay = (role: StaffRole, area: StaffArea): boolean => AREAS_OF[role].includes(area);

/** The 403 message: who is refused, and what their role lacks. */
export const roleRefusal = (role: StaffRole, area: StaffArea) =>
  `Your role (${STAFF_ROLE_LABELS[role]}) does not include ${STAFF_AREAS[area]}. Ask the institute's owner if you need it.`;

/** For a page action that serves several areas (one per intent): refuses, as a 403 result, what the role lacks. */
export function assertRoleMay(role: StaffRole, area: StaffArea): void {
  if (!roleMay(role, area)) throw new AppError('FORBIDDEN', roleRefusal(role, area));
}
