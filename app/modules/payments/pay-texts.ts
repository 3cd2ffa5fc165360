// Spec §5/§8 'Pay' texts, without zod: the site layout says some of them after a redirect
// (redirect-notices.ts), and every public page loads the layout.
export const INVALID_APPLICATION_ID = 'Invalid application ID';
export const COMPLETE_PROFILE_TO_PAY = 'Complete your profile to apply for Courses';
export const FAILED_TO_CREATE_ORDER = 'Failed to create order';
export const PAYMENT_VERIFICATION_FAILED = 'Payment verification failed';
export const VERIFICATION_REQUEST_FAILED = 'Verification request failed';
export const PAYMENT_SUCCESSFUL = 'Payment successful! Please Check your email for Receipt';
export const PAYMENT_PROCESSING = 'Please wait, payment is being processed. Do not press back.';

// The amount to pay: said by the pay page as it is typed, and by create-order (the server decides again).
export const AMOUNT_FORMAT = 'Enter the amount in rupees, with at most 2 decimals (for example 1500 or 1,500.50).';
export const AMOUNT_MINIMUM = 'The amount must be at least ₹1.';
export const amountOverBalance = (balance: string) => `The amount is more than the balance due (${balance}).`;
