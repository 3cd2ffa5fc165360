import { seatsLeft } from '~/modules/admissions/admission-season';
import type { Course } from '~/modules/courses/course.server';
import { excerptOf } from '~/modules/content/sanitize.server';
import type { InstituteEvent } from '~/modules/events/events.server';
import { imageUrl } from '~/modules/images/images';
import type { NewsItem } from '~/modules/news/news.server';

/** A course's admission season (issue 23): the window's days and the seats; null where there is no limit. */
export const admissionSeasonJson = (course: Course) => ({
  admissionOpensOn: course.admissionOpensOn,
  admissionClosesOn: course.admissionClosesOn,
  seats: course.seats,
  seatsLeft: seatsLeft(course.seats, course.accepted),
});

// Records in the field names of spec §3 (`_id`, `images` as URLs, fees in rupees).
export const courseJson = (course: Course) => ({
  _id: course.id,
  title: course.title,
  description: course.description,
  excerpt: excerptOf(course.description),
  images: course.images.map((image) => imageUrl(image)),
  eligibility: course.eligibility,
  fees: course.fees,
  duration: course.duration,
  date: new Date(course.createdAt).toISOString(),
  applicants: course.applicants,
  ...admissionSeasonJson(course),
});

export const newsJson = (item: NewsItem) => ({
  _id: item.id,
  title: item.title,
  description: item.description,
  date: item.date,
  images: item.images.map((image) => imageUrl(image)),
});

export const eventJson = (event: InstituteEvent) => ({
  _id: event.id,
  title: event.title,
  image: event.image ? imageUrl(event.image) : null,
});
