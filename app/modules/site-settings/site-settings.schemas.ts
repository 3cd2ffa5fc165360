import { z } from 'zod';
import { type Translations, translationsInput } from '~/modules/content/content-languages';
import { imageFiles } from '~/modules/images/image-files';
import type { StoredImage } from '~/modules/images/images';

// Browser-safe: the institute's own face, edited by staff on Site Settings (issue 9, point 15):
// the three hero slides, the About banner and the contact details every page shows.

export const HERO_SLIDE_COUNT = 3;
export const ADDRESS_MAX = 300;
export const PHONE_MAX = 30;
export const SLIDE_TITLE_MAX = 80;
export const SLIDE_TEXT_MAX = 300;
export const BANNER_ALT_MAX = 200;
export const SITE_SETTINGS_SAVED = 'Site settings saved.';

export type HeroSlideSettings = { title: string; text: string; /** null: the drawn picture of public/hero/ */ image: StoredImage | null };

/** What is stored (one JSON document) and what every reader gets, saved or not. */
export type SiteSettings = {
  address: string;
  phones: [string, string];
  email: string;
  /** Digits only, with the country code: https://wa.me/{number} */
  whatsappNumber: string;
  /** An empty address hides that network's link. */
  social: { facebook: string; instagram: string; youtube: string };
  heroSlides: HeroSlideSettings[];
  /** image null: the About page borrows the first course's picture, as it did before settings existed. */
  aboutBanner: { image: StoredImage | null; alt: string };
  /** The slides' and the banner's texts in Hindi and Marathi (issue 22 point 4); absent until staff enter some. */
  translations?: SiteTextTranslations;
};

/** The texts of Site Settings that staff may enter in Hindi and Marathi too, by their form field. */
export const SITE_TRANSLATED_FIELDS = ['slide1Title', 'slide1Text', 'slide2Title', 'slide2Text', 'slide3Title', 'slide3Text', 'aboutBannerAlt'] as const;
export type SiteTranslatedField = (typeof SITE_TRANSLATED_FIELDS)[number];
export type SiteTextTranslations = Translations<SiteTranslatedField>;

/** The slides' words until staff change them (spec §2 Home: titles and what each one is about). */
export const DEFAULT_HERO_SLIDES = [
  {
    title: 'Welcome to the institute',
    text: 'Explore our healthcare and hospital-management courses and apply for programs that lead straight to hospital careers.',
  },
  {
    title: 'Top Instructors',
    text: 'Learn from experienced doctors, technicians and hospital administrators who teach what hospitals need every day.',
  },
  {
    title: 'Diverse Courses',
    text: 'From Patient Care Assistant to Dialysis, Imaging and Hospital Management: one- and two-year programmes with placement support.',
  },
] as const;
export const DEFAULT_BANNER_ALT = 'Students training in a hospital skills lab';

// Each rule names its field, so a message read alone (a toast, an API answer) says what to fix.
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.`, abort: true })
    .max(max, { message: `${label} is too long (${max} characters at most).`, abort: true });

const digitsOf = (value: string) => value.replace(/\D/g, '');
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/** A phone number as people write it ('+91 98765 43210', '0712-2654321'): 10 to 15 digits. */
const phone = (label: string) =>
  text(label, PHONE_MAX).refine(
    (value) => PHONE_CHARACTERS.test(value) && digitsOf(value).length >= 10 && digitsOf(value).length <= 15,
    `${label}: enter 10 to 15 digits, for example +91 98765 43210.`,
  );

const WHATSAPP_MESSAGE = 'WhatsApp number: enter it with the country code, for example 91 98765 43210.';
/** Typed with spaces or a '+', stored as digits only (the wa.me link takes nothing else). */
const whatsappNumber = text('WhatsApp number', PHONE_MAX)
  .refine((value) => PHONE_CHARACTERS.test(value), WHATSAPP_MESSAGE)
  .transform(digitsOf)
  .pipe(z.string().regex(/^\d{10,15}$/, WHATSAPP_MESSAGE));

/** A web address of the institute's page on a network; blank hides the link. */
const socialUrl = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(500, `${label} is too long (500 characters at most).`)
    .refine((value) => value === '' || z.url({ protocol: /^https?$/, hostname: z.regexes.domain }).safeParse(value).success, {
      message: `${label}: enter a full web address starting with https://, or leave it blank.`,
    })
    .default('');

