import { z } from 'zod';
import { isAdmissionDay } from './admission-season';
import { MERIT_CRITERIA } from './merit-list';

// Generating a merit round, as the dashboard's form and POST /api/admin/merit-rounds send it.
export const OFFER_DAYS_MAX = 60;
const DAY_MESSAGE = 'deadlineOn must be a day (YYYY-MM-DD).';
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

export const generateRoundInput = z.object({
  courseId: z.string({ error: 'courseId is required.' }).trim().min(1, 'courseId is required.'),
  deadlineOn: z
    .preprocess(blankAsUnset, z.string({ error: DAY_MESSAGE }).trim().refine(isAdmissionDay, DAY_MESSAGE).optional())
    .meta({ description: `The last India day to accept (today to ${OFFER_DAYS_MAX} days ahead); default: 3 days from today` }),
  criterion: z
    .preprocess(blankAsUnset, z.enum(MERIT_CRITERIA, { error: `criterion must be one of ${MERIT_CRITERIA.join(', ')}.` }).optional())
    .meta({ description: 'The marks ranked by; default hscPercentage' }),
});
