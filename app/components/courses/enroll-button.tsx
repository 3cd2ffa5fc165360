import { useEffect, useEffectEvent, useRef } from 'react';
import { useFetcher, useLocation, useNavigate } from 'react-router';
import type { EnrollTexts } from '~/modules/i18n/site/course-detail-texts.server';
import { openSiteDialog } from '~/utils/site-dialogs';
import { showToast } from '~/utils/toast';
import { useEachNew } from '~/components/ui/use-each-new';

const ENROLL_NOW_ID = 'enroll-now';
type Enrolment = { applied: boolean; profileComplete: boolean } | null;

// Enroll Now of spec §5: signed out → 'Login to apply for Courses' and the sign-in dialog; a
// profile without first, middle and last name → 'Complete your profile before applying' and
// /user-profile, which focuses the first missing name and, once saved, comes back here with the
// history state { enrollNow } to finish the application; otherwise apply ('Loading...'), then the
// spec §8 info toast and /applications. 'Already Enrolled' (disabled) once applied. The server checks all
// of it again. Signed in from here, the student is back at this button (#enroll-now), in view: one
// more tap applies. It is not tapped for them: the dialog said 'Login', not 'apply', and a student
// who signed in may first want to read the course again or see the fees.
// Its words come in the page's language (texts); the action answers in it too.
export function EnrollButton({
  courseId,
  enrolment,
  texts,
  className = '',
}: {
  courseId: string;
  enrolment: Enrolment;
  texts: EnrollTexts;
  className?: string;
}) {
  const fetcher = useFetcher<{ ok: boolean; message: string; completeProfile?: boolean }>();
  const navigate = useNavigate();
  const location = useLocation();
  const busy = fetcher.state !== 'idle';
  const profileForm = `/user-profile?apply=${encodeURIComponent(courseId)}`;

  useEachNew(fetcher.state === 'idle' ? fetcher.data : undefined, (answer) => {
    if (!answer.ok) {
      showToast('error', answer.message || texts.failed);
      if (answer.completeProfile) void navigate(profileForm);
      return;
    }
    // Spec §8's success and its info follow-up, said as one notice (one action, one notice).
    showToast('success', `${answer.message} ${texts.appliedInfo}`);
    void navigate('/applications');
  });

  const onClick = () => {
    if (!enrolment) {
      showToast('error', texts.loginToApply);
      // The address points at this button, so signing in comes back to it (student-sign-in-dialog.tsx),
      // through a provider's pages too. Not a navigation: nothing reloads or scrolls.
      history.replaceState(history.state, '', `#${ENROLL_NOW_ID}`);
      return openSiteDialog('student-sign-in');
    }
    if (!enrolment.profileComplete) {
      showToast('warning', texts.completeProfileFirst);
      return void navigate(profileForm);
    }
    void fetcher.submit({}, { method: 'post' });
  };

  // Back from the admission form with the names saved: finish the application the student began.
  // Only history state asks for it (a link cannot), and only once per arrival.
  const resumed = useRef(false);
  const enrollNow = (location.state as { enrollNow?: boolean } | null)?.enrollNow === true;
  const resume = useEffectEvent(onClick);
  const applied = enrolment?.applied ?? false;
  useEffect(() => {
    if (!enrollNow || resumed.current || applied) return;
    resumed.current = true;
    resume();
  }, [enrollNow, applied]);

  return (
    <button
      id={ENROLL_NOW_ID}
      type="button"
      onClick={onClick}
      disabled={applied || busy}
      aria-busy={busy}
      className={
        'scroll-mt-24 rounded-md bg-brand-700 px-6 py-3 text-base font-semibold text-white hover:bg-brand-800 ' +
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ' +
        `disabled:cursor-not-allowed disabled:bg-slate-500 ${className}`
      }
    >
      {busy ? texts.loading : applied ? texts.alreadyEnrolled : texts.enrollNow}
    </button>
  );
}
