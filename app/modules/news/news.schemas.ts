import { z } from 'zod';
import { translationsInput } from '~/modules/content/content-languages';
import { RICH_TEXT_MAX, richText } from '~/modules/courses/courses.schemas';
import { imageFiles } from '~/modules/images/image-files';
import { recordId } from '~/utils/record-id';

// Browser-safe: Add News / Edit News of the dashboard (spec §2, §5: title and date required).
export const NEWS_TITLE_MAX = 200;
export const NEWS_IMAGES_MAX = 2;
// 1 Jan 2000 … 1 Jan 2100: a timestamp outside is a unit mistake (seconds, microseconds).
const DATE_MIN = Date.UTC(2000, 0, 1);
const DATE_MAX = Date.UTC(2100, 0, 1);
const DATE_MESSAGE = 'The date must be a timestamp in milliseconds.';

export const newsTitle = z
  .string({ error: 'News title is required.' })
  .trim()
  .min(1, 'News title is required.')
  .max(NEWS_TITLE_MAX, `News title is too long (${NEWS_TITLE_MAX} characters at most).`);

/** A millisecond timestamp, as a number or a numeric string (multipart sends text). */
export const newsDate = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number({ error: (issue) => (issue.input === undefined || issue.input === '' ? 'Choose a date for the news item.' : DATE_MESSAGE) })
    .int(DATE_MESSAGE)
    .min(DATE_MIN, DATE_MESSAGE)
    .max(DATE_MAX, DATE_MESSAGE),
);

export const EVENT_TITLE_MAX = 200;
export const eventTitle = z
  .string({ error: 'The event title must be text.' })
  .trim()
  .max(EVENT_TITLE_MAX, `Event title is too long (${EVENT_TITLE_MAX} characters at most).`);

// The commands' inputs, read by the dashboard actions and the /api/admin/* calls alike; `.meta()`
// documents them in the OpenAPI document (its `id` names the component).
const descriptionField = richText.optional().meta({ description: 'Rich text (HTML); sanitised with an allowlist' });
const dateField = newsDate.meta({ type: 'integer', description: 'Milliseconds since the epoch (a number, or digits in a form)' });
const newsImages = imageFiles(NEWS_IMAGES_MAX, 'Choose at most two images.');

/** POST /api/admin/post-news (spec §7). */
export const addNewsInput = z.object({ title: newsTitle, description: descriptionField, date: dateField, images: newsImages }).meta({ id: 'PostNewsForm' });
export type AddNewsInput = z.output<typeof addNewsInput>;
/** POST /api/admin/update-news as JSON: only the fields sent change. */
export const updateNewsInput = z
  .object({ id: recordId('News'), title: newsTitle.optional(), description: descriptionField, date: dateField.optional() })
  .meta({ id: 'UpdateNewsJson' });
/** …and as multipart: images, when sent, replace all of the item's images. */
export const updateNewsForm = updateNewsInput
  .extend({ images: newsImages.meta({ description: "Up to 2 images; when given they replace all of the item's images" }) })
  .meta({ id: 'UpdateNewsForm' });

/**
 * The dashboard's date input sends yyyy-mm-dd: it becomes that day's midnight UTC (05:30 in India,
 * the same calendar day there) in milliseconds, then meets the rule for news dates.
 */
const newsDay = z.preprocess((value) => {
  const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  return match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : value;
}, newsDate);
/** Add News of the dashboard: the API's command, dated by a day. */
export const addNewsForm = addNewsInput.extend({ date: newsDay });
/** Edit News of the dashboard posts every field (no images), dated by a day. */
export const editNewsForm = z.object({ id: recordId('News'), title: newsTitle, description: richText.default(''), date: newsDay });

/** POST /api/admin/post-event and the dashboard's Add Event. */
export const addEventInput = z
  .object({
    title: eventTitle.optional().meta({ description: 'Optional' }),
    image: imageFiles(1, 'Choose one image for the event.', 'Choose an image for the event.'),
  })
  .meta({ id: 'PostEventForm' });
export type AddEventInput = z.output<typeof addEventInput>;
/** POST /api/admin/update-event and the dashboard's rename: an empty or missing title leaves it untitled. */
export const updateEventInput = z.object({ id: recordId('Event'), title: eventTitle.optional() }).meta({ id: 'UpdateEventJson' });

/** The texts of news and events that staff may enter in Hindi and Marathi too (issue 22 point 4). */
export const NEWS_TRANSLATED_FIELDS = ['title', 'description'] as const;
export type NewsTranslatedField = (typeof NEWS_TRANSLATED_FIELDS)[number];
/** Add News and Edit News of the dashboard: the Hindi and Marathi versions, each optional. */
export const newsTranslationsForm = translationsInput<NewsTranslatedField>({
  title: { label: 'news title', max: NEWS_TITLE_MAX },
  description: { label: 'description', max: RICH_TEXT_MAX },
});
/** Add Event and an event's rename: its title in Hindi and Marathi, each optional. */
export const eventTranslationsForm = translationsInput<'title'>({ title: { label: 'event title', max: EVENT_TITLE_MAX } });
