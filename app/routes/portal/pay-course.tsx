import { Link, redirect } from 'react-router';
import { PageHeader } from '~/components/pages/page-header';
import { CourseProfileSummary } from '~/components/portal/pay/course-profile-summary';
import { PaymentDetails } from '~/components/portal/pay/payment-details';
import { isProfileComplete } from '~/modules/applications/profile-complete.server';
import { getStudentSession } from '~/modules/auth/student-session.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { payTexts } from '~/modules/i18n/portal/pay-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { getGatewayConfig } from '~/modules/payments/gateway-config.server';
import { getPayPage } from '~/modules/payments/pay-page.server';
import { PAYMENTS_OFF } from '~/modules/payments/payments.schemas';
import { AppError } from '~/utils/errors';
import { withNotice } from '~/utils/redirect-notices';
import { signInFirst } from '~/utils/sign-in-return';
import { usePublicConfig } from '~/utils/use-public-config';
import type { Route } from './+types/pay-course';

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.texts.meta.title ?? '' }, { name: 'robots', content: 'noindex' }];

/**
 * Spec §2 'Pay course' and §5 'Pay': signed out → 'Login to apply for Courses' (in the sign-in
 * dialog); no complete profile → 'Complete your profile to apply for Courses' on /user-profile; an
 * unknown or another student's application → 'Invalid application ID' on /applications.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const student = await getStudentSession({ headers: request.headers });
  if (!student) throw redirect(withNotice(signInFirst('sign-in', request.url), 'login-to-pay'));
  if (!(await isProfileComplete({ userId: student.userId }))) throw redirect(withNotice('/user-profile', 'complete-profile-to-pay'));
  const locale = context.get(localeRouterContext);
  const page = await getPayPage({ userId: student.userId, applicationId: params.applicationId, locale }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw redirect(withNotice('/applications', 'invalid-application'));
    throw error;
  });
  const gateway = getGatewayConfig();
  // The key id is public by design (Razorpay Checkout takes it in the browser); the secrets stay here.
  const checkout = gateway.mode === 'off' ? null : { keyId: gateway.keyId, checkoutScriptUrl: gateway.checkoutScriptUrl, test: gateway.test };
  const texts = payTexts(i18nFor(locale));
  const notPayable = page.notPayable ?? (checkout ? null : PAYMENTS_OFF);
  return { page: { ...page, notPayable: notPayable && (texts.messages[notPayable] ?? notPayable) }, checkout, locale, texts };
}

export default function PayCourse({ loaderData }: Route.ComponentProps) {
  const { page, checkout, locale, texts } = loaderData;
  const { institute } = usePublicConfig();
  return (
    <main id="main">
      <PageHeader title={texts.meta.title} subtitle={page.course.title} />
      <div className="mx-auto max-w-6xl px-4 py-8">
        <Link to="/applications" className="text-brand-700 underline">
          {texts.back}
        </Link>
        <div className="mt-4 grid gap-6 lg:grid-cols-[3fr_2fr]">
          <PaymentDetails page={page} institute={institute} checkout={checkout} locale={locale} texts={texts} />
          <CourseProfileSummary page={page} locale={locale} texts={texts} />
        </div>
      </div>
    </main>
  );
}
