// Money as people and API clients send it (browser-safe, no zod: the pay page bundles it; the
// schemas' side is rupees-schema.ts). Every amount a client sends is rupees —
// a number with at most 2 decimals, or text written the Indian way — and becomes integer paise
// here, the one reading of an amount in the product (pay page, dashboard forms and every API
// call). Amounts a response gives in paise say so in their name (`balancePaise`); the OpenAPI
// document marks each money field with `x-unit`, and server/api/money-units.db.test.ts holds
// every call to that rule.

// What people in India write for an amount: '65000', '65,000', '1,25,000' (lakh grouping) or
// '125,000' (thousands grouping), with an optional '₹', 'Rs.' or 'INR' before it, the '/-' that
// closes an amount on a form, and at most two decimals (paise). Commas must group correctly, so
// a slip such as '6,5000' is refused rather than read as 65,000.
const AMOUNT = /^(?:₹|rs\.?|inr)?\s*(\d+|\d{1,2}(?:,\d{2})*,\d{3}|\d{1,3}(?:,\d{3})+)(?:\.(\d{1,2}))?\s*(?:\/-)?$/i;

/**
 * Rupees as typed or sent → integer paise; null when it is not an amount: a negative number, more
 * than 2 decimals (1234.567 is refused, never rounded), or text that is not written as above.
 */
export function parseRupees(value: unknown): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    const paise = Math.round(value * 100);
    return Number.isSafeInteger(paise) && Math.abs(value * 100 - paise) < 1e-6 ? paise : null;
  }
  if (typeof value !== 'string') return null;
  const match = AMOUNT.exec(value.trim());
  if (!match) return null;
  const total = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(total) ? total : null;
}
