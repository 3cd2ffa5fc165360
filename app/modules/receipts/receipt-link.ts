// Browser-safe: a receipt as the student's Applied Courses lists it.

/**
 * One payment's receipt, or one refund's credit note: its number, amount in rupees (paid, or
 * refunded), when (ISO 8601) and where to download it.
 */
export type ReceiptLink = { _id: string; kind: 'receipt' | 'credit-note'; number: string; amount: number; date: string; url: string; test: boolean };

/** Where a stored receipt or fee statement is downloaded (server/files/receipts.routes.ts). */
export const receiptUrl = (receiptId: string) => `/files/receipts/${receiptId}`;
