import { HTTPException } from 'hono/http-exception';
import { AppError } from '~/utils/errors';
import { OutsideWindowError } from '~/modules/admissions/admission-season';
import { adminApplicationsApi } from './admin/applications.routes';
import { adminAuthApi, limitRegistrationsFirst } from './admin/auth.routes';
import { contentAuditApi } from './admin/content-audit.routes';
import { adminDocumentReviewsApi } from './admin/document-reviews.routes';
import { adminErasureApi } from './admin/erasure.routes';
import { adminExportsApi } from './admin/exports.routes';
import { adminFeesPaidApi } from './admin/fees-paid.routes';
import { adminRefundsApi } from './admin/refunds.routes';
import { adminMeritRoundsApi } from './admin/merit-rounds.routes';
import { adminDuesApi } from './admin/dues.routes';
import { adminOfflinePaymentsApi } from './admin/offline-payments.routes';
import { contentContactApi } from './admin/content-contact.routes';
import { contentCoursesApi } from './admin/content-courses.routes';
import { contentNewsApi } from './admin/content-news.routes';
import { receiptIssuerApi } from './admin/receipt-issuer.routes';
import { siteSettingsApi } from './admin/site-settings.routes';
import { adminStaffApi } from './admin/staff.routes';
import { adminStudentsApi } from './admin/students.routes';
import { documentStudentSignIn } from './auth/student-auth.openapi';
import { studentAuthRoutes } from './auth/student-auth.routes';
import { studentDataRightsApi } from './users/data-rights.routes';
import { limitBodies } from './body-limits';
import { apiMessage, windowRefusalMessage } from './api-language';
import { createRouter } from './create-router';
import { apiDocs } from './docs';
import { publicApi } from './public/public.routes';
import { paymentWebhookApi } from './payments/webhook.routes';
import { studentPaymentsApi } from './users/payments.routes';
import { studentRefundRequestsApi } from './users/refund-requests.routes';
import { studentReportPaymentApi } from './users/report-payment.routes';
import { studentApi } from './users/users.routes';
import { studentOffersApi } from './users/offers.routes';
import { logError } from '~/utils/log.server';

export const api = createRouter();

api.use('*', async (c, next) => {
  await next();
  if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
});
// A client over its sign-up limit is refused before its body is read (the limits below buffer it).
api.use('/admin/register', limitRegistrationsFirst);
// Only the routes that take files accept large bodies, and only once their sender passes the route's check.
api.use('*', limitBodies);

api.route('/auth', studentAuthRoutes);
documentStudentSignIn(api.openAPIRegistry);
api.route('/', publicApi);
api.route('/', adminAuthApi);
api.route('/', contentCoursesApi);
api.route('/', contentNewsApi);
api.route('/', contentContactApi);
api.route('/', contentAuditApi);
api.route('/', adminApplicationsApi);
api.route('/', adminMeritRoundsApi);
api.route('/', adminFeesPaidApi);
api.route('/', adminRefundsApi);
api.route('/', adminDuesApi);
api.route('/', adminExportsApi);
api.route('/', adminOfflinePaymentsApi);
api.route('/', adminStudentsApi);
api.route('/', adminDocumentReviewsApi);
api.route('/', studentApi);
api.route('/', studentOffersApi);
api.route('/', studentDataRightsApi);
api.route('/', studentPaymentsApi);
api.route('/', studentRefundRequestsApi);
api.route('/', studentReportPaymentApi);
api.route('/', paymentWebhookApi);
api.route('/', adminErasureApi);
api.route('/', siteSettingsApi);
api.route('/', receiptIssuerApi);
api.route('/', adminStaffApi);
api.route('/', apiDocs(api));

// Registered last, so it answers only what no route above did (unknown path or wrong method).
// Not api.notFound(): a sub-app's notFound handler is ignored once it is mounted with
// app.route(), and the site's catch-all would answer /api/nope with an HTML page.
api.all('*', (c) => c.json({ success: false, message: 'No such API endpoint.' }, 404));

// Hono's own 4xx (from its validators) carry developer wording; visitors get a sentence.
function httpMessage(error: HTTPException): string {
  if (error.status === 415) return 'Send the request body as JSON (Content-Type: application/json).';
  if (error.status === 400) return /json/i.test(error.message) ? 'The request body is not valid JSON.' : 'The request body could not be read.';
  return error.message;
}

api.onError((error, c) => {
  if (error instanceof AppError) {
    const wait = error.retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(error.retryAfterSeconds) };
    const message = error instanceof OutsideWindowError ? windowRefusalMessage(c, error) : apiMessage(c, error.message);
    return c.json({ success: false, message }, error.status, wait);
  }
  if (error instanceof HTTPException && error.status < 500) {
    return c.json({ success: false, message: httpMessage(error) }, error.status);
  }
  logError(error, 'api');
  return c.json({ success: false, message: 'Something went wrong on our side. Please try again.' }, 500);
});
