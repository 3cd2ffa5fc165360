import { isInstrument } from './offline-payments.schemas';

// Browser-safe: how a bank reference is matched, and the refusal that names where it already is.

/** Trimmed, upper case, no spaces: 'utr 4321 abc ' and '4321ABC' are the same transfer. */
const normalise = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * The key a payment's reference is unique under (payment_reference_keys, migration 0018), or null
 * for cash. A UTR is unique across banks, so UPI and bank transfers share one namespace; a cheque
 * or demand-draft number is unique only at its bank.
 */
export function referenceKey(method: string, reference: string | null | undefined, bank: string | null | undefined): string | null {
  if (!reference) return null;
  if (isInstrument(method)) return `${method.toUpperCase()}:${normalise(bank ?? '')}:${normalise(reference)}`;
  if (method === 'upi' || method === 'bank-transfer') return `UTR:${normalise(reference)}`;
  return null;
}

/** 409's sentence: what is already in the ledger, and on which receipt. */
export function duplicateReference({
  method,
  reference,
  bank,
  receiptNumber,
}: {
  method: string;
  reference: string;
  bank?: string | null;
  receiptNumber: string | null;
}) {
  const what =
    method === 'cheque'
      ? `Cheque ${reference.trim()} of ${bank?.trim()}`
      : method === 'demand-draft'
        ? `Demand draft ${reference.trim()} of ${bank?.trim()}`
        : `UTR ${reference.trim()}`;
  return `${what} is already in the ledger on receipt ${receiptNumber ?? 'without a number'}.`;
}
