import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { ActionResult } from '~/utils/action-result';
import { ResultStatus, saidInline, useResultToast } from '~/components/ui/result-notice';
import { ImagePicker } from '~/components/dashboard/courses/image-picker';
import { Button } from '~/components/ui/button';
import { Field, FieldError } from '~/components/ui/field';
import { TranslationsSection, type TranslatedFieldSpec } from '~/components/dashboard/content/translations-section';
import type { StoredImage } from '~/modules/images/images';
import {
  ADDRESS_MAX,
  BANNER_ALT_MAX,
  PHONE_MAX,
  SLIDE_TEXT_MAX,
  SLIDE_TITLE_MAX,
  type SiteSettingsTextInput,
} from '~/modules/site-settings/site-settings.schemas';

export type SiteSettingsFormData = {
  fields: SiteSettingsTextInput;
  slidePictures: (StoredImage | null)[];
  /** The drawn pictures the slides show until staff choose their own. */
  standardSlidePictures: string[];
  bannerPicture: StoredImage | null;
  /** The slides' and the banner's texts in Hindi and Marathi (slide1Title_hi …). */
  translations: Partial<Record<string, string | null>>;
};

const TRANSLATED: TranslatedFieldSpec[] = [
  ...([1, 2, 3] as const).flatMap((n): TranslatedFieldSpec[] => [
    { field: `slide${n}Title`, label: `Slide ${n} title`, max: SLIDE_TITLE_MAX },
    { field: `slide${n}Text`, label: `Slide ${n} text`, max: SLIDE_TEXT_MAX, kind: 'textarea' },
  ]),
  { field: 'aboutBannerAlt', label: 'Banner description', max: BANNER_ALT_MAX },
];

const PICTURE_HINT = 'Left empty, the current picture stays.';

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-5 tab:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 mb-5 text-sm text-slate-600">{intro}</p>
      {children}
    </section>
  );
}

/**
 * Site Settings: the contact details every page shows, the Home hero's three slides and the About
 * banner, saved together. Text fields start with the values in force; picture slots start empty and
 * keep the current picture unless one is chosen (they are cleared after a save).
 */
export function SiteSettingsForm({ settings }: { settings: SiteSettingsFormData }) {
  const fetcher = useFetcher<ActionResult>();
  const [savedCount, setSavedCount] = useState(0);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data;
  const errors = result && !result.ok ? result.fieldErrors : {};
  // A save is said by its toast; a refusal at its fields and beside Save Settings.
  useResultToast(result, { onSuccess: () => setSavedCount((n) => n + 1), refusals: 'inline' });
  const { fields } = settings;
  const text = (name: keyof SiteSettingsTextInput, label: string, options: { max: number; hint?: string; type?: string; autoComplete?: string }) => (
    <Field id={`settings-${name}`} label={label} required={!name.endsWith('Url')} hint={options.hint} error={errors[name]}>
      {(control) => (
        <input
          {...control}
          name={name}
          type={options.type ?? 'text'}
          required={!name.endsWith('Url')}
          maxLength={options.max}
          autoComplete={options.autoComplete ?? 'off'}
          defaultValue={fields[name]}
        />
      )}
    </Field>
  );

  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="flex max-w-5xl flex-col gap-6" aria-busy={busy}>
      <Section id="contact-settings" title="Contact details" intro="Shown on Home, Contact Us, the footer of every page and the WhatsApp button.">
        <div className="grid gap-5 desk:grid-cols-2">
          <Field id="settings-address" label="Address" required error={errors.address} className="desk:col-span-2">
            {(control) => <textarea {...control} name="address" required rows={2} maxLength={ADDRESS_MAX} defaultValue={fields.address} />}
          </Field>
          {text('phone1', 'Phone 1', { max: PHONE_MAX, type: 'tel' })}
          {text('phone2', 'Phone 2', { max: PHONE_MAX, type: 'tel' })}
          {text('email', 'E-mail', { max: 254, type: 'email' })}
          {text('whatsappNumber', 'WhatsApp number', { max: PHONE_MAX, type: 'tel', hint: 'With the country code, for example 91 98765 43210.' })}
          {text('facebookUrl', 'Facebook page', { max: 500, type: 'url', hint: 'Leave blank to hide the link.' })}
          {text('instagramUrl', 'Instagram page', { max: 500, type: 'url', hint: 'Leave blank to hide the link.' })}
          {text('youtubeUrl', 'YouTube channel', { max: 500, type: 'url', hint: 'Leave blank to hide the link.' })}
        </div>
      </Section>

      <Section
        id="hero-settings"
        title="Home page slides"
        intro="The three slides at the top of Home. Wide pictures work best: 16:9, at least 1600 pixels wide."
      >
        <div className="grid gap-6 desk:grid-cols-3">
          {([1, 2, 3] as const).map((n) => (
            <fieldset key={n} className="flex flex-col gap-4">
              <legend className="mb-3 font-semibold text-slate-900">{`Slide ${n}`}</legend>
              <Field id={`settings-slide${n}Title`} label="Title" required error={errors[`slide${n}Title`]}>
                {(control) => <input {...control} name={`slide${n}Title`} required maxLength={SLIDE_TITLE_MAX} defaultValue={fields[`slide${n}Title`]} />}
              </Field>
              <Field id={`settings-slide${n}Text`} label="Text" required error={errors[`slide${n}Text`]}>
                {(control) => (
                  <textarea {...control} name={`slide${n}Text`} required rows={5} maxLength={SLIDE_TEXT_MAX} defaultValue={fields[`slide${n}Text`]} />
                )}
              </Field>
              <div>
                <ImagePicker
                  key={savedCount}
                  name={`slide${n}Image`}
                  label={`Slide ${n} picture`}
                  current={settings.slidePictures[n - 1] ?? undefined}
                  currentSrc={settings.standardSlidePictures[n - 1]}
                  hint={settings.slidePictures[n - 1] ? PICTURE_HINT : 'Now the standard drawn picture. Choose a photo to replace it.'}
                />
                <FieldError id={`settings-slide${n}Image`} message={errors[`slide${n}Image`]} />
              </div>
            </fieldset>
          ))}
        </div>
      </Section>

      <Section id="about-settings" title="About banner" intro="The picture beside the introduction of About Us.">
        <div className="grid gap-5 desk:grid-cols-2">
          <div>
            <ImagePicker
              key={savedCount}
              name="aboutBannerImage"
              label="Banner picture"
              current={settings.bannerPicture ?? undefined}
              hint={settings.bannerPicture ? PICTURE_HINT : "Now the first course's picture. Choose a photo to replace it."}
            />
            <FieldError id="settings-aboutBannerImage" message={errors.aboutBannerImage} />
          </div>
          {text('aboutBannerAlt', 'Banner description', { max: BANNER_ALT_MAX, hint: 'What the picture shows, for visitors who cannot see it.' })}
        </div>
      </Section>

      <Section id="language-settings" title="Hindi and Marathi" intro="The slides' and the banner's texts on the Hindi and Marathi pages.">
        <TranslationsSection idPrefix="settings" fields={TRANSLATED} values={settings.translations} errors={errors} />
      </Section>

      <ResultStatus result={busy ? null : saidInline(result)} />
      <div>
        <Button type="submit" busy={busy}>
          Save Settings
        </Button>
      </div>
    </fetcher.Form>
  );
}
