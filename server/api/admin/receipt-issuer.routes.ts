import { createRoute, z } from '@hono/zod-openapi';
import { getReceiptIssuer, type SavedReceiptIssuer } from '~/modules/receipt-issuer/get-receipt-issuer.server';
import { GST_STATUSES, RECEIPT_ISSUER_SAVED, receiptIssuerFields, receiptIssuerInput } from '~/modules/receipt-issuer/receipt-issuer.schemas';
import { updateReceiptIssuer } from '~/modules/receipt-issuer/update-receipt-issuer.server';
import { createRouter } from '../create-router';
import { badInput, done, forbidden, json, jsonBody, tokenHeader, unauthorized } from '../openapi-kit';
import { actorOf, requireStaff, type AdminVariables } from './require-admin';

// Receipt issuer (issue 'Money an accountant can sign off', point 8): who the receipts, credit
// notes and fee statements say issued them. The fee office's (area 'fees'), not content's. The
// answer uses the field names PUT takes, so a client can read, change and send back.
const TAGS = ['Admin: fees'];

const receiptIssuerJson = z
  .object({
    name: z.string(),
    address: z.string(),
    phone1: z.string(),
    phone2: z.string().openapi({ description: 'Empty: one number is printed' }),
    email: z.string(),
    gstStatus: z.enum(GST_STATUSES).openapi({ description: "registered: the GSTIN is printed; exempt: 'GST exempt' is printed; not-shown: neither" }),
    gstin: z.string().openapi({ description: "Empty unless gstStatus is 'registered'" }),
    pan: z.string().openapi({ description: 'Empty: no PAN printed' }),
    updatedAt: z
      .string()
      .nullable()
      .openapi({ description: "ISO 8601 time of the last save; null: never saved, the values are INSTITUTE_NAME and Site Settings' contact details" }),
  })
  .openapi('ReceiptIssuer');

const issuerJson = (issuer: SavedReceiptIssuer): z.infer<typeof receiptIssuerJson> => ({
  ...receiptIssuerFields(issuer),
  updatedAt: issuer.updatedAt === null ? null : new Date(issuer.updatedAt).toISOString(),
});

const answer = done.extend({ issuer: receiptIssuerJson });

export const receiptIssuerApi = createRouter<AdminVariables>();

receiptIssuerApi.openapi(
  createRoute({
    method: 'get',
    path: '/admin/receipt-issuer',
    tags: TAGS,
    summary: 'The issuer details documents issued now print (saved, or the defaults)',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader },
    responses: { 200: json(answer, 'The issuer details'), ...unauthorized, ...forbidden },
  }),
  async (c) => c.json({ success: true as const, message: 'Receipt issuer', issuer: issuerJson(await getReceiptIssuer()) }, 200),
);

receiptIssuerApi.openapi(
  createRoute({
    method: 'put',
    path: '/admin/receipt-issuer',
    tags: TAGS,
    summary: 'Save the issuer details (every field)',
    description:
      'Printed on every receipt, credit note and fee statement issued from now on; each document already issued keeps ' +
      'the details it was issued with. GSTIN: 15 characters (e.g. 27ABCDE1234F1Z5), only with gstStatus registered; ' +
      'PAN: 10 characters (e.g. ABCDE1234F), the one inside the GSTIN when both are given. Audited.',
    middleware: [requireStaff('fees')] as const,
    request: { headers: tokenHeader, ...jsonBody(receiptIssuerInput) },
    responses: { 200: json(answer, RECEIPT_ISSUER_SAVED), ...badInput, ...unauthorized, ...forbidden },
  }),
  async (c) => {
    const issuer = await updateReceiptIssuer({ input: c.req.valid('json'), actor: actorOf(c) });
    return c.json({ success: true as const, message: RECEIPT_ISSUER_SAVED, issuer: issuerJson(issuer) }, 200);
  },
);
