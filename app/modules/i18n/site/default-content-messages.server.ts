import { msg } from '@lingui/core/macro';

// The site's words until staff write their own (site-settings.schemas.ts: the hero slides, the About
// banner's description), listed so that a page in Hindi or Marathi can say them in its language
// (inDefaultWords). Words staff wrote, or translated on Site Settings, are theirs and stay as written.
export const DEFAULT_CONTENT_MESSAGES = [
  msg`Welcome to the institute`,
  msg`Explore our healthcare and hospital-management courses and apply for programs that lead straight to hospital careers.`,
  msg`Top Instructors`,
  msg`Learn from experienced doctors, technicians and hospital administrators who teach what hospitals need every day.`,
  msg`Diverse Courses`,
  msg`From Patient Care Assistant to Dialysis, Imaging and Hospital Management: one- and two-year programmes with placement support.`,
  msg`Students training in a hospital skills lab`,
];
