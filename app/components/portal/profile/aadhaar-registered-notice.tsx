import { usePublicConfig } from '~/utils/use-public-config';

export const AADHAAR_REGISTERED_TITLE = 'Your Aadhaar number is already registered';
const AADHAAR_REGISTERED_TEXT =
  "Another student's profile has the same Aadhaar number. Your details are saved, but please contact the office so that we can check it:";

/**
 * Shown to a student whose Aadhaar number is also on another student's profile. The profile is
 * saved (aadhaar-hash.server.ts says why); the office settles it. Whose number it is, is never
 * said. The status region is always there, so the notice is announced when it appears after a
 * submission (a region added together with its text is often not).
 */
export function AadhaarRegisteredNotice({ shown }: { shown: boolean }) {
  const { institute } = usePublicConfig();
  const [phone] = institute.phones;
  return (
    <div role="status">
      {shown ? (
        <div className="mx-auto max-w-5xl px-4 pt-6 tab:px-6">
          <div className="rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950">
            <p className="font-semibold">{AADHAAR_REGISTERED_TITLE}</p>
            <p className="mt-1 text-sm">
              {AADHAAR_REGISTERED_TEXT} call{' '}
              <a href={`tel:${phone?.replace(/\s/g, '')}`} className="font-semibold underline underline-offset-2">
                {phone}
              </a>{' '}
              or write to{' '}
              <a href={`mailto:${institute.email}`} className="font-semibold break-all underline underline-offset-2">
                {institute.email}
              </a>
              .
            </p>
          </div>
        </div>
      ) : null}
    </div>
  );
}
