import { z } from 'zod';
import { nameSearchQuery } from '~/modules/students/student-search.schemas';

// Browser-safe: the Dues page's list (filters, sorting, paging in the URL and in GET /api/admin/dues)
// and the pause switch of fee reminders (POST /api/admin/pause-reminders). Decision 034.

export const DUES_SORTS = ['overdue', 'balance', 'name', 'due'] as const;
export type DuesSort = (typeof DUES_SORTS)[number];
export const DUES_SORT_LABELS: Record<DuesSort, string> = {
  overdue: 'Days overdue',
  balance: 'Balance',
  name: 'Student name',
  due: 'Due date',
};
export const DUES_ORDERS = ['asc', 'desc'] as const;
export type DuesOrder = (typeof DUES_ORDERS)[number];
/** The natural direction of each sort: most overdue, largest balance, A to Z, soonest due. */
export const DUES_DEFAULT_ORDER: Record<DuesSort, DuesOrder> = { overdue: 'desc', balance: 'desc', name: 'asc', due: 'asc' };
export const DUES_PAGE_SIZE_MAX = 100;
export const DUES_PAGE_SIZE = 20;

const wholeNumber = (label: string, min: number, max?: number) => {
  const message = max ? `${label} must be a whole number from ${min} to ${max}.` : `${label} must be a whole number of at least ${min}.`;
  const base = z.coerce.number({ error: message }).int(message).min(min, message);
  return max ? base.max(max, message) : base;
};

/** GET /api/admin/dues: every filter optional; bad values are refused with a sentence (400). */
export const duesQuery = z.object({
  course: z.string().trim().max(100, 'course must be a course id.').optional().meta({ description: 'Only applications to this course (its id)' }),
  name: nameSearchQuery,
  overdue: z
    .enum(['true', 'false'], { error: 'overdue must be true or false.' })
    .optional()
    .transform((value) => value === 'true')
    .meta({ description: 'true: only applications whose next instalment is past its due date' }),
  sort: z.enum(DUES_SORTS, { error: `sort must be one of ${DUES_SORTS.join(', ')}.` }).default('overdue'),
  order: z.enum(DUES_ORDERS, { error: 'order must be asc or desc.' }).optional(),
  page: wholeNumber('page', 1).default(1),
  perPage: wholeNumber('perPage', 1, DUES_PAGE_SIZE_MAX).default(DUES_PAGE_SIZE),
});
export type DuesQuery = z.output<typeof duesQuery>;

const flag = z.preprocess(
  (value) => (value === 'true' || value === '1' ? true : value === 'false' || value === '0' ? false : value),
  z.boolean({ error: 'paused must be true or false.' }),
);

/** Accounts pause (or resume) the fee reminders of one application. */
export const pauseRemindersInput = z.object({
  applicationId: z.string({ error: 'applicationId is required.' }).trim().min(1, 'applicationId is required.').max(100, 'applicationId is not valid.'),
  paused: flag,
});
export type PauseRemindersInput = z.output<typeof pauseRemindersInput>;

export const remindersPausedMessage = (paused: boolean) => (paused ? 'Fee reminders paused' : 'Fee reminders resumed');
