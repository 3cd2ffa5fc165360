import { useEffect } from 'react';
import { useFetcher, useNavigate } from 'react-router';
import { APPLIED_INFO, COMPLETE_PROFILE_FIRST, LOGIN_TO_APPLY } from '~/modules/applications/application-texts';
import { openSiteDialog } from '~/utils/site-dialogs';
import { showToast } from '~/utils/toast';

export { LOGIN_TO_APPLY };
type Enrolment = { applied: boolean; profileComplete: boolean } | null;

// Enroll Now of spec §5: signed out → 'Login to apply for Courses' and the sign-in dialog; a
// profile without first, middle and last name → 'Complete your profile before applying' and
// /user-profile; otherwise apply ('Loading...'), then the spec §8 info toast and /applications.
// 'Already Enrolled' (disabled) once applied. The server checks all of it again.
export function EnrollButton({ enrolment, className = '' }: { enrolment: Enrolment; className?: string }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>();
  const navigate = useNavigate();
  const busy = fetcher.state !== 'idle';

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data) return;
    if (!fetcher.data.ok) {
      showToast('error', fetcher.data.message || 'Something went wrong. Please try again.');
      if (fetcher.data.message === COMPLETE_PROFILE_FIRST) void navigate('/user-profile');
      return;
    }
    // Spec §8's success and its info follow-up, said as one notice (one action, one notice).
    showToast('success', `${fetcher.data.message} ${APPLIED_INFO}`);
    void navigate('/applications');
  }, [fetcher.state, fetcher.data, navigate]);

  const onClick = () => {
    if (!enrolment) {
      showToast('error', LOGIN_TO_APPLY);
      return openSiteDialog('student-sign-in');
    }
    if (!enrolment.profileComplete) {
      showToast('warning', COMPLETE_PROFILE_FIRST);
      return void navigate('/user-profile');
    }
    void fetcher.submit({}, { method: 'post' });
  };

  const applied = enrolment?.applied ?? false;
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={applied || busy}
      aria-busy={busy}
      className={
        'rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
        `disabled:cursor-not-allowed disabled:bg-slate-500 ${className}`
      }
    >
      {busy ? 'Loading...' : applied ? 'Already Enrolled' : 'Enroll Now'}
    </button>
  );
}
