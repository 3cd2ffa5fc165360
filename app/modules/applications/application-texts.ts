// Spec §5/§8 texts of applying, for the public pages (no zod: every public page loads these).
export const LOGIN_TO_APPLY = 'Login to apply for Courses';
export const COMPLETE_PROFILE_FIRST = 'Complete your profile before applying';
export const ALREADY_APPLIED = 'You have already applied for this course.';
/** The same refusal, worded for staff applying on a student's behalf. */
export const ALREADY_APPLIED_FOR_STUDENT = 'This student has already applied for this course.';
export const APPLIED_INFO = 'Make sure your profile is complete (ignore if already done).';
