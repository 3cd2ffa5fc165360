import { openSiteDialog } from '~/utils/site-dialogs';
import { showToast } from '~/utils/toast';

export const LOGIN_TO_APPLY = 'Login to apply for Courses';

// Spec §5: applying needs a signed-in student. Signed out: say so (spec §8) and open sign-in.
export function EnrollButton({ className = '' }: { className?: string }) {
  return (
    <button
      type="button"
      onClick={() => {
        showToast('error', LOGIN_TO_APPLY);
        openSiteDialog('student-sign-in');
      }}
      className={`rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${className}`}
    >
      Enroll Now
    </button>
  );
}
