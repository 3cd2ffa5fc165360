import { data } from 'react-router';
import { PageHeader } from '~/components/pages/page-header';
import { AppliedCoursesTable } from '~/components/portal/applied-courses-table';
import { ResumeSection } from '~/components/portal/resume-section';
import { allSeatsTaken } from '~/modules/admissions/admission-season';
import { FirstInstalmentUnpaidError } from '~/modules/admissions/first-instalment.server';
import { decideOffer, NO_OPEN_OFFER, OFFER_DECISIONS, OFFER_LAPSED, type OfferDecision } from '~/modules/admissions/decide-offer.server';
import { findStudentMerit } from '~/modules/admissions/find-merit-rounds.server';
import { findStudentApplications } from '~/modules/applications/find-student-applications.server';
import { requireStudentPage } from '~/modules/auth/require-student-page.server';
import { findAwaitingVerification } from '~/modules/offline-payments/find-awaiting-verification.server';
import { findNextInstalments } from '~/modules/payments/next-instalments.server';
import { findStudentRefundRequests } from '~/modules/refunds/find-student-refund-requests.server';
import { applicationsTexts } from '~/modules/i18n/portal/applications-texts.server';
import { translateProfileMessage } from '~/modules/i18n/portal/profile-messages.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { i18nFor } from '~/modules/i18n/translate.server';
import { getStudent } from '~/modules/students/get-student.server';
import { updateResume } from '~/modules/students/submit-admission.server';
import { AppError } from '~/utils/errors';
import { fillText } from '~/modules/i18n/fill-text';
import { formatPaiseCompact } from '~/modules/courses/course-format';
import { redirectNotice } from '~/modules/i18n/portal/redirect-notice.server';
import type { Route } from './+types/applications';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.texts.meta.title ?? '' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const student = await requireStudentPage(request);
  const locale = context.get(localeRouterContext);
  const [user, applications, nextInstalments, refundRequests, awaitingVerification, merit] = await Promise.all([
    getStudent({ userId: student.userId }),
    findStudentApplications({ userId: student.userId, locale }),
    findNextInstalments({ userId: student.userId }),
    findStudentRefundRequests({ userId: student.userId }),
    findAwaitingVerification({ userId: student.userId }),
    findStudentMerit({ userId: student.userId }),
  ]);
  const i18n = i18nFor(locale);
  return {
    resume: user.resume,
    applications,
    nextInstalments,
    refundRequests,
    awaitingVerification,
    merit: Object.fromEntries(merit),
    locale,
    texts: applicationsTexts(i18n),
    redirectNotice: redirectNotice(request, i18n),
  };
}

// Its answers are in the page's language: the shared code's English sentences are looked up.
export async function action({ request, context }: Route.ActionArgs) {
  const student = await requireStudentPage(request);
  const i18n = i18nFor(context.get(localeRouterContext));
  const form = await request.formData();
  if (form.get('intent') === 'offer-decision') return answerOffer(student.userId, form, applicationsTexts(i18n).offer);
  try {
    await updateResume({ userId: student.userId, file: form.get('resume') });
    return { ok: true, message: translateProfileMessage(i18n, 'Resume updated successfully!') };
  } catch (error) {
    if (error instanceof AppError) return data({ ok: false, message: translateProfileMessage(i18n, error.message) }, error.status);
    throw error;
  }
}

/** Accept or Decline of an offer (issue 23 point 4): the same domain call as POST /api/users/offer-decision, answered in the page's language. */
async function answerOffer(userId: string, form: FormData, texts: ReturnType<typeof applicationsTexts>['offer']) {
  const decision = String(form.get('decision'));
  if (!(OFFER_DECISIONS as readonly string[]).includes(decision)) return data({ ok: false, message: texts.noOffer }, 400);
  try {
    await decideOffer({ userId, applicationId: String(form.get('applicationId') ?? ''), decision: decision as OfferDecision });
    return { ok: true, message: decision === 'accept' ? texts.accepted : texts.declinedNow };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error instanceof FirstInstalmentUnpaidError)
      return data({ ok: false, message: fillText(texts.payFirst, { amount: formatPaiseCompact(error.owedPaise) }) }, error.status);
    const known: Record<string, string> = { [NO_OPEN_OFFER]: texts.noOffer, [OFFER_LAPSED]: texts.tooLate };
    const seatsTaken = /^All \d+ seats/.test(error.message) && error.message === allSeatsTaken(Number(error.message.split(' ')[1]));
    return data({ ok: false, message: known[error.message] ?? (seatsTaken ? texts.seatsTaken : error.message) }, error.status);
  }
}

export default function Applications({ loaderData }: Route.ComponentProps) {
  const { texts } = loaderData;
  return (
    <main id="main">
      <PageHeader title={texts.meta.title} subtitle={texts.subtitle} />
      <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10">
        <ResumeSection resume={loaderData.resume} texts={texts.resume} />
        <section aria-labelledby="applied-heading">
          <h2 id="applied-heading" className="mb-3 text-xl font-semibold text-slate-900">
            {texts.meta.title}
          </h2>
          <AppliedCoursesTable
            applications={loaderData.applications}
            nextInstalments={loaderData.nextInstalments}
            refundRequests={loaderData.refundRequests}
            awaitingVerification={loaderData.awaitingVerification}
            merit={loaderData.merit}
            locale={loaderData.locale}
            texts={texts}
          />
        </section>
      </div>
    </main>
  );
}
