import { data, isRouteErrorResponse } from 'react-router';
import { PageHeader } from '~/components/pages/page-header';
import { AadhaarRegisteredNotice } from '~/components/portal/profile/aadhaar-registered-notice';
import { ProfilePage } from '~/components/portal/profile/profile-page';
import type { AdmissionResult } from '~/components/portal/profile/profile-ui';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { getPublicCourse } from '~/modules/courses/get-public-course.server';
import { findDocumentStatus } from '~/modules/documents/find-document-status.server';
import { findStudentDocuments } from '~/modules/documents/find-student-documents.server';
import { isDocumentKind } from '~/modules/documents/documents.schemas';
import { storeDocument } from '~/modules/documents/store-document.server';
import { isAadhaarRegisteredElsewhere } from '~/modules/students/find-same-aadhaar.server';
import { getStudent } from '~/modules/students/get-student.server';
import { PRIVACY_NOTICE_VERSION } from '~/modules/students/privacy-notice';
import { PROFILE_FIELDS } from '~/modules/students/profile.schemas';
import { ERASURE_ALREADY_REQUESTED, ERASURE_REQUESTED, getOpenErasureRequest, requestErasure } from '~/modules/students/request-erasure.server';
import { getSitePublicConfig } from '~/modules/site-settings/get-site-public-config.server';
import { AdmissionRefused, submitAdmission } from '~/modules/students/submit-admission.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { privacyNoticeIn } from '~/modules/i18n/portal/privacy-notice-texts.server';
import { profileMessages, translateProfileMessage } from '~/modules/i18n/portal/profile-messages.server';
import { profileTexts } from '~/modules/i18n/portal/profile-texts.server';
import { documentReviewTexts } from '~/modules/i18n/portal/document-review-texts.server';
import type { I18n } from '@lingui/core';
import { i18nFor } from '~/modules/i18n/translate.server';
import { AppError } from '~/utils/errors';
import { redirectNotice } from '~/modules/i18n/portal/redirect-notice.server';
import type { Route } from './+types/user-profile';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.texts.meta.title ?? '' }, { name: 'robots', content: 'noindex' }];

// The privacy notice (DPDP Act 2023) is sent only while the student still has to agree to it:
// never agreed (first submission, or a profile staff entered), or agreed to an older version.
// The page's texts and the sentences its checks may say come in the page's language (decision 043);
// an English page needs no dictionary: its sentences are the English code's own.
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireStudentPage(request);
  const locale = context.get(localeRouterContext);
  const i18n = i18nFor(locale);
  const user = await getStudent({ userId: session.userId });
  const { institute } = await getSitePublicConfig();
  const needsConsent = user.consent === null || user.consent.version !== PRIVACY_NOTICE_VERSION;
  const [erasure, documents, documentStatus, applying, aadhaarRegisteredElsewhere] = await Promise.all([
    getOpenErasureRequest({ userId: session.userId }),
    findStudentDocuments({ userId: session.userId }),
    findDocumentStatus({ userId: session.userId }),
    applyingFor(new URL(request.url).searchParams.get('apply')),
    isAadhaarRegisteredElsewhere({ userId: session.userId }),
  ]);
  return {
    user,
    documents,
    documentStatus,
    applying,
    notice: needsConsent ? privacyNoticeIn(i18n, institute) : null,
    erasureRequestedAt: erasure?.requestedAt ?? null,
    aadhaarRegisteredElsewhere,
    locale,
    texts: profileTexts(i18n),
    messages: locale === 'en' ? {} : profileMessages(i18n),
    redirectNotice: redirectNotice(request, i18n),
  };
}

