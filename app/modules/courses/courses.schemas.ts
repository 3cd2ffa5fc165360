import { z } from 'zod';
import { ADMISSION_DAY_INVALID, isAdmissionDay, SEATS_INVALID, SEATS_MAX, windowProblem } from '~/modules/admissions/admission-season';
import { translationsInput } from '~/modules/content/content-languages';
import { imageFiles } from '~/modules/images/image-files';
import type { StoredImage } from '~/modules/images/images';
import { recordId } from '~/utils/record-id';
import { parseRupees } from '~/utils/rupees';
import { rupeesInputDoc } from '~/utils/rupees-schema';
import {
  dueDatesProblem,
  INSTALMENT_AMOUNT,
  INSTALMENT_DUE_DATE,
  INSTALMENTS_MAX,
  INSTALMENTS_TOO_MANY,
  isCalendarDay,
  planAgainstFeeProblem,
} from './instalment-plan';

// Browser-safe: the rules of the public course list (spec §5, §9).
export const COURSES_PAGE_SIZE = 9;
export const HOME_COURSE_COUNT = 4;
export const RELATED_COURSE_COUNT = 4;
export const EXCERPT_LENGTH = 150;
export const ELIGIBILITY_LABELS = ['HSC', 'Science Graduation', 'Dr.', 'Any Graduation', '12th', 'Graduation', '2 Years Any Graduation'] as const;
export const DEFAULT_ELIGIBILITY = 'HSC';

