// `npm run payments:reconcile`: asks the payment gateway about every order still unpaid a few
// minutes after it was made, and records what was captured (the same work the server does every
// minute, under the same database lease, so running it beside the server never counts twice).
// Exit codes: 0 done (or another node was running it), 1 the gateway could not be asked about
// some order, 2 online payments are off.
export async function main(): Promise<number> {
  const { db } = await import('~/db/db.server');
  const { migrateToLatest } = await import('../db/migrate');
  const { reconcilePayments } = await import('~/modules/payments/reconcile-payments.server');
  const { getGatewayConfig } = await import('~/modules/payments/gateway-config.server');
  try {
    if (getGatewayConfig().mode === 'off') {
      console.error('Online payments are off (PAYMENT_GATEWAY=off): there is no gateway to reconcile with.');
      return 2;
    }
    await migrateToLatest(db);
    const report = await reconcilePayments();
    if (!report.ran) {
      console.log('Another process is reconciling payments right now; nothing done.');
      return 0;
    }
    console.log(
      `Checked ${report.checked} unpaid order(s): ${report.recorded} payment(s) recorded, ${report.failed} order(s) the gateway could not answer about.`,
    );
    return report.failed ? 1 : 0;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('payments-reconcile.ts')) {
  process.exitCode = await main().catch((error: unknown) => {
    console.error(error);
    return 1;
  });
}
