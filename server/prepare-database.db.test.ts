import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '~/db/db.server';
import { envForThisTest } from '../tests/env-for-test';
import { prepareDatabase } from './prepare-database';

// What every start does to the database, outside local (docs/decisions/016-local-conveniences.md):
// the demo administrator's password is published in the README, so a public site never has it,
// even when SEED_DEMO=true asks for the demo content. Its first administrator comes from the
// setup link printed instead. (The SEED_DEMO default itself is in env.server.test.ts.)
vi.setConfig({ testTimeout: 90_000 });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('prepareDatabase outside local', () => {
  it('seeds the demo content when asked, but no staff account, and prints the setup link', async () => {
    envForThisTest({ isLocal: false, SEED_DEMO: 'true', APP_URL: 'https://institute.example.org' });
    const printed: string[] = [];
    vi.spyOn(console, 'log').mockImplementation((line: string) => void printed.push(line));
    await prepareDatabase();
    expect(
      Number(
        (
          await db
            .selectFrom('courses')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(8);
    expect(await db.selectFrom('admins').select('email').execute()).toEqual([]);
    expect(printed.join('\n')).toMatch(/https:\/\/institute\.example\.org\/dashboard\/setup\/[A-Za-z0-9_-]{43}/);
    expect(printed.join('\n')).not.toContain('Nagpur-Demo-2026');
  });
});
