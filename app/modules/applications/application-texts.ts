// Spec §5/§8 texts of applying, for the public pages (no zod: every public page loads these).
export const LOGIN_TO_APPLY = 'Login to apply for Courses';
export const COMPLETE_PROFILE_FIRST = 'Complete your profile before applying';
export const ALREADY_APPLIED = 'You have already applied for this course.';
export const APPLIED_INFO = 'Make sure your profile is complete (ignore if already done).';
