// Browser-safe: an admission letter's verification code (issue 23 point 6, decision 047).
//
// 12 characters from 32 that cannot be mistaken for one another when read off paper (no 0/O, 1/I):
// 60 random bits, so a code cannot be guessed and two letters never share one in practice (the
// column is unique besides). Printed in groups of four, 'K7QM-3XPA-9TWD'; read back in any case,
// with or without the dashes and spaces a person may type.

export const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A new code from the CSPRNG: 256 is a multiple of 32, so every character is equally likely. */
export function newLetterCode(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(CODE_LENGTH)), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** A code as typed or linked ('k7qm-3xpa 9twd') in its stored form, or null when it cannot be one. */
export function normaliseLetterCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]+/g, '');
  if (code.length !== CODE_LENGTH) return null;
  return [...code].every((character) => CODE_ALPHABET.includes(character)) ? code : null;
}

/** The code as a letter prints it: 'K7QM-3XPA-9TWD'. */
export const printedLetterCode = (code: string) => code.match(/.{1,4}/g)!.join('-');

/** Where anyone confirms a letter: the public page of this code. */
export const verifyPath = (code: string) => `/verify/${code}`;

/** Where a student or staff download the letter of an Accepted application (server/files/admission-letters.routes.ts). */
export const admissionLetterUrl = (applicationId: string) => `/files/admission-letters/${applicationId}`;
