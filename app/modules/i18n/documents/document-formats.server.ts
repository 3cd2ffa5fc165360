import { ToWords } from 'to-words';
import { formatPaise } from '~/modules/courses/course-format';
import { rupeesInWords } from '~/modules/receipts/amount-in-words';
import { formatCalendarDate, formatDateTime, formatMediumDate } from '~/utils/dates';
import { LANGUAGE_TAGS, type Locale } from '../locales';

// Money, dates and amounts in words as a student's money documents print them (issue 22 point 5).
// - Money is written the same way in every language: Latin digits in lakh grouping (₹1,25,000.00),
//   as on every Indian receipt. mr-IN's own currency format would drop the lakh grouping
//   (₹125,000.00), so there is one formatter, en-IN's, for all three.
// - Dates are India's (Asia/Kolkata), the month named in the document's language, digits Latin
//   (mr-IN writes Devanagari digits unless told otherwise: -u-nu-latn).
// - Amounts in words: English by our own Indian-cheque wording; Hindi and Marathi by to-words
//   (its hi-IN and mr-IN lakh/crore numerals) with the closing word receipts use, मात्र / फक्त.

const ZONE = 'Asia/Kolkata';
const CLOSING_WORD: Record<Exclude<Locale, 'en'>, string> = { hi: 'मात्र', mr: 'फक्त' };
const words = { hi: new ToWords({ localeCode: 'hi-IN' }), mr: new ToWords({ localeCode: 'mr-IN' }) };

export type DocumentFormats = {
  money: (paise: number) => string;
  /** An instant to the minute, India's time: '23 Nov 2026, 3:45 pm IST', '23 नवंबर 2026, 3:45 pm IST'. */
  dateTime: (when: number) => string;
  /** The day of an instant, for a statement's rows: '23 Nov 2026', '23 नवंबर 2026'. */
  day: (when: number) => string;
  /** A calendar date 'yyyy-mm-dd' (the day a cheque was paid), as the language writes it. */
  calendarDate: (value: string) => string;
  amountInWords: (paise: number) => string;
};

export function documentFormats(locale: Locale): DocumentFormats {
  if (locale === 'en') {
    return {
      money: formatPaise,
      dateTime: (when) => `${formatDateTime(when)} IST`,
      day: formatMediumDate,
      calendarDate: formatCalendarDate,
      amountInWords: rupeesInWords,
    };
  }
  const tag = `${LANGUAGE_TAGS[locale]}-u-nu-latn`;
  const time = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: ZONE });
  const calendar = new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    money: formatPaise,
    dateTime: (when) => `${formatMediumDate(when, locale)}, ${time.format(when)} IST`,
    day: (when) => formatMediumDate(when, locale),
    calendarDate: (value) => (/^\d{4}-\d{2}-\d{2}$/.test(value) ? calendar.format(new Date(`${value}T00:00:00Z`)) : value),
    amountInWords: (paise) => `${words[locale].convert(paise / 100, { currency: true })} ${CLOSING_WORD[locale]}`,
  };
}
