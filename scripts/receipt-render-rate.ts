// Receipts rendered per second on this machine (issue 10's measurement): the PDF of one payment,
// drawn again and again in one process, as recordGatewayPayment draws it inside its transaction.
// Run: node --import ./scripts/register-app-imports.ts scripts/receipt-render-rate.ts [seconds]
import { renderPaymentReceipt } from '~/modules/receipts/payment-receipt-pdf.server';

const seconds = Number(process.argv[2] ?? 10);
const receipt = {
  institute: {
    name: 'Nagpur Institute of Hospital Management',
    address: '2nd Floor, Medical Square, Nagpur, Maharashtra 440003',
    phones: ['+91 98765 43210', '+91 71226 54321'],
    email: 'admissions@example.org',
  },
  receiptNumber: 'NIHM/2026-27/000042',
  student: { name: 'Asha Patil', email: 'asha@example.org' },
  course: 'Diploma in Dialysis Technology',
  applicationId: '01JD0000000000000000000042',
  method: 'upi',
  gateway: 'razorpay',
  gatewayPaymentId: 'pay_Receipt0000042',
  gatewayOrderId: 'order_Receipt000042',
  feePaise: 2_00_000_00,
  test: false,
};

// The first receipt parses the fonts (once per process); it is not counted.
await renderPaymentReceipt({ ...receipt, paidAt: Date.now(), amountPaise: 100_00, totalPaidPaise: 100_00 });
const started = performance.now();
let rendered = 0;
let bytes = 0;
while (performance.now() - started < seconds * 1000) {
  // A different amount each time, so nothing is laid out from a cache of the previous receipt's text.
  const amountPaise = 1_000_00 + rendered * 137;
  bytes += (await renderPaymentReceipt({ ...receipt, paidAt: Date.now(), amountPaise, totalPaidPaise: amountPaise })).byteLength;
  rendered += 1;
}
const elapsed = (performance.now() - started) / 1000;
console.log(`${rendered} receipts in ${elapsed.toFixed(1)} s: ${(rendered / elapsed).toFixed(1)} receipts/s, ${(bytes / rendered / 1024).toFixed(1)} KB each`);