// Enroll Now sends a student without the names it needs here as /user-profile?apply={courseId}.
// The way back is built from a course found in the database, never taken from the URL, so the
// parameter cannot send anyone off the site; an unknown or hidden course is simply ignored.
async function applyingFor(courseId: string | null) {
  if (!courseId) return null;
  const course = await getPublicCourse({ id: courseId }).catch((error: unknown) => {
    if (error instanceof AppError) return null;
    throw error;
  });
  return course ? { courseId: course.id, title: course.title, path: `/apply-course/${encodeURIComponent(course.id)}` } : null;
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
// Its answers are in the page's language: the shared code's English sentences are looked up.
export async function action({ request, context }: Route.ActionArgs) {
  const session = await requireStudentPage(request);
  const i18n = i18nFor(context.get(localeRouterContext));
  const dictionary = profileMessages(i18n);
  const say = (english: string) => translateProfileMessage(i18n, english, dictionary);
  const form = await request.formData().catch(() => null);
  if (!form) return data<AdmissionResult>({ ok: false, message: say('The form could not be read. Please submit it again.') }, { status: 400 });
  if (form.get('intent') === 'request-erasure') {
    const request = await requestErasure({ userId: session.userId });
    return data<AdmissionResult>({ ok: true, message: say(request.created ? ERASURE_REQUESTED : ERASURE_ALREADY_REQUESTED) });
  }
  if (form.get('intent') === 'reupload-document') return reuploadDocument({ userId: session.userId, form, i18n, say });
  try {
    await submitAdmission({ userId: session.userId, input: Object.fromEntries(form) });
    return data<AdmissionResult>({ ok: true, message: say('Form submitted successfully!') });
  } catch (error) {
    if (error instanceof AppError) {
      const refused = error instanceof AdmissionRefused ? error.fieldErrors : undefined;
      const fieldErrors = refused && Object.fromEntries(Object.entries(refused).map(([field, english]) => [field, say(english)]));
      const message = fieldErrors ? Object.values(fieldErrors).join(' ') : say(error.message);
      return data<AdmissionResult>({ ok: false, message, fieldErrors, values: typedValues(form) }, { status: error.status });
    }
    throw error;
  }
}

// A new copy of one document (My Profile, after staff rejected it): only that document changes,
// and its new version awaits verification. Answered with `reuploaded`, which the admission form ignores.
async function reuploadDocument({ userId, form, i18n, say }: { userId: string; form: FormData; i18n: I18n; say: (english: string) => string }) {
  const kind = String(form.get('document') ?? '');
  const file = form.get('file');
  const texts = documentReviewTexts(i18n);
  if (!isDocumentKind(kind)) return data<AdmissionResult>({ ok: false, message: say('Unknown document.') }, { status: 400 });
  if (!(file instanceof File) || (file.size === 0 && file.name === '')) return data<AdmissionResult>({ ok: false, message: texts.noFile }, { status: 400 });
  try {
    await storeDocument({ userId, kind, file });
    return data<AdmissionResult>({ ok: true, message: texts.uploaded, reuploaded: kind });
  } catch (error) {
    if (error instanceof AppError) return data<AdmissionResult>({ ok: false, message: say(error.message), reuploaded: kind }, { status: error.status });
    throw error;
  }
}

// In the browser, a lost connection or an answer that is not the action's must end in a message
// with the form as it was, not in the error page. The server's own plain answers before the action
// (413: more than the form accepts; 503: too many forms at once, send again in a minute) say why.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<AdmissionResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error; // a redirect: the session ended (requireStudentPage)
    if (isRouteErrorResponse(error) && [413, 503].includes(error.status) && typeof error.data === 'string' && error.data) {
      return { ok: false, message: error.data };
    }
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
      <PageHeader title={loaderData.texts.meta.title} subtitle={loaderData.texts.subtitle} />
      <AadhaarRegisteredNotice shown={loaderData.aadhaarRegisteredElsewhere} texts={loaderData.texts.aadhaarRegistered} />
      <ProfilePage
        user={loaderData.user}
        documents={loaderData.documents}
        notice={loaderData.notice}
        fallback={actionData?.reuploaded ? undefined : actionData}
        applying={loaderData.applying}
        erasureRequestedAt={loaderData.erasureRequestedAt}
        documentStatus={loaderData.documentStatus}
        locale={loaderData.locale}
        texts={loaderData.texts}
        messages={loaderData.messages}
      />
    </main>
  );
}
