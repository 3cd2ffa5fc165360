import { Migrator } from 'kysely/migration';
import { afterAll, expect, it } from 'vitest';
import { dialect } from '~/db/db.server';
import { type DB, openDatabase } from '~/db/open-database.server';
import { createPostgresDatabase, dropPostgresDatabase } from '../../tests/setup/databases';
import { migrateToLatest, migrations } from '../migrate';

// 0012 rebuilds `payments` as the ledger: nothing stored before it is dropped, and from then on
// every application's paid total is the sum of its ledger rows.
const pgName = `t_m12_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
const fresh: DB = dialect === 'postgres' ? openDatabase(await createPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName)) : openDatabase('file::memory:');
afterAll(async () => {
  await fresh.destroy();
  if (dialect === 'postgres') await dropPostgresDatabase(process.env.TEST_DATABASE_URL!, pgName);
});

it('carries over old payments and orders, and turns totals stored before the ledger into opening adjustments', async () => {
  const migrator = new Migrator({ db: fresh, provider: { getMigrations: async () => migrations } });
  expect((await migrator.migrateTo('0011-simulated-gateway')).error).toBeUndefined();
  const now = 1_790_000_000_000;
  const at = dialect === 'postgres' ? new Date(now) : new Date(now).toISOString();
  await fresh
    .insertInto('users')
    .values({
      id: 'u1',
      name: 'Asha',
      email: 'asha@example.org',
      email_verified: dialect === 'postgres' ? true : 1,
      image: null,
      created_at: at,
      updated_at: at,
    })
    .execute();
  await fresh
    .insertInto('courses')
    .values(
      ['c1', 'c2'].map((id) => ({
        id,
        title: id,
        description: '',
        eligibility: null,
        fees_paise: 60_000_00,
        images: '[]',
        visible: 1,
        duration: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const application = (id: string, paid: number, course: string) => ({
    id,
    user_id: 'u1',
    course_id: course,
    status: 'Pending',
    fees_paid_paise: paid,
    fee_status_mark: null,
    receipt_file_id: null,
    created_at: now,
    updated_at: now,
  });
  await fresh
    .insertInto('applications')
    .values([application('a-staff', 3_000_00, 'c1'), application('a-paid', 1_000_00, 'c2')])
    .execute();
  const old = (id: string, status: string, paymentId: string | null) => ({
    id,
    application_id: 'a-paid',
    gateway: 'simulated',
    gateway_order_id: `order_${id}`,
    gateway_payment_id: paymentId,
    amount_paise: 1_000_00,
    status,
    created_at: now,
    updated_at: now,
  });
  await fresh
    .insertInto('payments')
    .values([old('p1', 'paid', 'pay_p1'), old('p2', 'created', null)] as never)
    .execute();

  await migrateToLatest(fresh);

  const ledger = await fresh
    .selectFrom('payments')
    .select(['id', 'application_id', 'kind', 'source', 'amount_paise', 'gateway_payment_id', 'created_by'])
    .orderBy('id')
    .execute();
  expect(ledger.map((row) => ({ ...row, amount_paise: Number(row.amount_paise) }))).toEqual([
    {
      id: 'opening-a-staff',
      application_id: 'a-staff',
      kind: 'adjustment',
      source: 'migration',
      amount_paise: 3_000_00,
      gateway_payment_id: null,
      created_by: 'migration',
    },
    { id: 'p1', application_id: 'a-paid', kind: 'payment', source: 'gateway', amount_paise: 1_000_00, gateway_payment_id: 'pay_p1', created_by: 'migration' },
  ]);
  const orders = await fresh.selectFrom('payment_orders').select(['gateway_order_id', 'status', 'student_id']).orderBy('gateway_order_id').execute();
  expect(orders).toEqual([
    { gateway_order_id: 'order_p1', status: 'paid', student_id: 'u1' },
    { gateway_order_id: 'order_p2', status: 'created', student_id: 'u1' },
  ]);
  // A ledger row cannot carry the wrong sign, and a gateway payment cannot be counted twice.
  const row = { application_id: 'a-paid', student_id: 'u1', source: 'gateway' as const, currency: 'INR', status: 'paid', created_by: 'test', created_at: now };
  await expect(
    fresh
      .insertInto('payments')
      .values({ ...row, id: 'neg', kind: 'payment', amount_paise: -1 })
      .execute(),
  ).rejects.toThrow();
  await expect(
    fresh
      .insertInto('payments')
      .values({ ...row, id: 'dup', kind: 'payment', amount_paise: 1, gateway_payment_id: 'pay_p1' })
      .execute(),
  ).rejects.toThrow();
});
