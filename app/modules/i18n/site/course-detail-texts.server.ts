import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';
import { courseCardTexts } from './card-texts.server';

/** Enroll Now (spec §5, §8): its labels and the notices it shows. */
export function enrollTexts(i18n: I18n) {
  return {
    enrollNow: i18n._(msg`Enroll Now`),
    alreadyEnrolled: i18n._(msg`Already Enrolled`),
    loading: i18n._(msg`Loading...`),
    loginToApply: i18n._(msg`Login to apply for Courses`),
    completeProfileFirst: i18n._(msg`Complete your profile before applying`),
    appliedInfo: i18n._(msg`Make sure your profile is complete (ignore if already done).`),
    failed: i18n._(msg`Something went wrong. Please try again.`),
  };
}

/** A course's page around the course itself (spec §2). */
export function courseDetailTexts(i18n: I18n) {
  return {
    posted: template(i18n, msg({ message: 'Posted {ago}', comment: '{ago} is a time such as “3 days ago”.' }), ['ago']),
    justNow: i18n._(msg({ message: 'just now', comment: 'Follows “Posted”: a course posted less than a minute ago.' })),
    enrolment: i18n._(msg`Enrolment`),
    fees: i18n._(msg`Fees`),
    feesAmount: template(i18n, msg`Fees: {amount}`, ['amount']),
    feesOnRequest: i18n._(msg`Fees: contact the institute`),
    duration: i18n._(msg`Duration:`),
    noDonation: i18n._(msg`No donation. Fees can be paid in instalments.`),
    applicationStatus: i18n._(msg`Application status:`),
    seeApplication: i18n._(msg`See it in Applied Courses`),
    eligibility: i18n._(msg`Eligibility Criteria`),
    related: i18n._(msg`More Related Courses`),
    enroll: enrollTexts(i18n),
    courseCard: courseCardTexts(i18n),
  };
}

export type EnrollTexts = ReturnType<typeof enrollTexts>;
