import { fillNodes } from '~/modules/i18n/fill-nodes';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import { usePublicConfig } from '~/utils/use-public-config';

/**
 * Shown to a student whose Aadhaar number is also on another student's profile. The profile is
 * saved (aadhaar-hash.server.ts says why); the office settles it. Whose number it is, is never
 * said. The status region is always there, so the notice is announced when it appears after a
 * submission (a region added together with its text is often not).
 */
export function AadhaarRegisteredNotice({ shown, texts }: { shown: boolean; texts: ProfileTexts['aadhaarRegistered'] }) {
  const { institute } = usePublicConfig();
  const [phone] = institute.phones;
  return (
    <div role="status">
      {shown ? (
        <div className="mx-auto max-w-5xl px-4 pt-6 tab:px-6">
          <div className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">{texts.title}</p>
            <p className="mt-1 text-sm">
              {fillNodes(texts.text, {
                phone: (
                  <a href={`tel:${phone?.replace(/\s/g, '')}`} className="font-semibold underline underline-offset-2">
                    {phone}
                  </a>
                ),
                email: (
                  <a href={`mailto:${institute.email}`} className="font-semibold break-all underline underline-offset-2">
                    {institute.email}
                  </a>
                ),
              })}
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
