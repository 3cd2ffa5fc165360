import { useState } from 'react';
import { useNavigate } from 'react-router';
import { fillText } from '~/modules/i18n/fill-text';
import type { PayTexts } from '~/modules/i18n/portal/pay-texts.server';
import { FAILED_TO_CREATE_ORDER, PAYMENT_SUCCESSFUL, PAYMENT_VERIFICATION_FAILED, VERIFICATION_REQUEST_FAILED } from '~/modules/payments/pay-texts';
import { showToast } from '~/utils/toast';
import { type CheckoutFailure, type CheckoutSuccess, loadCheckout } from './checkout-script';

export type CheckoutSettings = { keyId: string; checkoutScriptUrl: string; test: boolean };
type Order = { id: string; amount: number; currency: 'INR' };
type Answer = { success?: boolean; message?: string; order?: Order };

/** What the page needs to open Checkout for one application. */
export type PayNowContext = {
  applicationId: string;
  courseId: string;
  instituteName: string;
  prefill: { name: string; email: string; contact?: string };
  checkout: CheckoutSettings;
  texts: PayTexts;
};

async function postJson(path: string, body: unknown): Promise<{ ok: boolean; answer: Answer }> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json().catch(() => ({}))) as Answer;
  return { ok: response.ok && answer.success === true, answer };
}

/**
 * Spec §4 'Student payment': order created (create-order; the server decides the amount), payment
 * window opened ('Course Enrollment'), verification under the overlay, then /applications with
 * spec §8's success. A failed payment in the window records nothing; its reason is said once the
 * window is closed (a toast behind Checkout's modal would be neither seen nor announced), and the
 * page stays usable for another try.
 */
export function usePayNow(context: PayNowContext) {
  const navigate = useNavigate();
  const { texts } = context;
  // The API answers in English (spec §8): its known sentences are said in the page's language.
  const say = (english: string) => texts.messages[english] ?? english;
  const [phase, setPhase] = useState<'idle' | 'ordering' | 'paying' | 'verifying'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  const verify = async (response: CheckoutSuccess, order: Order) => {
    setPhase('verifying');
    try {
      const { ok, answer } = await postJson('/api/users/verify-payment', {
        ...response,
        courseId: context.courseId,
        amountPaid: order.amount / 100,
      });
      if (ok) {
        showToast('success', say(answer.message ?? PAYMENT_SUCCESSFUL));
        await navigate('/applications');
        return;
      }
      showToast('error', say(answer.message ?? PAYMENT_VERIFICATION_FAILED));
    } catch {
      showToast('error', say(VERIFICATION_REQUEST_FAILED));
    }
    setPhase('idle');
  };

  const payNow = async (amount: string) => {
    setFailure(null);
    setPhase('ordering');
    let order: Order;
    try {
      const { ok, answer } = await postJson('/api/users/create-order', { amount, applicationId: context.applicationId });
      if (!ok || !answer.order) {
        showToast('error', say(answer.message ?? FAILED_TO_CREATE_ORDER));
        setPhase('idle');
        return;
      }
      order = answer.order;
    } catch {
      showToast('error', say(FAILED_TO_CREATE_ORDER));
      setPhase('idle');
      return;
    }
    let Razorpay;
    try {
      Razorpay = await loadCheckout(context.checkout.checkoutScriptUrl);
    } catch {
      showToast('error', texts.windowFailed);
      setPhase('idle');
      return;
    }
    let lastFailure: string | null = null;
    const checkout = new Razorpay({
      key: context.checkout.keyId,
      amount: order.amount,
      currency: 'INR',
      order_id: order.id,
      name: context.instituteName,
      description: texts.description,
      prefill: context.prefill,
      handler: (response) => void verify(response, order),
      modal: {
        ondismiss: () => {
          setPhase('idle');
          if (lastFailure) {
            setFailure(lastFailure);
            showToast('error', lastFailure);
          }
        },
      },
    });
    checkout.on('payment.failed', (response: CheckoutFailure) => {
      const reason = response.error?.description?.trim();
      const why = reason ? `: ${reason.replace(/\.$/, '')}` : '';
      lastFailure = fillText(texts.paymentFailed, { why });
    });
    setPhase('paying');
    checkout.open();
  };

  return { phase, failure, payNow };
}
