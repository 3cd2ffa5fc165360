import { Hono } from 'hono';
import { checkReadiness, type ReadinessCheck } from '~/modules/health/readiness.server';

// For process managers and load balancers (README, "Deploying"):
// - GET /healthz: 200 while the process runs and answers; nothing else is asked (a restart would not help a database outage).
// - GET /readyz: 200 when every check passes (the database answers with this version's migrations,
//   the file store is reachable), else 503 naming what failed, so traffic goes to another node.
// Never cached, never shared; no secret in either answer.
const NO_STORE = { 'Cache-Control': 'no-store' };

export function health({ checks }: { checks: Array<() => Promise<ReadinessCheck>> }) {
  const routes = new Hono();
  routes.get('/healthz', (c) => c.json({ status: 'ok' }, 200, NO_STORE));
  routes.get('/readyz', async (c) => {
    const { ready, checks: results } = await checkReadiness(checks);
    if (ready) return c.json({ ready: true, passed: results.map((result) => result.check) }, 200, NO_STORE);
    const failed = results.flatMap((result) => (result.ok ? [] : [{ check: result.check, problem: result.problem }]));
    return c.json({ ready: false, failed }, 503, NO_STORE);
  });
  return routes;
}
