import { data } from 'react-router';
import { PageHeader } from '~/components/pages/page-header';
import { AadhaarRegisteredNotice } from '~/components/portal/profile/aadhaar-registered-notice';
import { ProfilePage } from '~/components/portal/profile/profile-page';
import type { AdmissionResult } from '~/components/portal/profile/profile-ui';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { isAadhaarRegisteredElsewhere } from '~/modules/students/find-same-aadhaar.server';
import { getStudent } from '~/modules/students/get-student.server';
import { PRIVACY_NOTICE_VERSION, privacyNotice } from '~/modules/students/privacy-notice';
import { PROFILE_FIELDS } from '~/modules/students/profile.schemas';
import { ERASURE_ALREADY_REQUESTED, ERASURE_REQUESTED, getOpenErasureRequest, requestErasure } from '~/modules/students/request-erasure.server';
import { submitAdmission } from '~/modules/students/submit-admission.server';
import { getPublicConfig } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import type { Route } from './+types/user-profile';

export const meta: Route.MetaFunction = () => [{ title: 'My Profile' }, { name: 'robots', content: 'noindex' }];

// The privacy notice (DPDP Act 2023) is sent only while the student still has to agree to it:
// never agreed (first submission, or a profile staff entered), or agreed to an older version.
export async function loader({ request }: Route.LoaderArgs) {
  const session = await requireStudentPage(request);
  const user = await getStudent({ userId: session.userId });
  const { institute } = getPublicConfig();
  const needsConsent = user.consent === null || user.consent.version !== PRIVACY_NOTICE_VERSION;
  const [erasure, aadhaarRegisteredElsewhere] = await Promise.all([
    getOpenErasureRequest({ userId: session.userId }),
    isAadhaarRegisteredElsewhere({ userId: session.userId }),
  ]);
  return { user, notice: needsConsent ? privacyNotice(institute) : null, erasureRequestedAt: erasure?.requestedAt ?? null, aadhaarRegisteredElsewhere };
}

// Echoed only to refill the form after a post without JavaScript (with it, the inputs keep what
// was typed). Never the Aadhaar number: it is shown only masked on every page (DESIGN.md §7).
function typedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = form.get(field);
    if (field !== 'aadharNumber' && typeof value === 'string' && value !== '') values[field] = value;
  }
  return values;
}

// The user id is the session's, never one from the form: a student writes only their own profile.
export async function action({ request }: Route.ActionArgs) {
  const session = await requireStudentPage(request);
  const form = await request.formData().catch(() => null);
  if (!form) return data<AdmissionResult>({ ok: false, message: 'The form could not be read. Please submit it again.' }, { status: 400 });
  if (form.get('intent') === 'request-erasure') {
    const request = await requestErasure({ userId: session.userId });
    return data<AdmissionResult>({ ok: true, message: request.created ? ERASURE_REQUESTED : ERASURE_ALREADY_REQUESTED });
  }
  try {
    await submitAdmission({ userId: session.userId, input: Object.fromEntries(form) });
    return data<AdmissionResult>({ ok: true, message: 'Form submitted successfully!' });
  } catch (error) {
    if (error instanceof AppError) return data<AdmissionResult>({ ok: false, message: error.message, values: typedValues(form) }, { status: error.status });
    throw error;
  }
}

// In the browser, a lost connection or an answer that is not the action's (the 413 of the
// server's body limit is plain text) must end in a message with the form as it was, not in the
// error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AdmissionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: the session ended (requireStudentPage)
    return {
      ok: false,
      message: 'The form could not be sent. Check your connection, and that each file is within its limit (images 5 MB, PDF files 10 MB), then try again.',
    };
  }
}

// actionData is only set after a post without JavaScript; with it, the form's fetcher has the answer.
export default function UserProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader title="My Profile" subtitle="Fill in your admission form once, update it whenever something changes, and see what we hold about you." />
      <AadhaarRegisteredNotice shown={loaderData.aadhaarRegisteredElsewhere} />
      <ProfilePage user={loaderData.user} notice={loaderData.notice} fallback={actionData} erasureRequestedAt={loaderData.erasureRequestedAt} />
    </main>
  );
}
