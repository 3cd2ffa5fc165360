import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';

/** About Us (spec §2): its fixed text, in the page's language. */
export function aboutTexts(i18n: I18n) {
  const year = (count: 1 | 2) => (count === 1 ? i18n._(msg`1 year`) : i18n._(msg`2 years`));
  return {
    meta: {
      title: i18n._(msg`About Us`),
      description: template(
        i18n,
        msg`{institute}: a quality-certified institute in Nagpur and Central India's best education institute for healthcare and hospital management.`,
        ['institute'],
      ),
    },
    heading: template(i18n, msg`About {institute}`, ['institute']),
    lead: template(
      i18n,
      msg`A quality-certified institute in Nagpur, and Central India's best education institute for healthcare and hospital management. Since {established} \
we have prepared students for careers in hospitals, clinics, diagnostic centres and pharmacies.`,
      ['established'],
    ),
    startApplication: i18n._(msg`Start Your Application – No Donation Required!`),
    exploreCourses: i18n._(msg`Explore Our Courses`),
    whoHeading: i18n._(msg`Who We Are`),
    who: i18n._(
      msg`We are a healthcare and hospital-management training institute in Nagpur. Our diploma and certificate courses prepare young people for the jobs \
hospitals need every day: patient care, operation theatres, sterile services, pharmacy, dialysis, imaging and hospital administration. Classes are \
held on our campus, with practical training in partner hospitals.`,
    ),
    visionHeading: i18n._(msg`Our Vision`),
    vision: i18n._(
      msg`To be the institute Central India trusts for skilled, ethical and caring healthcare professionals, and to open a respected career in healthcare to \
every student who wants one, whatever their means.`,
    ),
    missionHeading: i18n._(msg`Our Mission`),
    mission: [
      i18n._(msg`Make quality healthcare education affordable, with no donation and fees in instalments.`),
      i18n._(msg`Train skilled, compassionate professionals through hands-on practice in real hospitals.`),
      i18n._(msg`Keep our curriculum in step with what hospitals and patients need today.`),
      i18n._(msg`Stand by every student until placement, and beyond, as they build their career.`),
    ],
    coursesHeading: i18n._(msg`Our Courses`),
    courses: [
      { title: i18n._(msg`Patient Care Assistant`), duration: year(1) },
      { title: i18n._(msg`Operation Theatre Technician`), duration: year(1) },
      { title: i18n._(msg`Diploma in C.S.S.D`), duration: year(1) },
      { title: i18n._(msg`Pharmacy Assistant`), duration: year(2) },
      { title: i18n._(msg`Diploma in Hospital Management`), duration: year(2) },
      { title: i18n._(msg`Diploma in Dialysis Technology`), duration: year(2) },
      { title: i18n._(msg`X-Ray and Imaging Technology`), duration: year(2) },
      { title: i18n._(msg`Diploma in D.M.I.T`), duration: year(2) },
    ],
    whyHeading: i18n._(msg`Why Choose Us`),
    whyChoose: [
      { title: i18n._(msg`No donation policy`), text: i18n._(msg`Admission on merit and interest alone. You pay the course fee and nothing else.`) },
      { title: i18n._(msg`Wi-Fi campus`), text: i18n._(msg`Connected classrooms and library for research, e-learning and assignments.`) },
      { title: i18n._(msg`Experienced faculty`), text: i18n._(msg`Doctors, nurses and hospital administrators who teach from daily practice.`) },
      { title: i18n._(msg`Skill-centric curriculum`), text: i18n._(msg`Hands-on practicals in labs and partner hospitals from the first month.`) },
      { title: i18n._(msg`Corporate exposure`), text: i18n._(msg`Hospital visits, guest lectures and projects with leading healthcare groups.`) },
      { title: i18n._(msg`Flexible fee instalments`), text: i18n._(msg`Pay the fee in full or in predefined instalments that suit your family.`) },
      { title: i18n._(msg`Earn while you learn`), text: i18n._(msg`Paid part-time hospital placements for eligible students during the course.`) },
      { title: i18n._(msg`100% placement support`), text: i18n._(msg`Interview preparation and placement drives with hospitals across India.`) },
    ],
    ctaHeading: i18n._(msg`Begin your career in healthcare`),
    ctaLead: i18n._(msg`Admissions are open. No donation is ever charged.`),
  };
}

export type AboutTexts = ReturnType<typeof aboutTexts>;
