import { describe, expect, it } from 'vitest';
import { dateInputValue } from '~/utils/dates';
import { form, smallPng } from '../../../tests/admin-api-requests';
import { postJson, studentWithApplication, type Student, useLoopbackGateway } from '../../../tests/payments/loopback-gateway';
import { api } from '../api';

// Issue 22: the student API's sentences that carry a value (an amount, a UTR, a limit) come in the
// language a request asks for, with the value in them; without Accept-Language, the
// specification's English exactly as before.
useLoopbackGateway();

type Answer = { status: number; language: string | null; message: string };
const answerOf = async (res: Response): Promise<Answer> => ({
  status: res.status,
  language: res.headers.get('content-language'),
  message: ((await res.json()) as { message: string }).message,
});
const inLanguage = (student: Student, language?: string) => ({ ...student.headers, ...(language ? { 'accept-language': language } : {}) });

async function reportPayment(student: Student, applicationId: string, fields: { amount: string; utr: string }, language?: string) {
  const body = form({ applicationId, paidOn: dateInputValue(Date.now()), screenshot: await smallPng(), ...fields });
  return answerOf(await api.request('/users/report-payment', { method: 'POST', body, headers: inLanguage(student, language) }));
}

describe('sentences with values, in the language asked for', () => {
  it('the balance due when reporting a payment: Marathi and Hindi with the amount, English exactly without Accept-Language', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const tooMuch = { amount: '6000', utr: `UTR${Date.now()}` };
    expect(await reportPayment(student, applicationId, tooMuch)).toEqual({
      status: 400,
      language: null,
      message: 'The amount is more than the balance due (₹5,000.00).',
    });
    expect(await reportPayment(student, applicationId, tooMuch, 'mr')).toEqual({
      status: 400,
      language: 'mr',
      message: 'रक्कम थकबाकीपेक्षा (₹5,000.00) जास्त आहे.',
    });
    expect(await reportPayment(student, applicationId, tooMuch, 'hi-IN,hi;q=0.9')).toEqual({
      status: 400,
      language: 'hi',
      message: 'राशि बकाया राशि (₹5,000.00) से ज़्यादा है।',
    });
  });

  it('a UTR already reported, with the UTR as typed', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 5_000, status: 'Accepted' });
    const utr = `UTR${Date.now()}`;
    expect((await reportPayment(student, applicationId, { amount: '1000', utr })).status).toBe(201);
    expect(await reportPayment(student, applicationId, { amount: '1000', utr }, 'mr')).toEqual({
      status: 409,
      language: 'mr',
      message: `UTR ${utr} चा भरणा आधीच कळवला आहे आणि तो लेखा विभागाच्या तपासणीसाठी प्रलंबित आहे.`,
    });
    expect(await reportPayment(student, applicationId, { amount: '1000', utr })).toEqual({
      status: 409,
      language: null,
      message: `UTR ${utr} has already been reported and is waiting for the accounts office to check it.`,
    });
  });

  it('the balance due when paying online, as the pay page writes money', async () => {
    const { student, applicationId } = await studentWithApplication({ feeRupees: 15_000, status: 'Accepted' });
    const createOrder = async (language?: string) =>
      answerOf(await postJson('/users/create-order', { amount: 15_000.01, applicationId }, inLanguage(student, language)));
    expect(await createOrder()).toEqual({ status: 400, language: null, message: 'The amount is more than the balance due (₹15,000).' });
    expect(await createOrder('mr')).toEqual({ status: 400, language: 'mr', message: 'रक्कम थकबाकीपेक्षा (₹15,000) जास्त आहे.' });
  });

  it("a reason over the limit when asking for one's data to be erased", async () => {
    const { student } = await studentWithApplication();
    const erase = async (language?: string) => answerOf(await postJson('/users/request-erasure', { reason: 'x'.repeat(1001) }, inLanguage(student, language)));
    expect(await erase()).toEqual({ status: 400, language: null, message: 'Keep the reason under 1000 characters.' });
    expect(await erase('hi')).toEqual({ status: 400, language: 'hi', message: 'कारण 1000 अक्षरों से कम रखें।' });
  });
});
