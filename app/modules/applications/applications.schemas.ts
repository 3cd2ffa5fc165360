import { z } from 'zod';

// Application states of spec §4 and the texts of spec §5/§8, shared by the portal and the dashboard.
// The texts the public pages need live in application-texts.ts, which pulls no zod into them.
export const APPLICATION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Staff decide only while an application is Pending (spec §4). */
export const DECISIONS = ['Accepted', 'Rejected'] as const;
export type Decision = (typeof DECISIONS)[number];
export const FEE_STATUSES = ['Paid', 'Pending'] as const;
export type FeeStatus = (typeof FEE_STATUSES)[number];

export { ALREADY_APPLIED, APPLIED_INFO, COMPLETE_PROFILE_FIRST, LOGIN_TO_APPLY } from './application-texts';

export const applyInput = z.object({ courseId: z.string().trim().min(1, 'Choose a course.').max(64) });