const email = z
  .string({ error: 'E-mail is required.' })
  .trim()
  .min(1, 'E-mail is required.')
  .max(254, 'E-mail is too long.')
  .pipe(z.email('Enter a valid e-mail address.'));

const picture = (what: string) =>
  imageFiles(1, `Choose one picture for ${what}.`).meta({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    maxItems: 1,
    description: `A new picture for ${what} (JPEG, PNG, WebP or GIF, 5 MB at most); left out, the current one stays`,
  });

const slideTitle = (n: number) => text(`Slide ${n} title`, SLIDE_TITLE_MAX);
const slideText = (n: number) => text(`Slide ${n} text`, SLIDE_TEXT_MAX);

/**
 * Every text of Site Settings, as the dashboard form and PUT /api/admin/site-settings (JSON) send
 * them: the whole set each time, so a save is the page as staff see it.
 */
export const siteSettingsText = z
  .object({
    address: text('Address', ADDRESS_MAX),
    phone1: phone('Phone 1'),
    phone2: phone('Phone 2'),
    email,
    whatsappNumber: whatsappNumber.meta({ description: 'With the country code; spaces and + are allowed and dropped' }),
    facebookUrl: socialUrl('Facebook page'),
    instagramUrl: socialUrl('Instagram page'),
    youtubeUrl: socialUrl('YouTube channel'),
    slide1Title: slideTitle(1),
    slide1Text: slideText(1),
    slide2Title: slideTitle(2),
    slide2Text: slideText(2),
    slide3Title: slideTitle(3),
    slide3Text: slideText(3),
    aboutBannerAlt: text('Banner description', BANNER_ALT_MAX).meta({ description: 'What the About banner shows, read by screen readers' }),
  })
  .meta({ id: 'SiteSettingsJson' });

/** …and as a multipart form, with new pictures (each slot left out keeps its picture). */
export const siteSettingsForm = siteSettingsText
  .extend({
    slide1Image: picture('slide 1'),
    slide2Image: picture('slide 2'),
    slide3Image: picture('slide 3'),
    aboutBannerImage: picture('the About banner'),
  })
  .meta({ id: 'SiteSettingsForm' });
export type SiteSettingsTextInput = z.output<typeof siteSettingsText>;
/** The dashboard's Hindi and Marathi versions of the slides and the banner, each optional, English's limits. */
export const siteTranslationsForm = translationsInput<SiteTranslatedField>({
  slide1Title: { label: 'slide 1 title', max: SLIDE_TITLE_MAX },
  slide1Text: { label: 'slide 1 text', max: SLIDE_TEXT_MAX },
  slide2Title: { label: 'slide 2 title', max: SLIDE_TITLE_MAX },
  slide2Text: { label: 'slide 2 text', max: SLIDE_TEXT_MAX },
  slide3Title: { label: 'slide 3 title', max: SLIDE_TITLE_MAX },
  slide3Text: { label: 'slide 3 text', max: SLIDE_TEXT_MAX },
  aboutBannerAlt: { label: 'banner description', max: BANNER_ALT_MAX },
});
/** A save: every text, and the pictures that change (JSON sends none). */
export type SiteSettingsInput = SiteSettingsTextInput & Partial<Omit<z.output<typeof siteSettingsForm>, keyof SiteSettingsTextInput>>;

/** The form's fields, filled with the settings in force (saved or from the environment). */
export function siteSettingsFields(settings: SiteSettings): SiteSettingsTextInput {
  const [slide1, slide2, slide3] = settings.heroSlides;
  return {
    address: settings.address,
    phone1: settings.phones[0],
    phone2: settings.phones[1],
    email: settings.email,
    whatsappNumber: settings.whatsappNumber,
    facebookUrl: settings.social.facebook,
    instagramUrl: settings.social.instagram,
    youtubeUrl: settings.social.youtube,
    slide1Title: slide1!.title,
    slide1Text: slide1!.text,
    slide2Title: slide2!.title,
    slide2Text: slide2!.text,
    slide3Title: slide3!.title,
    slide3Text: slide3!.text,
    aboutBannerAlt: settings.aboutBanner.alt,
  };
}
