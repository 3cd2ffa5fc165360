import { useEffect, useRef, useState } from 'react';
import { useFetcher, useLocation, useNavigation } from 'react-router';
import type { PrivacyNotice } from '~/modules/students/privacy-notice';
import { ADMISSION_FETCHER, AdmissionForm } from './admission-form';
import { ProfileTabs } from './profile-tabs';
import type { AdmissionResult, ProfileTab, ProfileUser } from './profile-ui';
import { ProfileView } from './profile-view';

/** Spec §9: the view switches to My Profile 1 s after a successful submission. */
export const SWITCH_DELAY_MS = 1000;

/**
 * The body of /user-profile: the two tabs. The first is the admission form, as spec §3 says
 * (activeTab defaults to 'admission'), also when a profile exists.
 */
export function ProfilePage({
  user,
  notice,
  fallback,
  erasureRequestedAt,
}: {
  user: ProfileUser;
  notice: PrivacyNotice | null;
  fallback: AdmissionResult | undefined;
  erasureRequestedAt: number | null;
}) {
  const [tab, setTab] = useState<ProfileTab>('admission');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The profile is fetched again after a submission (the form's fetcher, revalidating) and when
  // the page is opened from itself (the navigation's My Profile link). A navigation from another
  // page does not count: until it ends, that page is still the one on screen.
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const admission = useFetcher({ key: ADMISSION_FETCHER });
  const loading = admission.state === 'loading' || (navigation.state === 'loading' && navigation.location.pathname === pathname);

  const onSubmitted = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTab('profile'), SWITCH_DELAY_MS);
  };

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 tab:px-6 tab:py-10">
      <ProfileTabs
        active={tab}
        onChange={(next) => {
          clearTimeout(timer.current); // a tab chosen by hand wins over the pending switch
          setTab(next);
        }}
        tabs={[
          {
            id: 'admission',
            label: 'Student Admission Form',
            content: <AdmissionForm user={user} notice={notice} fallback={fallback} onSubmitted={onSubmitted} />,
          },
          {
            id: 'profile',
            label: 'My Profile',
            content: <ProfileView user={user} loading={loading} onOpenForm={() => setTab('admission')} erasureRequestedAt={erasureRequestedAt} />,
          },
        ]}
      />
    </div>
  );
}
