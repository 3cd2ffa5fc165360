import { z } from 'zod';

// Application states of spec §4 and the texts of spec §5/§8, shared by the portal and the dashboard.
export const APPLICATION_STATUSES = ['Pending', 'Accepted', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/** Staff decide only while an application is Pending (spec §4). */
export const DECISIONS = ['Accepted', 'Rejected'] as const;
export type FeeStatus = 'Paid' | 'Pending';

export const LOGIN_TO_APPLY = 'Login to apply for Courses';
export const COMPLETE_PROFILE_FIRST = 'Complete your profile before applying';
export const ALREADY_APPLIED = 'You have already applied for this course.';
export const APPLIED_INFO = 'Make sure your profile is complete (ignore if already done).';

export const applyInput = z.object({ courseId: z.string().trim().min(1, 'Choose a course.').max(64) });
