import { msg } from '@lingui/core/macro';

// What Enroll Now's action may answer a student with (apply-to-course.server.ts), listed so that
// translateMessage finds each in the site's catalogues.
export const COURSE_DETAIL_MESSAGES = [
  msg`Applied successfully!`,
  msg`Student not found.`,
  msg`Course not found.`,
  msg`Complete your profile before applying`,
  msg`You have already applied for this course.`,
];
