import { msg } from '@lingui/core/macro';

// What the student-facing REST API (server/api/users, /auth) may answer a student with when a
// request fails: its guards, the schemas of applying, reporting a payment and asking for a refund,
// and the refusals of those actions. Listed so that translateMessage finds each in the catalogues
// when a request asks for Hindi or Marathi with Accept-Language (server/api/api-language.ts).
// A sentence with a value in it (an amount left to refund) is in api-value-messages.server.ts.
export const API_MESSAGES = [
  // server/api/create-router.ts: a request the API could not read at all
  msg`Invalid request.`,
  // server/api/users/require-student.ts
  msg`Authentication error: please log in as a student.`,
  msg`This request did not come from our own site. Reload the page and try again.`,
  // Ids in a body (app/utils/record-id.ts)
  msg`Application id is required.`,
  msg`Course id is required.`,
  // Applying (app/modules/applications)
  msg`Complete your profile before applying`,
  msg`You have already applied for this course.`,
  msg`Course not found.`,
  msg`Student not found.`,
  // Answering a seat offered in a merit round (app/modules/admissions/decide-offer.server.ts, server/api/users/offers.routes.ts)
  msg`This application has no open offer.`,
  msg`The deadline to accept this offer has passed; the seat goes to the next student on the merit list.`,
  msg`Choose accept or decline.`,
  // Reporting a payment made by UPI or bank transfer (app/modules/offline-payments, app/modules/payments)
  msg`Enter the UTR (transaction reference) of your payment.`,
  msg`Keep the UTR to 40 characters at most.`,
  msg`Enter the amount you paid in rupees (for example 1500 or 1500.50).`,
  msg`That amount is too large (₹1,00,00,000 at most).`,
  msg`Choose UPI or bank transfer.`,
  msg`Enter the day the student paid (yyyy-mm-dd).`,
  msg`The day paid cannot be in the future.`,
  msg`Attach a screenshot of the payment or the bank receipt (image or PDF).`,
  msg`The screenshot is too large (images 5 MB, PDFs 10 MB at most).`,
  msg`The screenshot must be a JPEG, PNG or WebP image or a PDF.`,
  msg`You have sent many payment reports in a short time. Please wait an hour and try again.`,
  msg`Invalid application ID`,
  msg`This application was rejected, so its fees cannot be paid.`,
  msg`The fee for this course is not set yet. Please confirm it with the institute office.`,
  msg`The fees for this course are already paid.`,
  // A refund or withdrawal request (app/modules/refunds)
  msg`Choose 'refund' or 'withdrawal'.`,
  msg`Tell us why you are asking.`,
  msg`Keep the reason to 500 characters at most.`,
  msg`Enter the amount to refund in rupees (for example 1500 or 1,500.50), or leave it blank for all of it.`,
  msg`The refund must be at least ₹1.`,
  msg`Application not found`,
  msg`Nothing has been paid for this application, so there is nothing for the accounts office to refund.`,
  msg`Refunds and withdrawals can be asked for within 7 days of payment or enrolment. Please contact the institute office.`,
  msg`You have already asked about this application. The accounts office will answer that request first.`,
  msg`Everything paid for this application has been refunded already.`,
];
