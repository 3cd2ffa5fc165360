import { z } from 'zod';
import { OUTSIDE_WINDOW_REASON_INVALID, OUTSIDE_WINDOW_REASON_MAX, OUTSIDE_WINDOW_REASON_MIN } from '~/modules/admissions/admission-season';
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

/** Why a student is applied outside a course's admission window; blank means none given. */
export const outsideWindowReason = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z
    .string({ error: OUTSIDE_WINDOW_REASON_INVALID })
    .trim()
    .min(OUTSIDE_WINDOW_REASON_MIN, OUTSIDE_WINDOW_REASON_INVALID)
    .max(OUTSIDE_WINDOW_REASON_MAX, OUTSIDE_WINDOW_REASON_INVALID),
);

export const applyInput = z.object({ courseId: z.string().trim().min(1, 'Choose a course.').max(64) });

// The staff commands' inputs, read by View Applications / Select a course and the /api/admin/*
// calls alike; `.meta()` names them in the OpenAPI document.
/** Accept or reject a Pending application. */
export const decideApplicationInput = z
  .object({ id: recordId('Application'), status: z.enum(DECISIONS, { error: 'status must be Accepted or Rejected.' }) })
  .meta({ id: 'ChangeApplicationStatus' });
/** Why staff marked the fees by hand: one line, kept in the audit log and shown beside the status. */
export const FEE_REASON_MAX = 200;
const feeReason = z.string({ error: 'The reason must be text.' }).trim().max(FEE_REASON_MAX, `Keep the reason to ${FEE_REASON_MAX} characters at most.`);
/**
 * Staff's mark of an application's fees. The reason is optional here: spec §7's request has none,
 * and those clients keep working (the audit log then says 'no reason given'); the dashboard asks
 * for one before marking Paid (markFeesPaidReason).
 */
export const changeFeeStatusInput = z
  .object({
    id: recordId('Application'),
    fees: z.enum(FEE_STATUSES, { error: 'fees must be Paid or Pending.' }),
    reason: z
      .preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), feeReason.optional())
      .meta({
        type: 'string',
        maxLength: FEE_REASON_MAX,
        description: "Why staff set it (e.g. 'Fee waived by the director'); optional. Money received is recorded with record-payment",
      }),
  })
  .meta({ id: 'ChangeFeeStatus' });
/** The dashboard's Mark Paid: marking fees Paid by hand needs a reason (the browser checks it before sending). */
export const markFeesPaidReason = z.object({
  reason: z.string({ error: 'Give the reason for marking the fees Paid.' }).trim().min(1, 'Give the reason for marking the fees Paid.').pipe(feeReason),
});
/** Move an application to another course. */
export const changeApplicationCourseInput = z
  .object({ applicationId: recordId('Application'), newCourseId: recordId('Course') })
  .meta({ id: 'ChangeUserCourse' });
/** Staff apply a student to a course on the student's behalf. */
export const applyForStudentInput = z
  .object(
    {
      userId: recordId('Student'),
      courseId: recordId('Course'),
      outsideWindowReason: outsideWindowReason.optional().meta({
        description: "Only outside the course's admission window, and only for the owner: why this student is applied all the same (audited)",
      }),
    },
    { error: 'Send {"userId": "…", "courseId": "…"} as JSON.' },
  )
  .meta({ id: 'ApplyCourseForUser' });
