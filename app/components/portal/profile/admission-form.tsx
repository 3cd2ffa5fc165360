import { useEffect, useEffectEvent, useState } from 'react';
import { useFetcher } from 'react-router';
import type { PrivacyNotice } from '~/modules/students/privacy-notice';
import { showToast } from '~/utils/toast';
import { AdmissionFields } from './admission-fields';
import { PrivacyNoticePanel } from './privacy-notice-panel';
import { Button } from '~/components/ui/button';
import { type AdmissionResult, profileInitials, type ProfileUser } from './profile-ui';

/** The form's fetcher, shared with the page (it shows 'Loading profile...' while this one reloads). */
export const ADMISSION_FETCHER = 'admission-form';

/**
 * The Student Admission Form (spec §2, §5). Posts to the /user-profile action through a fetcher
 * (the page stays, the typed values stay); without JavaScript it is a plain multipart post whose
 * answer comes back as `fallback`. After a success the fields are cleared (what was typed is now
 * on file and shows as "Current: …") and `onSubmitted` lets the page switch tabs.
 */
export function AdmissionForm({
  user,
  notice,
  fallback,
  onSubmitted,
}: {
  user: ProfileUser;
  notice: PrivacyNotice | null;
  fallback: AdmissionResult | undefined;
  onSubmitted: () => void;
}) {
  const fetcher = useFetcher<AdmissionResult>({ key: ADMISSION_FETCHER });
  const [generation, setGeneration] = useState(0);
  // Submitting, then reloading the profile it changed: both are part of the one long action.
  const busy = fetcher.state !== 'idle';
  const result = fetcher.data ?? fallback;
  const reloaded = !fetcher.data && !!fallback;
  const values = result && !result.ok && reloaded ? (result.values ?? {}) : {};

  // Once per answer; the callback is read at that moment only.
  const submitted = useEffectEvent(() => onSubmitted());
  useEffect(() => {
    if (!result) return;
    showToast(result.ok ? 'success' : 'error', result.message);
    if (!result.ok) return;
    setGeneration((n) => n + 1);
    submitted();
  }, [result]);

  return (
    <fetcher.Form method="post" encType="multipart/form-data" aria-busy={busy} aria-labelledby="admission-heading" className="flex flex-col gap-6">
      <div>
        <h2 id="admission-heading" className="text-2xl font-semibold text-slate-900">
          Student Admission Form
        </h2>
        {user.profile ? (
          <p className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
            Only changed fields need filling for updates. Empty fields keep what is on file, shown as “Current”.
          </p>
        ) : (
          <p className="mt-2 text-sm text-slate-700">Fill in what you can now; you can add the rest later.</p>
        )}
      </div>
      <AdmissionFields key={generation} profile={user.profile} values={values} initials={profileInitials(user)} />
      {notice ? <PrivacyNoticePanel notice={notice} /> : null}
      {/* Always in the page, so screen readers announce what is later written into it. */}
      <div role="status" aria-live="polite" className="min-h-6 text-sm">
        {result && !busy ? (
          result.ok ? (
            <p className="font-semibold text-green-800">{result.message}</p>
          ) : (
            <div className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-red-800">
              <p className="font-semibold">{result.message}</p>
              <p className="mt-1">
                {reloaded
                  ? 'What you typed is back in the form: correct it and submit again. Type a new Aadhaar ' +
                    'number again if you were changing it, and choose your files again.'
                  : 'Everything you entered is still in the form, files included: correct it and submit again.'}
              </p>
            </div>
          )
        ) : null}
      </div>
      <div>
        <Button type="submit" busy={busy}>
          {busy ? 'Submitting...' : 'Submit'}
        </Button>
      </div>
    </fetcher.Form>
  );
}
