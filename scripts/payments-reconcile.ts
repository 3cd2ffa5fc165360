// `npm run payments:reconcile`: asks the payment gateway about every order still unpaid a few
// minutes after it was made, and records what was captured; then about every refund still pending,
// and records what became of it (the same work the server does every minute, under the same
// database leases, so running it beside the server never counts twice).
// Exit codes: 0 done (or another node was running it), 1 the gateway could not be asked about
// some order or refund, 2 online payments are off.
export async function main(): Promise<number> {
  const { db } = await import('~/db/db.server');
  const { migrateToLatest } = await import('../db/migrate');
  const { reconcilePayments } = await import('~/modules/payments/reconcile-payments.server');
  const { reconcileRefunds } = await import('~/modules/refunds/reconcile-refunds.server');
  const { getGatewayConfig } = await import('~/modules/payments/gateway-config.server');
  try {
    if (getGatewayConfig().mode === 'off') {
      console.error('Online payments are off (PAYMENT_GATEWAY=off): there is no gateway to reconcile with.');
      return 2;
    }
    await migrateToLatest(db);
    let unanswered = 0;
    const report = await reconcilePayments();
    if (!report.ran) console.log('Another process is reconciling payments right now; nothing done.');
    else {
      console.log(
        `Checked ${report.checked} unpaid order(s): ${report.recorded} payment(s) recorded, ${report.failed} order(s) the gateway could not answer about.`,
      );
      unanswered += report.failed;
    }
    const refunds = await reconcileRefunds();
    if (!refunds.ran) console.log('Another process is reconciling refunds right now; nothing done.');
    else {
      console.log(
        `Checked ${refunds.checked} pending refund(s): ${refunds.processed} processed, ${refunds.failedAtGateway} failed at the gateway, ` +
          `${refunds.neverMade} never made, ${refunds.unanswered} the gateway could not answer about.`,
      );
      unanswered += refunds.unanswered;
    }
    return unanswered ? 1 : 0;
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