export const courseListQuery = z.object({
  q: z.string().max(200).catch(''),
  sort: z.enum(['az', 'za']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type CourseListQuery = z.infer<typeof courseListQuery>;

const compact = (value: string) => value.toLowerCase().replace(/\s+/g, '');

/**
 * The title search of spec §5: case and whitespace are ignored; a title matches when the query
 * is a substring of it, or a prefix of any of its word segments (split on non-alphanumerics).
 */
export function titleMatches(title: string, query: string): boolean {
  const needle = compact(query);
  if (!needle) return true;
  if (compact(title).includes(needle)) return true;
  return title
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .some((segment) => segment.startsWith(needle));
}

// Staff edits of a course (dashboard forms and /api/admin/*). Multipart forms send every value as
// text, so numbers are read from numeric strings as well.
export const COURSE_TITLE_MAX = 200;
export const RICH_TEXT_MAX = 100_000;
export const COURSE_FEES_MAX = 10_000_000; // ₹1 crore: anything larger is a typo
export const COURSE_IMAGES_MAX = 2;
export const COURSE_DURATION_MAX = 40;

const FEES_MESSAGE = 'Please enter a valid number.';
/** Rupees read by the one parser (text as people in India write it, numbers with at most 2 decimals); NaN when not an amount. */
const rupeeAmount = (value: unknown) => {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return value;
  const paise = parseRupees(value);
  return paise === null ? Number.NaN : paise / 100;
};
const blankToUndefined = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value);

export const courseTitle = z
  .string({ error: 'Course title is required.' })
  .trim()
  .min(1, 'Course title is required.')
  .max(COURSE_TITLE_MAX, `Course title is too long (${COURSE_TITLE_MAX} characters at most).`);
export const richText = z
  .string({ error: 'The description must be text.' })
  .max(RICH_TEXT_MAX, `The description is too long (${RICH_TEXT_MAX} characters at most).`);
export const eligibility = z.enum(ELIGIBILITY_LABELS, { error: `Eligibility must be one of: ${ELIGIBILITY_LABELS.join(', ')}.` });
/** How long the course runs, as people say it ('1 year', '6 months'); '' means not given. */
export const courseDuration = z
  .string({ error: 'The duration must be text.' })
  .trim()
  .max(COURSE_DURATION_MAX, `Keep the duration short (${COURSE_DURATION_MAX} characters at most), e.g. 1 year.`);
const DURATION_DOC = "How long the course runs, e.g. '1 year' or '6 months' (shown on the course card and page)";
/** The day admitted students report to the institute (issue 23 point 6): a calendar day in India's date. */
export const REPORTING_ON_MESSAGE = 'The reporting date must be a date, YYYY-MM-DD.';
export const reportingOn = z.string({ error: REPORTING_ON_MESSAGE }).trim().refine(isCalendarDay, REPORTING_ON_MESSAGE);
/** An edit's reporting date: '' removes it. */
const reportingOnOrBlank = z
  .string({ error: REPORTING_ON_MESSAGE })
  .trim()
  .refine((value) => value === '' || isCalendarDay(value), REPORTING_ON_MESSAGE);
const REPORTING_ON_DOC = 'The day admitted students report (YYYY-MM-DD, India); printed on the admission letter';
/** Total fee in rupees (paise allowed): 0 … ₹1 crore; as a number, or as text such as '₹1,25,000'. */
export const courseFees = z.preprocess(rupeeAmount, z.number({ error: FEES_MESSAGE }).min(0, FEES_MESSAGE).max(COURSE_FEES_MAX, 'Those fees are too large.'));
/** Optional fees of a new course: blank means "not set yet" (spec §2: can be added later). */
export const optionalCourseFees = z.preprocess(blankToUndefined, courseFees.optional());

/** An instalment's amount in rupees (a number, or text as written in India) → integer paise ≥ ₹1; NaN when not an amount. */
const instalmentPaise = (value: unknown) => parseRupees(value) ?? Number.NaN;
/** Forms send the plan as one JSON text field (multipart has no lists of objects); '' means no plan. */
const planFromText = (value: unknown) => {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return [];
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};
const instalmentRow = z
  .object(
    {
      amount: z.preprocess(
        instalmentPaise,
        z
          .number({ error: INSTALMENT_AMOUNT })
          .int(INSTALMENT_AMOUNT)
          .min(100, INSTALMENT_AMOUNT)
          .max(COURSE_FEES_MAX * 100, INSTALMENT_AMOUNT),
      ),
      dueDate: z.string({ error: INSTALMENT_DUE_DATE }).refine(isCalendarDay, INSTALMENT_DUE_DATE),
    },
    { error: 'Each instalment is {"amount": …, "dueDate": "YYYY-MM-DD"}.' },
  )
  .transform(({ amount, dueDate }) => ({ amountPaise: amount, dueDate }));
/**
 * A course's instalment plan (spec §9): up to 12 rows of rupees and a due date, dates in order. It
 * must add up to the course fee exactly; that is checked against the fee the course will have
 * (below for Add Course, instalment-plan.server.ts for an edit). An empty list: no plan.
 */
export const instalmentPlan = z
  .preprocess(
    planFromText,
    z.array(instalmentRow, { error: 'Send the instalments as a list of {"amount", "dueDate"}.' }).max(INSTALMENTS_MAX, INSTALMENTS_TOO_MANY),
  )
  .superRefine((plan, ctx) => {
    const problem = dueDatesProblem(plan);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .meta({
    type: 'array',
    maxItems: INSTALMENTS_MAX,
    items: {
      type: 'object',
      required: ['amount', 'dueDate'],
      properties: {
        amount: rupeesInputDoc({ description: 'The instalment, at least ₹1.', minPaise: 100, maxPaise: COURSE_FEES_MAX * 100 }),
        dueDate: { type: 'string', format: 'date', description: 'YYYY-MM-DD, after the previous instalment' },
      },
    },
    description:
      `Instalment plan: at most ${INSTALMENTS_MAX} rows that add up to the course fee exactly, due dates in order; [] removes the plan. ` +
      'In multipart/form-data: the same list as JSON text.',
  });
export type InstalmentPlanInput = z.output<typeof instalmentPlan>;

// The commands' inputs, read by the dashboard actions and the /api/admin/* calls alike; `.meta()`
// documents them in the OpenAPI document (its `id` names the component).
const RICH_TEXT_DOC = 'Rich text (HTML); sanitised with an allowlist';
const blankTextToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
/** The admission window's days (India, YYYY-MM-DD) and the seats (decision 045). */
const admissionDay = z.string({ error: ADMISSION_DAY_INVALID }).trim().refine(isAdmissionDay, ADMISSION_DAY_INVALID);
/** A whole number of seats, typed or sent as a number ('1,000' read too); NaN when not one. */
const seatsNumber = (value: unknown) => (typeof value === 'string' ? (/^\s*[\d,]+\s*$/.test(value) ? Number(value.replace(/[,\s]/g, '')) : Number.NaN) : value);
const seatCount = z.preprocess(seatsNumber, z.number({ error: SEATS_INVALID }).int(SEATS_INVALID).min(1, SEATS_INVALID).max(SEATS_MAX, SEATS_INVALID));
const blankToNull = (value: unknown) => (value === null || (typeof value === 'string' && value.trim() === '') ? null : value);
const OPENS_DOC = 'First day applications are taken (YYYY-MM-DD, India)';
const CLOSES_DOC = 'Last day applications are taken (YYYY-MM-DD, India), on or after the first';
const SEATS_DOC = `How many applications may be Accepted (1–${SEATS_MAX})`;
const VERIFIED_DOCUMENTS_DOC = 'Accept a student only once their photo and Aadhaar card are uploaded and every document they uploaded is verified';
const FIRST_INSTALMENT_DOC = 'A merit offer is accepted only once the first instalment (the whole fee, without an instalment plan) is paid';
/** A checkbox ('on'), or true/false as JSON or text; anything else is refused. */
const yesNo = z.preprocess(
  (value) => (value === 'on' || value === 'true' ? true : value === 'false' || value === '' ? false : value),
  z.boolean({ error: 'Send true or false.' }),
);
/** Add Course: blank or absent is no limit. */
const newSeason = {
  admissionOpensOn: z.preprocess(blankTextToUndefined, admissionDay.optional()).meta({ description: `${OPENS_DOC}; blank or absent: no limit` }),
  admissionClosesOn: z.preprocess(blankTextToUndefined, admissionDay.optional()).meta({ description: `${CLOSES_DOC}; blank or absent: no limit` }),
  seats: z.preprocess(blankTextToUndefined, seatCount.optional()).meta({ description: `${SEATS_DOC}; blank or absent: no limit` }),
  requiresVerifiedDocuments: yesNo.optional().meta({ description: `${VERIFIED_DOCUMENTS_DOC}; absent: false` }),
  offerNeedsFirstInstalment: yesNo.optional().meta({ description: `${FIRST_INSTALMENT_DOC}; absent: false` }),
};
/** An edit: absent leaves it as it is; null or blank removes the limit. */
const changedSeason = {
  admissionOpensOn: z
    .preprocess(blankToNull, admissionDay.nullable())
    .optional()
    .meta({ description: `${OPENS_DOC}; null or '' removes it` }),
  admissionClosesOn: z
    .preprocess(blankToNull, admissionDay.nullable())
    .optional()
    .meta({ description: `${CLOSES_DOC}; null or '' removes it` }),
  seats: z
    .preprocess(blankToNull, seatCount.nullable())
    .optional()
    .meta({ description: `${SEATS_DOC}; null or '' removes the limit` }),
  requiresVerifiedDocuments: yesNo.optional().meta({ description: `${VERIFIED_DOCUMENTS_DOC}; absent: unchanged` }),
  offerNeedsFirstInstalment: yesNo.optional().meta({ description: `${FIRST_INSTALMENT_DOC}; absent: unchanged` }),
};
const seasonInOrder = (input: { admissionOpensOn?: string | null; admissionClosesOn?: string | null }, ctx: z.RefinementCtx) => {
  const problem = windowProblem({ opensOn: input.admissionOpensOn ?? null, closesOn: input.admissionClosesOn ?? null });
  if (problem) ctx.addIssue({ code: 'custom', path: ['admissionClosesOn'], message: problem });
};

/** A blank eligibility means "not given": the default on creation, unchanged on an edit. */
const optionalEligibility = z.preprocess(blankTextToUndefined, eligibility.optional());
const courseImages = imageFiles(COURSE_IMAGES_MAX, 'Choose at most two images.');

/** Add Course (spec §2) and POST /api/admin/post-course (§7). */
export const addCourseInput = z
  .object({
    title: courseTitle,
    description: richText.optional().meta({ description: RICH_TEXT_DOC }),
    eligibility: optionalEligibility.meta({ description: `Default ${DEFAULT_ELIGIBILITY}` }),
    fees: optionalCourseFees.optional().meta(rupeesInputDoc({ description: 'Total fee; blank or absent: not set yet.', maxPaise: COURSE_FEES_MAX * 100 })),
    duration: z.preprocess(blankTextToUndefined, courseDuration.optional()).meta({ description: `${DURATION_DOC}; blank or absent: not given` }),
    instalments: instalmentPlan.optional(),
    ...newSeason,
    reportingOn: z.preprocess(blankTextToUndefined, reportingOn.optional()).meta({ description: `${REPORTING_ON_DOC}; blank or absent: not decided` }),
    images: courseImages,
  })
  .superRefine((input, ctx) => {
    seasonInOrder(input, ctx);
    const fee = input.fees === undefined ? null : Math.round(input.fees * 100);
    const problem = planAgainstFeeProblem(input.instalments ?? [], fee);
    if (problem) ctx.addIssue({ code: 'custom', path: ['instalments'], message: problem });
  })
  .meta({ id: 'PostCourseForm' });
export type AddCourseInput = z.output<typeof addCourseInput>;

/** POST /api/admin/update-course as JSON: only the fields sent change. */
export const updateCourseInput = z
  .object({
    id: recordId('Course'),
    title: courseTitle.optional(),
    description: richText.optional().meta({ description: RICH_TEXT_DOC }),
    eligibility: optionalEligibility,
    duration: courseDuration.optional().meta({ description: `${DURATION_DOC}; '' removes it` }),
    instalments: instalmentPlan.optional(),
    ...changedSeason,
    reportingOn: reportingOnOrBlank.optional().meta({ description: `${REPORTING_ON_DOC}; '' removes it` }),
  })
  .meta({ id: 'UpdateCourseJson' });
/** …and as multipart: images, when sent, replace all of the course's images. */
export const updateCourseForm = updateCourseInput
  .extend({ images: courseImages.meta({ description: "Up to 2 images; when given they replace all of the course's images" }) })
  .meta({ id: 'UpdateCourseForm' });
/** The Edit Course page posts every field, and each image slot on its own (a slot left empty keeps its picture). */
export const editCourseForm = z.object({
  title: courseTitle,
  description: richText.default(''),
  eligibility,
  duration: courseDuration.default(''),
  instalments: instalmentPlan.default([]),
  ...changedSeason,
  // Edit Course posts every field: a checkbox left unticked sends nothing, and means no.
  requiresVerifiedDocuments: yesNo.default(false),
  offerNeedsFirstInstalment: yesNo.default(false),
  reportingOn: reportingOnOrBlank.default(''),
  image1: imageFiles(1, 'Choose one image for Image 1.'),
  image2: imageFiles(1, 'Choose one image for Image 2.'),
});

/** The texts of a course that staff may enter in Hindi and Marathi too (issue 22 point 4). */
export const COURSE_TRANSLATED_FIELDS = ['title', 'description', 'eligibility'] as const;
export type CourseTranslatedField = (typeof COURSE_TRANSLATED_FIELDS)[number];
/** A translated eligibility is free text (the English one is a label from a list): room for the longest label said in words. */
export const TRANSLATED_ELIGIBILITY_MAX = 100;
/** Add Course and Edit Course of the dashboard: the Hindi and Marathi versions, each optional. */
export const courseTranslationsForm = translationsInput<CourseTranslatedField>({
  title: { label: 'course title', max: COURSE_TITLE_MAX },
  description: { label: 'description', max: RICH_TEXT_MAX },
  eligibility: { label: 'eligibility', max: TRANSLATED_ELIGIBILITY_MAX },
});

/** The row buttons of Manage Courses and their API calls: show/hide, delete, remove fees. */
export const courseIdInput = z.object({ id: recordId('Course') }, { error: 'Send {"id": "…"} as JSON.' });
/** Set or change a course's fees (Manage Courses, POST /api/admin/change-fees). */
export const changeCourseFeesInput = z.object({
  id: recordId('Course'),
  fees: courseFees.meta(rupeesInputDoc({ description: 'Total fee.', maxPaise: COURSE_FEES_MAX * 100 })),
});

/** What a course card needs; loaders send this, not whole courses (less HTML, less JSON). */
export type CourseCardData = { id: string; title: string; excerpt: string; image: StoredImage | null; duration: string | null };
