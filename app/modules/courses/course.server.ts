import { sql } from 'kysely';
import type { DB } from '~/db/db.server';
import type { CoursesTable, StoredImage } from '~/db/schema';
import { hasTranslations, inLanguage, translationsOf, type Translations } from '~/modules/content/content-languages';
import type { Locale } from '~/modules/i18n/locales';
import { parseImages } from '~/modules/images/images';
import { COURSE_TRANSLATED_FIELDS, type CourseTranslatedField } from './courses.schemas';

export type Course = {
  id: string;
  title: string;
  description: string;
  eligibility: string | null;
  /** Total fee in rupees, or null when not set yet. */
  fees: number | null;
  images: StoredImage[];
  visible: boolean;
  duration: string | null;
  /** The day admitted students report (YYYY-MM-DD, India), null when not decided (migration 0036). */
  reportingOn: string | null;
  createdAt: number;
  applicants: number;
  /** First and last day applications are taken (India's days, YYYY-MM-DD); null: no limit that side. */
  admissionOpensOn: string | null;
  admissionClosesOn: string | null;
  /** How many applications may be Accepted; null: no limit. */
  seats: number | null;
  /** Applications Accepted: the seats taken. */
  accepted: number;
  /** Accept only once every document the student uploaded is verified (decision 045). */
  requiresVerifiedDocuments: boolean;
  /** A merit offer is accepted only once the first instalment is paid (decision 048). */
  offerNeedsFirstInstalment: boolean;
  /** The Hindi and Marathi versions staff entered (title_hi, description_mr …), null where none. */
  translations: Translations<CourseTranslatedField>;
};

export const paiseToRupees = (paise: number | null) => (paise === null ? null : paise / 100);
export const rupeesToPaise = (rupees: number | null) => (rupees === null ? null : Math.round(rupees * 100));

/**
 * Courses with their applicant counts; callers add where/order. The handle stays positional: a
 * query builder composed inside other queries and transactions.
 */
export function selectCourses(db: DB) {
  return db
    .selectFrom('courses')
    .selectAll('courses')
    .select((eb) =>
      eb
        .selectFrom('applications')
        .whereRef('applications.course_id', '=', 'courses.id')
        .select(sql<number>`count(*)`.as('n'))
        .as('applicants'),
    )
    .select((eb) =>
      eb
        .selectFrom('applications')
        .whereRef('applications.course_id', '=', 'courses.id')
        .where('applications.status', '=', 'Accepted')
        .select(sql<number>`count(*)`.as('n'))
        .as('accepted'),
    );
}

type CourseRow = Omit<
  CoursesTable,
  keyof Translations<CourseTranslatedField> | 'reporting_on' | 'requires_verified_documents' | 'offer_needs_first_instalment'
> &
  Partial<Translations<CourseTranslatedField>> & {
    reporting_on?: string | null;
    requires_verified_documents?: number | null;
    offer_needs_first_instalment?: number | null;
  };

/** A course with its texts in `locale`, each falling back to English where no version was entered. */
export function toCourse(row: CourseRow & { applicants: number | string | null; accepted?: number | string | null }, locale: Locale = 'en'): Course {
  const translations = translationsOf(row, COURSE_TRANSLATED_FIELDS);
  return {
    id: row.id,
    title: inLanguage(row.title, translations, 'title', locale),
    description: inLanguage(row.description, translations, 'description', locale),
    eligibility: inLanguage(row.eligibility, translations, 'eligibility', locale),
    fees: paiseToRupees(row.fees_paise === null ? null : Number(row.fees_paise)),
    images: parseImages(row.images),
    visible: Number(row.visible) === 1,
    duration: row.duration,
    reportingOn: row.reporting_on ?? null,
    createdAt: Number(row.created_at),
    applicants: Number(row.applicants ?? 0),
    admissionOpensOn: row.admission_opens_on ?? null,
    admissionClosesOn: row.admission_closes_on ?? null,
    seats: row.seats === null || row.seats === undefined ? null : Number(row.seats),
    accepted: Number(row.accepted ?? 0),
    requiresVerifiedDocuments: Number(row.requires_verified_documents ?? 0) === 1,
    offerNeedsFirstInstalment: Number(row.offer_needs_first_instalment ?? 0) === 1,
    translations,
  };
}

/** What the audit log keeps of a course: its fields, images by their stored ids (never bytes). */
export const courseSnapshot = (course: Course) => ({
  title: course.title,
  description: course.description,
  eligibility: course.eligibility,
  fees: course.fees,
  images: course.images.map((image) => image.id),
  visible: course.visible,
  duration: course.duration,
  // Only when set: a course without an admission season, a reporting date or translations is logged as it always was.
  ...(course.admissionOpensOn !== null || course.admissionClosesOn !== null || course.seats !== null || course.requiresVerifiedDocuments
    ? {
        admissionOpensOn: course.admissionOpensOn,
        admissionClosesOn: course.admissionClosesOn,
        seats: course.seats,
        requiresVerifiedDocuments: course.requiresVerifiedDocuments,
      }
    : {}),
  ...(course.offerNeedsFirstInstalment ? { offerNeedsFirstInstalment: true } : {}),
  ...(course.reportingOn ? { reportingOn: course.reportingOn } : {}),
  ...(hasTranslations(course.translations) ? { translations: course.translations } : {}),
});
