import { type FocusEvent, type FormEvent, useEffect, useEffectEvent, useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { Button } from '~/components/ui/button';
import { isDocumentKind } from '~/modules/documents/documents.schemas';
import { fillText } from '~/modules/i18n/fill-text';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { PrivacyNotice } from '~/modules/students/privacy-notice';
import { missingApplicationNames, PROFILE_FIELD_LABELS } from '~/modules/students/profile.schemas';
import { saidAsToast } from '~/components/ui/result-notice';
import { PROBLEM_ATTRIBUTE, useRevealProblem } from '~/components/ui/reveal-problem';
import { showToast } from '~/utils/toast';
import { checkAdmission } from './admission-check';
import { AdmissionFields, FIELD_ORDER, type StoredDocuments } from './admission-fields';
import { PrivacyNoticePanel } from './privacy-notice-panel';
import { type AdmissionResult, profileInitials, type ProfileUser } from './profile-ui';

/** The form's fetcher, shared with the page (it shows 'Loading profile...' while this one reloads). */
export const ADMISSION_FETCHER = 'admission-form';

/** The course a student was applying for when Enroll Now sent them here (spec §5). */
export type Applying = { courseId: string; title: string; path: string };

const fieldName = (name: string, texts: ProfileTexts) =>
  name === 'consent'
    ? texts.form.privacyNotice
    : name in PROFILE_FIELD_LABELS
      ? texts.fields.labels[name as keyof typeof PROFILE_FIELD_LABELS]
      : isDocumentKind(name)
        ? texts.fields.documents[name]
        : name;

/** The shared code's English sentence in the page's language (as it is on English pages). */
export const sayIn = (messages: Record<string, string>) => (english: string) => messages[english] ?? english;

/** A control the student fills in by typing or choosing, checked as they leave it (not boxes or files). */
function leftControl(target: EventTarget): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null {
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return target;
  if (target instanceof HTMLInputElement && !['checkbox', 'radio', 'file', 'hidden'].includes(target.type)) return target;
  return null;
}

/**
 * The Student Admission Form (spec §2, §5), filled with what is on file. Posts to the /user-profile
 * action through a fetcher (the page stays, the typed values stay), sending only what changed,
 * once the browser's check passes; every message stands at its field and the first field to
 * correct takes the focus. A field shows a message only once the student has left it or tried to
 * submit (issue 21): arriving from Enroll Now, the first missing name takes the focus, unmarked.
 * Without JavaScript it is a plain multipart post whose answer comes back as `fallback`. After a
 * success the fields refill from the saved profile and `onSubmitted` lets the page switch tabs (or
 * return to the course being applied for).
 */
export function AdmissionForm({
  user,
  documents,
  notice,
  fallback,
  applying,
  onSubmitted,
  locale,
  texts,
  messages,
}: {
  user: ProfileUser;
  documents: StoredDocuments;
  notice: PrivacyNotice | null;
  fallback: AdmissionResult | undefined;
  applying: Applying | null;
  onSubmitted: () => void;
  locale: Locale;
  texts: ProfileTexts;
  messages: Record<string, string>;
}) {
  const say = sayIn(messages);
  const fetcher = useFetcher<AdmissionResult>({ key: ADMISSION_FETCHER });
  // Submitting, then reloading the profile it changed: both are part of the one long action.
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? fallback;
  const reloaded = !fetcher.data && !!fallback;
  const values = result && !result.ok && reloaded ? (result.values ?? {}) : {};

  const [errors, setErrors] = useState<Record<string, string>>(() => (fallback && !fallback.ok ? (fallback.fieldErrors ?? {}) : {}));
  // Each refusal moves the focus to the first field marked invalid (in the order of the page).
  const { container: form, reveal } = useRevealProblem<HTMLFormElement>();
  const arrive = useEffectEvent(() => {
    if (Object.keys(errors).length > 0) return reveal(); // the answer to a post sent without JavaScript
    const missing = applying ? missingApplicationNames(user.profile)[0] : undefined;
    const field = missing ? form.current?.elements.namedItem(missing) : null;
    if (!(field instanceof HTMLElement)) return;
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  });
  useEffect(() => arrive(), []);

  // The browser's bubbles stay away once the page can check the form itself and say it at each field.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Once per answer; the callback is read at that moment only.
  const submitted = useEffectEvent(() => onSubmitted());
  useEffect(() => {
    if (!result) return;
    // One action, one notice: a refusal is said at its fields and in the summary beside Submit, a success by its toast.
    if (saidAsToast(result, 'inline')) showToast('success', result.message);
    if (!result.ok) {
      setErrors(result.fieldErrors ?? {});
      reveal();
      return;
    }
    setErrors({});
    submitted();
  }, [result, reveal]);

  const [tried, setTried] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(true);
    const element = event.currentTarget;
    const inputs = [...element.querySelectorAll('input')];
    const unreadable = inputs.filter((input) => input.validity.badInput).map((input) => input.name);
    const checked = checkAdmission({ form: new FormData(element), profile: user.profile, needsConsent: !!notice, applying: !!applying, unreadable });
    // A chosen file the browser already refused (its type or size) says so at its own field.
    for (const input of inputs) if (input.type === 'file' && input.validity.customError) checked.errors[input.name] = input.validationMessage;
    setErrors(Object.fromEntries(Object.entries(checked.errors).map(([name, message]) => [name, say(message)])));
    if (Object.keys(checked.errors).length > 0) {
      reveal();
      return;
    }
    void fetcher.submit(checked.send, { method: 'post', encType: 'multipart/form-data' });
  };

  // Editing a field takes its message away; leaving it, or the next Submit, checks it again.
  const onEdit = (name: string) => {
    if (errors[name]) setErrors(({ [name]: _edited, ...rest }) => rest);
  };
  // Leaving a field runs Submit's check on it alone and says only what is wrong there. Not when the
  // whole page loses the focus (another app on a phone): the student has not left the field.
  const onLeave = (event: FocusEvent<HTMLFormElement>) => {
    const field = leftControl(event.target);
    if (!field?.name || !document.hasFocus()) return;
    const unreadable = field instanceof HTMLInputElement && field.validity.badInput ? [field.name] : [];
    const check = checkAdmission({ form: new FormData(event.currentTarget), profile: user.profile, needsConsent: false, applying: !!applying, unreadable });
    const message = check.errors[field.name];
    if (message) setErrors((shown) => ({ ...shown, [field.name]: say(message) }));
  };

  // The summary beside Submit speaks of a refused Submit, not of a field left wrong on the way.
  const invalid = tried || (result && !result.ok) ? FIELD_ORDER.filter((name) => errors[name]) : [];
  // The summary says a refusal: where a refusal without a field takes the student.
  const refused = !busy && (invalid.length > 0 || result?.ok === false);
  // The fields refill from the profile each time a save changes it (and keep what is typed otherwise).
  const saved = JSON.stringify([user.profile, documents]);
  return (
    <fetcher.Form
      ref={form}
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={onSubmit}
      onChange={(event) => onEdit((event.nativeEvent.target as HTMLInputElement).name)}
      onBlur={onLeave}
      aria-busy={busy}
      aria-labelledby="admission-heading"
      className="flex flex-col gap-6"
    >
      <div>
        <h2 id="admission-heading" className="text-2xl font-semibold text-slate-900">
          {texts.tabs.admission}
        </h2>
        {applying ? (
          <div className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {/* The link also makes the course's route known to the router before the way back
                after a save (a navigate() to a route not yet discovered did not render, seen here). */}
            <p className="font-semibold">
              {texts.form.applyingFor}{' '}
              <Link to={applying.path} className="underline">
                {applying.title}
              </Link>
            </p>
            <p className="mt-1">{texts.form.applyingHint}</p>
          </div>
        ) : null}
        {user.profile ? (
          <p className="mt-2 text-sm text-slate-700">{texts.form.updateHint}</p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">{texts.form.firstHint}</p>
        )}
      </div>
      <AdmissionFields
        key={saved}
        profile={user.profile}
        documents={documents}
        values={values}
        errors={errors}
        initials={profileInitials(user)}
        locale={locale}
        texts={texts.fields}
        say={say}
      />
      {notice ? <PrivacyNoticePanel notice={notice} error={errors.consent} texts={texts.notice} /> : null}
      {/* Always in the page, so screen readers announce what is later written into it. */}
      <div role="status" aria-live="polite" {...(refused ? { [PROBLEM_ATTRIBUTE]: '' } : {})} className="min-h-6 text-sm">
        {busy ? null : invalid.length > 0 ? (
          <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            <p className="font-semibold">
              {fillText(invalid.length === 1 ? texts.form.correctOne : texts.form.correctMany, {
                count: invalid.length,
                fields: invalid.map((name) => fieldName(name, texts)).join(', '),
              })}
            </p>
            {reloaded ? <p className="mt-1">{texts.form.typedBack}</p> : null}
          </div>
        ) : result && !result.ok ? (
          <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
            <p className="font-semibold">{say(result.message)}</p>
            <p className="mt-1">{reloaded ? texts.form.typedBackCorrect : texts.form.keptAll}</p>
          </div>
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {busy ? texts.form.submitting : texts.form.submit}
        </Button>
      </div>
    </fetcher.Form>
  );
}
