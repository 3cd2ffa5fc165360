import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { template } from '../template.server';
import { carouselTexts } from './carousel-texts.server';
import { contactFormTexts } from './contact-texts.server';
import { courseCardTexts, newsCardTexts } from './card-texts.server';

/** Home's description for search engines, in two sentences. */
const DESCRIPTION = [
  msg`Diploma and certificate courses in patient care, operation theatre, dialysis, X-ray and imaging, pharmacy and hospital management in Nagpur.`,
  msg`No donation, instalments, placement support.`,
];

/** What Home says around the institute's own content (spec §2), in the page's language. */
export function homeTexts(i18n: I18n) {
  return {
    meta: {
      title: template(i18n, msg`{institute} – Healthcare and Hospital Management Courses in Nagpur`, ['institute']),
      description: DESCRIPTION.map((sentence) => i18n._(sentence)).join(' '),
    },
    coursesHeading: i18n._(msg`Courses Offered`),
    coursesLead: i18n._(msg`One- and two-year programmes that prepare you for work in hospitals.`),
    exploreMore: i18n._(msg`Explore More`),
    newsHeading: i18n._(msg`News & Events`),
    contactHeading: i18n._(msg`Get in Touch`),
    contactLead: i18n._(msg`Questions about a course, fees or admission? Call, write, or leave us a message.`),
    carousel: carouselTexts(i18n),
    courseCard: courseCardTexts(i18n),
    newsCard: newsCardTexts(i18n),
    contactForm: contactFormTexts(i18n),
  };
}

export type HomeTexts = ReturnType<typeof homeTexts>;
