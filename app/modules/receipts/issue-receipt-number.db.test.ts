import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { issueReceiptNumber } from './issue-receipt-number.server';

const ist = (iso: string) => Date.parse(`${iso}+05:30`);
const numberOf = (receipt: string) => Number(receipt.split('/')[2]);
class RolledBack extends Error {}

// Each test uses its own financial year, so the series it reads is its own.
describe('receipt numbers', () => {
  it('50 concurrent payments take 1..50 once each; 10 that roll back leave no gap', async () => {
    const now = ist('2041-06-01T10:00:00');
    const issued: string[] = [];
    const attempts = Array.from({ length: 60 }, (_, i) =>
      db
        .transaction()
        .execute(async (trx) => {
          const receipt = await issueReceiptNumber({ db: trx, now });
          // Every sixth payment fails after taking its number (a duplicate recording, an error).
          if (i % 6 === 5) throw new RolledBack();
          issued.push(receipt);
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        }),
    );
    await Promise.all(attempts);
    expect(issued).toHaveLength(50);
    expect(new Set(issued).size).toBe(50);
    expect(issued.map(numberOf).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(issued.every((receipt) => receipt.startsWith('NIHM/2041-42/'))).toBe(true);
    const next = await db.transaction().execute((trx) => issueReceiptNumber({ db: trx, now }));
    expect(next).toBe('NIHM/2041-42/000051');
  });

  it('starts again at 1 on 1 April 00:00 IST; 31 March 23:59 IST is still the old year', async () => {
    const issue = (now: number) => db.transaction().execute((trx) => issueReceiptNumber({ db: trx, now }));
    expect(await issue(ist('2043-03-31T23:58:00'))).toBe('NIHM/2042-43/000001');
    expect(await issue(ist('2043-03-31T23:59:59'))).toBe('NIHM/2042-43/000002');
    expect(await issue(ist('2043-04-01T00:00:00'))).toBe('NIHM/2043-44/000001');
    expect(await issue(ist('2043-04-01T00:00:01'))).toBe('NIHM/2043-44/000002');
  });

  it('numbers credit notes in a series of their own: NIHM/CN/<year>/…, not taking receipt numbers', async () => {
    const now = ist('2044-05-10T12:00:00');
    const issue = (series?: 'credit-note') => db.transaction().execute((trx) => issueReceiptNumber({ db: trx, now, series }));
    expect(await issue()).toBe('NIHM/2044-45/000001');
    expect(await issue('credit-note')).toBe('NIHM/CN/2044-45/000001');
    expect(await issue('credit-note')).toBe('NIHM/CN/2044-45/000002');
    expect(await issue()).toBe('NIHM/2044-45/000002');
  });
});
