import { z } from 'zod';
import { parseRupees } from './rupees';

// The request and response fields of money (app/utils/rupees.ts says the rule); each carries
// `x-unit` in the OpenAPI document, which server/api/money-units.db.test.ts checks.

/** The OpenAPI extension that says what unit a money field is in. */
export type MoneyUnit = 'rupees' | 'paise';

/**
 * A money field of a request: rupees as a number or Indian text, integer paise once parsed.
 * `minPaise`/`maxPaise` bound it; `invalid` is said for anything that is not an amount.
 */
export function rupeesInput({
  invalid,
  minPaise,
  tooSmall = invalid,
  maxPaise = 10_000_000_00,
  tooLarge = 'That amount is too large (₹1,00,00,000 at most).',
  description,
}: {
  invalid: string;
  minPaise: number;
  tooSmall?: string;
  maxPaise?: number;
  tooLarge?: string;
  description: string;
}) {
  return z
    .preprocess((value) => parseRupees(value) ?? Number.NaN, z.number({ error: invalid }).int(invalid).min(minPaise, tooSmall).max(maxPaise, tooLarge))
    .meta(rupeesInputDoc({ description, minPaise, maxPaise }));
}

/** How the OpenAPI document describes a money field of a request (rupeesInput, and the course fees that stay rupees). */
export function rupeesInputDoc({ description, minPaise = 0, maxPaise = 10_000_000_00 }: { description: string; minPaise?: number; maxPaise?: number }) {
  return {
    type: undefined,
    anyOf: [
      { type: 'number' as const, minimum: minPaise / 100, maximum: maxPaise / 100, multipleOf: 0.01 },
      { type: 'string' as const, examples: ['₹1,25,000', '65,000.50'] },
    ],
    'x-unit': 'rupees' satisfies MoneyUnit,
    description: `${description} In rupees: a number with at most 2 decimals, or text as written in India ('₹1,25,000').`,
  };
}

/** A money field of a response, in rupees (a number with at most 2 decimals). */
export const rupeesOutput = (description: string) => z.number().meta({ 'x-unit': 'rupees', description: `${description} (rupees)` });

/** A money field of a response, in integer paise: its name ends in `Paise`. */
export const paiseOutput = (description: string) =>
  z
    .number()
    .int()
    .meta({ 'x-unit': 'paise', description: `${description} (paise)` });
