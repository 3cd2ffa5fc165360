import { admissionLetterUrl } from '~/modules/admission-letters/letter-code';
import type { ApplicationView } from '~/modules/applications/application-view.server';
import { fillText } from '~/modules/i18n/fill-text';
import type { ApplicationsTexts } from '~/modules/i18n/portal/applications-texts.server';

/** An Accepted application's admission letter, as a download (issued on the first one, the same ever after). Nothing otherwise. */
export function AdmissionLetterLink({ application, texts }: { application: ApplicationView; texts: ApplicationsTexts['admissionLetter'] }) {
  if (application.status !== 'Accepted') return null;
  return (
    <p className="mt-2 text-sm">
      <a
        href={admissionLetterUrl(application._id)}
        download
        className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
        aria-label={fillText(texts.label, { course: application.courseId.title })}
      >
        {texts.link}
      </a>
    </p>
  );
}
