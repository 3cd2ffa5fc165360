import { createRoute, z } from '@hono/zod-openapi';
import { decideOffer, OFFER_ACCEPTED, OFFER_DECISIONS, OFFER_DECLINED } from '~/modules/admissions/decide-offer.server';
import { recordId } from '~/utils/record-id';
import { createRouter } from '../create-router';
import { done, failureResponse, json, jsonBody, signedOut, studentBearer } from '../openapi-kit';
import { requireStudent, type StudentVariables } from './require-student';

// A student's answer to a seat offered in a merit round (issue 23 point 4, decision 048).
export const studentOffersApi = createRouter<StudentVariables>();

export const OFFER_DECISION_INVALID = 'Choose accept or decline.';
export const offerDecisionInput = z
  .object({
    applicationId: recordId('Application'),
    decision: z.enum(OFFER_DECISIONS, { error: OFFER_DECISION_INVALID }),
  })
  .openapi('OfferDecision');

studentOffersApi.openapi(
  createRoute({
    method: 'post',
    path: '/users/offer-decision',
    tags: ['Student'],
    summary: 'Accept or decline the seat offered to one of your applications',
    description:
      'Only an open offer of the student’s own application, until the end of its deadline day (India). accept takes the ' +
      'seat and makes the application Accepted (the acceptance e-mail follows); decline leaves the application Pending and ' +
      'frees the seat for the next round. Audited.',
    middleware: [requireStudent] as const,
    request: { headers: studentBearer, ...jsonBody(offerDecisionInput) },
    responses: {
      200: json(done.extend({ status: z.enum(['Accepted', 'Pending']) }), `'${OFFER_ACCEPTED}' or '${OFFER_DECLINED}'`),
      400: failureResponse('A missing application id or a decision other than accept or decline'),
      ...signedOut,
      403: failureResponse('A cookie-authenticated request from another site'),
      404: failureResponse('No open offer of this application (or not the student’s)'),
      409: failureResponse('The deadline has passed, or every seat is taken'),
    },
  }),
  async (c) => {
    const { applicationId, decision } = c.req.valid('json');
    const { status } = await decideOffer({ userId: c.get('student').userId, applicationId, decision });
    return c.json({ success: true as const, message: decision === 'accept' ? OFFER_ACCEPTED : OFFER_DECLINED, status }, 200);
  },
);
