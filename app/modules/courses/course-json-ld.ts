import type { PublicConfig } from '~/utils/env.server';
import { isoDuration } from './course-format';

// schema.org Course for a course detail page (browser-safe: meta runs on client navigations too).
export function courseJsonLd(options: {
  config: PublicConfig;
  id: string;
  title: string;
  description: string;
  fees: number | null;
  duration: string | null;
  image?: string;
}) {
  const { config } = options;
  const url = `${config.appUrl}/apply-course/${options.id}`;
  const timeRequired = isoDuration(options.duration);
  return {
    '@type': 'Course',
    name: options.title,
    description: options.description,
    url,
    ...(options.image ? { image: new URL(options.image, config.appUrl).toString() } : {}),
    inLanguage: 'en-IN',
    provider: { '@type': 'EducationalOrganization', name: config.institute.name, url: config.appUrl },
    // Classes are physical (spec §1).
    hasCourseInstance: {
      '@type': 'CourseInstance',
      courseMode: 'Onsite',
      location: { '@type': 'Place', name: config.institute.name, address: config.institute.address },
      ...(timeRequired ? { courseWorkload: timeRequired } : {}),
    },
    ...(timeRequired ? { timeRequired } : {}),
    ...(options.fees !== null
      ? { offers: { '@type': 'Offer', category: 'Paid', price: options.fees, priceCurrency: 'INR', url, availability: 'https://schema.org/InStock' } }
      : {}),
  };
}
