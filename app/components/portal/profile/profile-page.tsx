import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigate, useNavigation } from 'react-router';
import type { Locale } from '~/modules/i18n/locales';
import type { ProfileTexts } from '~/modules/i18n/portal/profile-texts.server';
import type { PrivacyNotice } from '~/modules/students/privacy-notice';
import { ADMISSION_FETCHER, AdmissionForm, type Applying } from './admission-form';
import type { StoredDocuments } from './admission-fields';
import type { DocumentStatuses } from './document-review';
import { ProfileTabs } from './profile-tabs';
import type { AdmissionResult, ProfileTab, ProfileUser } from './profile-ui';
import { ProfileView } from './profile-view';

/** Spec §9: the view switches to My Profile 1 s after a successful submission. */
export const SWITCH_DELAY_MS = 1000;

/** What the course page reads to finish an application once the profile is saved (history state, never the URL). */
export type EnrollNowState = { enrollNow: true };

/**
 * The body of /user-profile: the two tabs. The first is the admission form, as spec §3 says
 * (activeTab defaults to 'admission'), also when a profile exists. When Enroll Now sent the student
 * here (`applying`), a saved form goes back to that course, which finishes the application.
 */
export function ProfilePage({
  user,
  documents,
  notice,
  fallback,
  applying,
  erasureRequestedAt,
  documentStatus,
  locale,
  texts,
  messages,
}: {
  user: ProfileUser;
  documents: StoredDocuments;
  notice: PrivacyNotice | null;
  fallback: AdmissionResult | undefined;
  applying: Applying | null;
  erasureRequestedAt: number | null;
  documentStatus: DocumentStatuses;
  locale: Locale;
  texts: ProfileTexts;
  /** The sentences the form's checks may say, English → the page's language (none on English pages). */
  messages: Record<string, string>;
}) {
  const [tab, setTab] = useState<ProfileTab>('admission');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const navigate = useNavigate();

  // After a submission My Profile opens at its top: the Submit button was at the foot of a long
  // form, and the page would otherwise stay scrolled there (a phone shows the end of My Profile).
  const profileHeading = useRef<HTMLHeadingElement>(null);
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => {
    if (arrivals === 0) return;
    profileHeading.current?.focus({ preventScroll: true });
    profileHeading.current?.scrollIntoView({ block: 'start' });
  }, [arrivals]);

  // The profile is fetched again after a submission (the form's fetcher, revalidating) and when
  // the page is opened from itself (the navigation's My Profile link). A navigation from another
  // page does not count: until it ends, that page is still the one on screen.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const admission = useFetcher({ key: ADMISSION_FETCHER });
  const loading = admission.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === pathname);

  const onSubmitted = () => {
    clearTimeout(timer.current);
    if (applying) return void navigate(applying.path, { state: { enrollNow: true } satisfies EnrollNowState });
    timer.current = setTimeout(() => {
      setTab('profile');
      setArrivals((n) => n + 1);
    }, SWITCH_DELAY_MS);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 tab:px-6 tab:py-10">
      <ProfileTabs
        active={tab}
        onChange={(next) => {
          clearTimeout(timer.current); // a tab chosen by hand wins over the pending switch
          setTab(next);
        }}
        texts={texts.tabs}
        tabs={[
          {
            id: 'admission',
            label: texts.tabs.admission,
            content: (
              <AdmissionForm
                user={user}
                documents={documents}
                notice={notice}
                fallback={fallback}
                applying={applying}
                onSubmitted={onSubmitted}
                locale={locale}
                texts={texts}
                messages={messages}
              />
            ),
          },
          {
            id: 'profile',
            label: texts.tabs.profile,
            content: (
              <ProfileView
                user={user}
                loading={loading}
                headingRef={profileHeading}
                onOpenForm={() => setTab('admission')}
                erasureRequestedAt={erasureRequestedAt}
                documentStatus={documentStatus}
                locale={locale}
                texts={texts}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
