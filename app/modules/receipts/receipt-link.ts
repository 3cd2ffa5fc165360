// Browser-safe: a receipt as the student's Applied Courses lists it.

/** One payment's receipt: its number, amount in rupees, when it was paid (ISO 8601) and where to download it. */
export type ReceiptLink = { _id: string; number: string; amount: number; date: string; url: string; test: boolean };

/** Where a stored receipt or fee statement is downloaded (server/files/receipts.routes.ts). */
export const receiptUrl = (receiptId: string) => `/files/receipts/${receiptId}`;
