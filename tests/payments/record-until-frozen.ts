// A child process for the kill -9 test (server/api/payments/payments.db.test.ts): it records a
// gateway payment through the real recordGatewayPayment on the test's database, and freezes at
// the moment the ledger insert is about to run — after the gateway captured the payment, inside
// our open transaction, before the commit — so the parent can kill it there with SIGKILL.
//   node --import ./scripts/register-app-imports.ts tests/payments/record-until-frozen.ts <order> <payment> <api url> <key id> <key secret>
import { writeSync } from 'node:fs';
import type { KyselyPlugin } from 'kysely';
import { openDatabase } from '~/db/open-database.server';
import { createRazorpayClient } from '~/modules/payments/razorpay-client.server';
import { recordGatewayPayment } from '~/modules/payments/record-gateway-payment.server';

const [orderId, paymentId, apiUrl, keyId, keySecret] = process.argv.slice(2) as [string, string, string, string, string];

const freezeAtLedgerInsert: KyselyPlugin = {
  transformQuery({ node }) {
    if (node.kind === 'InsertQueryNode' && node.into?.table.identifier.name === 'payments') {
      writeSync(1, 'frozen before the ledger insert\n');
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); // until SIGKILL
    }
    return node;
  },
  transformResult: async ({ result }) => result,
};

const db = openDatabase(process.env.DATABASE_URL!).withPlugin(freezeAtLedgerInsert);
await recordGatewayPayment({
  orderId,
  paymentId,
  via: 'verify',
  gateway: { name: 'simulated', client: createRazorpayClient({ apiUrl, keyId, keySecret }), keySecret, webhookSecret: 'unused' },
  db,
});
writeSync(1, 'recorded (not frozen)\n');
process.exit(0);
