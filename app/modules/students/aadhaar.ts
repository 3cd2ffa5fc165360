// Browser-safe Aadhaar rules (DESIGN.md §7). UIDAI numbers are 12 digits, never start with 0 or 1,
// end in a Verhoeff check digit, and UIDAI does not issue palindromes. Passing these rules says the
// number is well formed, not that it belongs to the person typing it.

// Verhoeff tables: multiplication in the dihedral group D5, the position permutation, and inverses.
const D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];
const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

// Digits are taken right to left; `offset` 1 leaves room for the check digit still to be appended.
function verhoeff(digits: string, offset: number): number {
  let c = 0;
  const reversed = [...digits].reverse();
  reversed.forEach((digit, i) => {
    c = D[c]![P[(i + offset) % 8]![Number(digit)]!]!;
  });
  return c;
}

/** The Verhoeff check digit to append to `digits` (used by tests and fixtures to make valid numbers). */
export const verhoeffCheckDigit = (digits: string): number => INV[verhoeff(digits, 1)]!;

/** True when the last digit of `digits` is their Verhoeff check digit. */
export const verhoeffValid = (digits: string): boolean => /^\d+$/.test(digits) && verhoeff(digits, 0) === 0;

/** Removes the spaces and hyphens people type between the groups of four. */
export const normaliseAadhaar = (value: string): string => value.replace(/[\s-]/g, '');

export type AadhaarCheck = { valid: true; aadhaar: string } | { valid: false; reason: string };

/** Validates a typed Aadhaar number; on success returns it normalised to 12 digits. */
export function validateAadhaar(value: string): AadhaarCheck {
  const aadhaar = normaliseAadhaar(value);
  if (aadhaar === '') return { valid: false, reason: 'Enter your 12-digit Aadhaar number.' };
  if (!/^\d+$/.test(aadhaar)) return { valid: false, reason: 'An Aadhaar number contains only digits.' };
  if (aadhaar.length !== 12) return { valid: false, reason: 'An Aadhaar number has exactly 12 digits.' };
  if (aadhaar[0] === '0' || aadhaar[0] === '1') return { valid: false, reason: 'An Aadhaar number never starts with 0 or 1.' };
  if (aadhaar === [...aadhaar].reverse().join('')) return { valid: false, reason: 'This is not a valid Aadhaar number. Please check it.' };
  if (!verhoeffValid(aadhaar)) return { valid: false, reason: 'This Aadhaar number has a typing mistake. Please check the digits.' };
  return { valid: true, aadhaar };
}

/** The only form in which an Aadhaar number is shown: 'XXXX XXXX 1234'; '' when none is on file. */
export const maskAadhaar = (last4: string | null | undefined): string => (last4 && /^\d{4}$/.test(last4) ? `XXXX XXXX ${last4}` : '');
