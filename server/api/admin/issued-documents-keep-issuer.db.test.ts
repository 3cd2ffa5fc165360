import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { roleRefusal } from '~/modules/admins/staff-roles';
import { dateInputValue } from '~/utils/dates';
import { expectFailure, send } from '../../../tests/admin-api-requests';
import { signedInAdmin } from '../../../tests/admin-session';
import { studentWithApplication } from '../../../tests/payments/loopback-gateway';
import { pdfText } from '../../../tests/pdf-tools';
import { receiptFiles } from '../../files/receipts.routes';
import { api } from '../api';

// Each receipt, credit note and fee statement keeps the issuer it was issued with (issue 'Money
// an accountant can sign off', point 8): after Receipt issuer changes, what is stored, served and
// re-drawn (a cancelled receipt's stamp) still says the old details; documents issued from then on
// say the new ones. Receipts are the fee office's: admissions are refused the download (403).
const files = new Hono().route('/files', receiptFiles());
const tokens = { accounts: '', admissions: '', content: '' };
beforeAll(async () => {
  for (const role of ['accounts', 'admissions', 'content'] as const) tokens[role] = (await signedInAdmin({ name: `Documents ${role}`, role })).token;
});

const REGISTERED = {
  name: 'Nagpur Institute of Hospital Management Trust',
  address: 'Plot 7, Medical Square, Nagpur 440003',
  phone1: '+91 98220 11111',
  phone2: '+91 71225 55555',
  email: 'fees@institute.example.org',
  gstStatus: 'registered',
  gstin: '27AAPFU0939F1ZV',
  pan: 'AAPFU0939F',
};
const EXEMPT = {
  name: 'NIHM Fee Office',
  address: '9 Dhantoli, Nagpur 440012',
  phone1: '+91 90110 22222',
  phone2: '',
  email: 'accounts@institute.example.org',
  gstStatus: 'exempt',
  gstin: '',
  pan: '',
};

async function saveIssuer(json: unknown) {
  const res = await send('/admin/receipt-issuer', { method: 'PUT', token: tokens.accounts, json });
  expect(res.status, await res.clone().text()).toBe(200);
}
async function recordPayment(applicationId: string, amount: number) {
  const res = await send('/admin/record-payment', {
    token: tokens.accounts,
    json: { applicationId, amount, method: 'cash', paidOn: dateInputValue(Date.now()) },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { payment: { _id: string; receiptUrl: string } }).payment;
}
async function generateStatement(applicationId: string) {
  const res = await send('/admin/generate-receipt', { token: tokens.accounts, json: { id: applicationId } });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { application: { receiptUrl: string } }).application.receiptUrl;
}
async function download(url: string, token = tokens.accounts) {
  const res = await files.request(url, { headers: { token } });
  expect(res.status, url).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}
/** The letterhead's words as pdftotext reads them, runs of spaces made one. */
const textOf = (pdf: Buffer, raw = false) => pdfText(pdf, { raw }).replace(/[ \t]+/g, ' ');
const issuerColumn = async (url: string) =>
  JSON.parse((await db.selectFrom('receipts').select('issuer').where('id', '=', url.split('/').pop()!).executeTakeFirstOrThrow()).issuer!) as unknown;

describe('a document keeps the issuer it was issued with', () => {
  it('receipt, credit note and statement printed with a GSTIN keep it after a change, a cancelled receipt too; new ones print the new details', async () => {
    await saveIssuer(REGISTERED);
    const { applicationId } = await studentWithApplication({ feeRupees: 20_000, status: 'Accepted' });
    const kept = await recordPayment(applicationId, 5_000);
    const toCancel = await recordPayment(applicationId, 3_000);
    const refunded = await send('/admin/refund-payment', {
      token: tokens.accounts,
      json: { paymentId: kept._id, amount: 1_000, reason: 'Hostel fee not due' },
    });
    expect(refunded.status, await refunded.clone().text()).toBe(200);
    const creditNoteUrl = ((await refunded.json()) as { refund: { creditNoteUrl: string } }).refund.creditNoteUrl;
    const statementUrl = await generateStatement(applicationId);
    const urls = [kept.receiptUrl, toCancel.receiptUrl, creditNoteUrl, statementUrl];

    const asIssued = new Map<string, Buffer>();
    for (const url of urls) {
      const pdf = await download(url);
      asIssued.set(url, pdf);
      const text = textOf(pdf);
      for (const printed of [REGISTERED.name, REGISTERED.address, REGISTERED.phone2, REGISTERED.email, 'GSTIN 27AAPFU0939F1ZV', 'PAN AAPFU0939F'])
        expect(text, url).toContain(printed);
      expect(text).not.toContain('GST exempt');
      expect(await issuerColumn(url)).toEqual({
        name: REGISTERED.name,
        address: REGISTERED.address,
        phones: [REGISTERED.phone1, REGISTERED.phone2],
        email: REGISTERED.email,
        gstin: REGISTERED.gstin,
        pan: REGISTERED.pan,
        gstExempt: false,
      });
    }

    await saveIssuer(EXEMPT);
    for (const url of urls) {
      const pdf = await download(url);
      expect(pdf.equals(asIssued.get(url)!), url).toBe(true);
      expect(await issuerColumn(url)).toMatchObject({ name: REGISTERED.name, gstin: REGISTERED.gstin });
    }
    const cancelled = await send('/admin/cancel-receipt', { token: tokens.accounts, json: { paymentId: toCancel._id, reason: 'Entered twice' } });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const stamped = textOf(await download(toCancel.receiptUrl), true);
    for (const printed of ['CANCELLED', REGISTERED.name, 'GSTIN 27AAPFU0939F1ZV']) expect(stamped).toContain(printed);
    expect(stamped).not.toContain(EXEMPT.name);

    const later = await recordPayment(applicationId, 2_000);
    for (const url of [later.receiptUrl, await generateStatement(applicationId)]) {
      const text = textOf(await download(url));
      for (const printed of [EXEMPT.name, EXEMPT.address, EXEMPT.email, 'GST exempt']) expect(text, url).toContain(printed);
      for (const old of [REGISTERED.name, 'GSTIN', 'PAN ']) expect(text, url).not.toContain(old);
      expect(await issuerColumn(url)).toEqual({
        name: EXEMPT.name,
        address: EXEMPT.address,
        phones: [EXEMPT.phone1],
        email: EXEMPT.email,
        gstin: null,
        pan: null,
        gstExempt: true,
      });
    }
  });
});

describe('receipts are the fee office’s', () => {
  it('admissions and content are refused the download (403 naming fees), though admissions read that one exists; accounts and the student get it', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 9_000, status: 'Accepted', name: 'Sunita Bhoyar' });
    const { receiptUrl } = await recordPayment(applicationId, 1_500);
    const statementUrl = await generateStatement(applicationId);
    for (const url of [receiptUrl, statementUrl]) {
      for (const role of ['admissions', 'content'] as const) {
        expect(await expectFailure(await files.request(url, { headers: { token: tokens[role] } }), 403)).toEqual({
          success: false,
          message: roleRefusal(role, 'fees'),
        });
      }
      expect((await files.request(url, { headers: student.headers })).status).toBe(200);
      await download(url);
    }
    // View Applications' API keeps the spec's receiptUrl for every role that reads applications.
    const listed = await (await api.request('/admin/applicants?name=Sunita', { headers: { token: tokens.admissions } })).json();
    expect(listed.applications.find((application: { _id: string }) => application._id === applicationId).receiptUrl).toBe(statementUrl);
  });
});
