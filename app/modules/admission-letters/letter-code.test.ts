import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, newLetterCode, normaliseLetterCode, printedLetterCode } from './letter-code';

describe('an admission letter’s verification code', () => {
  it('is 12 characters of an alphabet without look-alikes, different every time', () => {
    expect(CODE_ALPHABET).toHaveLength(32);
    for (const lookAlike of ['0', 'O', '1', 'I']) expect(CODE_ALPHABET).not.toContain(lookAlike);
    const codes = new Set(Array.from({ length: 2_000 }, newLetterCode));
    expect(codes.size).toBe(2_000);
    for (const code of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{12}$/);
  });

  it('is printed in groups of four and read back as typed, in any case, with dashes or spaces', () => {
    expect(printedLetterCode('K7QM3XPA9TWD')).toBe('K7QM-3XPA-9TWD');
    expect(normaliseLetterCode('k7qm-3xpa 9twd')).toBe('K7QM3XPA9TWD');
    expect(normaliseLetterCode('K7QM3XPA9TWD')).toBe('K7QM3XPA9TWD');
  });

  it('is not a code when too short, too long, or with a character the alphabet lacks', () => {
    for (const typed of ['', 'K7QM3XPA9TW', 'K7QM3XPA9TWDX', 'K7QM3XPA9TW0', 'K7QM3XPA9TW!', '../../etc/pa']) expect(normaliseLetterCode(typed)).toBeNull();
  });
});
