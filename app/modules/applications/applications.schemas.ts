import { z } from 'zod';
import { recordId } from '~/utils/record-id';

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

// The staff commands' inputs, read by View Applications / Select a course and the /api/admin/*
// calls alike; `.meta()` names them in the OpenAPI document.
/** Accept or reject a Pending application. */
export const decideApplicationInput = z
  .object({ id: recordId('Application'), status: z.enum(DECISIONS, { error: 'status must be Accepted or Rejected.' }) })
  .meta({ id: 'ChangeApplicationStatus' });
/** Staff's mark of an application's fees. */
export const changeFeeStatusInput = z
  .object({ id: recordId('Application'), fees: z.enum(FEE_STATUSES, { error: 'fees must be Paid or Pending.' }) })
  .meta({ id: 'ChangeFeeStatus' });
/** Move an application to another course. */
export const changeApplicationCourseInput = z
  .object({ applicationId: recordId('Application'), newCourseId: recordId('Course') })
  .meta({ id: 'ChangeUserCourse' });
/** Staff apply a student to a course on the student's behalf. */
export const applyForStudentInput = z
  .object({ userId: recordId('Student'), courseId: recordId('Course') }, { error: 'Send {"userId": "…", "courseId": "…"} as JSON.' })
  .meta({ id: 'ApplyCourseForUser' });
