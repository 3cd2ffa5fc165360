import { describe, expect, it } from 'vitest';
import { api } from './api';

// One unit for money in the API (app/utils/rupees.ts): every money field a client sends is rupees
// — a number with at most 2 decimals, or Indian text — and a response field in paise says so in
// its name. The whole published document is walked, so a new call is held to it too.

type Schema = {
  $ref?: string;
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
  multipleOf?: number;
  'x-unit'?: string;
};
type Field = { where: 'request' | 'response'; call: string; path: string; name: string; schema: Schema };

// A field is money when a word of its name is one of these: amount, amountPaid, feesPaid,
// balancePaise, outstandingPaise … (not daysOverdue, not the fee status 'fees' of a text type).
const MONEY_WORDS = new Set(['amount', 'fee', 'fees', 'paid', 'balance', 'outstanding', 'refundable', 'collected', 'price', 'paise']);
const words = (name: string) => name.split(/(?=[A-Z])|_/).map((word) => word.toLowerCase());
const isMoneyName = (name: string) => words(name).some((word) => MONEY_WORDS.has(word));

/**
 * Razorpay's own entities, passed on as the gateway defines them: Checkout takes the order's
 * `amount` in paise (Razorpay's unit), and spec §7 names the field. Marked `x-unit: paise`.
 */
const GATEWAY_ENTITY_FIELDS = new Set(['post /users/create-order 200 → order.amount']);

async function moneyFields(): Promise<Field[]> {
  const doc = (await (await api.request('/openapi.json')).json()) as {
    paths: Record<
      string,
      Record<
        string,
        { requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }> }> }
      >
    >;
    components: { schemas: Record<string, Schema> };
  };
  const fields: Field[] = [];
  const resolve = (schema: Schema): Schema => (schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema);
  const walk = (raw: Schema, where: Field['where'], call: string, path: string, seen: Set<Schema>) => {
    const schema = resolve(raw);
    if (seen.has(schema)) return;
    const inside = new Set(seen).add(schema);
    for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) walk(part, where, call, path, inside);
    if (schema.items) walk(schema.items, where, call, `${path}[]`, inside);
    for (const [name, property] of Object.entries(schema.properties ?? {})) {
      const field = resolve(property);
      const fieldPath = path ? `${path}.${name}` : name;
      if (isMoneyName(name) && carriesNumber(field)) fields.push({ where, call, path: fieldPath, name, schema: field });
      walk(field, where, call, fieldPath, inside);
    }
  };
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      for (const content of Object.values(operation.requestBody?.content ?? {})) walk(content.schema, 'request', `${method} ${path}`, '', new Set());
      for (const [status, response] of Object.entries(operation.responses))
        for (const content of Object.values(response.content ?? {})) walk(content.schema, 'response', `${method} ${path} ${status}`, '', new Set());
    }
  }
  return fields;
}

const types = (schema: Schema): string[] => [
  ...(Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []),
  ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(types),
];
const carriesNumber = (schema: Schema) => types(schema).some((type) => type === 'number' || type === 'integer');

describe('money in the API document', () => {
  it('finds the money fields it holds to the rule', async () => {
    const fields = await moneyFields();
    // The walk itself is proven: the calls that move money are among what it found.
    const requests = fields.filter((field) => field.where === 'request').map((field) => `${field.call} → ${field.path}`);
    expect(requests).toEqual(
      expect.arrayContaining([
        'post /admin/record-payment → amount',
        'post /admin/verify-reported-payment → amount',
        'post /admin/refund-payment → amount',
        'post /admin/update-fees-paid → amountPaid',
        'post /users/create-order → amount',
        'post /users/report-payment → amount',
      ]),
    );
  });

  it('takes every amount a client sends in rupees: a number with at most 2 decimals, or Indian text', async () => {
    const wrong = (await moneyFields())
      .filter((field) => field.where === 'request')
      .filter((field) => {
        const number = [...(field.schema.anyOf ?? [])].find((part) => part.type === 'number');
        return field.schema['x-unit'] !== 'rupees' || number?.multipleOf !== 0.01 || !types(field.schema).includes('string') || /paise$/i.test(field.name);
      })
      .map((field) => `${field.call} → ${field.path} (${field.schema['x-unit'] ?? 'no unit'})`);
    expect(wrong).toEqual([]);
  });

  it('names every response amount in paise …Paise, and says the unit of every other', async () => {
    const wrong = (await moneyFields())
      .filter((field) => field.where === 'response')
      .filter((field) => {
        const unit = field.schema['x-unit'];
        if (GATEWAY_ENTITY_FIELDS.has(`${field.call} → ${field.path}`)) return unit !== 'paise';
        return unit === 'paise' ? !field.name.endsWith('Paise') : unit !== 'rupees' || field.name.endsWith('Paise');
      })
      .map((field) => `${field.call} → ${field.path} (${field.schema['x-unit'] ?? 'no unit'})`);
    expect(wrong).toEqual([]);
  });
});
