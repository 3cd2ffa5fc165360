import { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { getGatewayConfig, SIMULATED_GATEWAY_PATH } from '~/modules/payments/gateway-config.server';
import { startPaymentReconciliation } from '~/modules/payments/reconcile-payments.server';
import { startRefundReconciliation } from '~/modules/refunds/reconcile-refunds.server';
import { localeRouterContext } from '~/modules/i18n/locale-context';
import { DEFAULT_LOCALE, LOCALES, type Locale, localeOfPath, localePrefix, pathInLocale } from '~/modules/i18n/locales';
import { PORTAL_PAGE, portalLanguage } from '~/modules/i18n/portal-language.server';
import { clientKeyRouterContext } from '~/utils/client-key-context';
import { stylesheetRouterContext } from '~/utils/inline-stylesheet';
import { nonceRouterContext } from '~/utils/nonce';
import { answerScope } from '~/utils/personal-answer.server';
import { anonymousCache } from './anonymous-cache';
import { cachedAnswerAtTheEdge } from './cached-answer';
import { api } from './api/api';
import { isSameOrigin } from './api/admin/require-admin';
import { clientKey } from './api/client-key';
import { builtStylesheets } from './built-stylesheets';
import { devMail } from './dev-mail';
import { fileViewerFor } from './files/document-viewer';
import { health } from './health';
import { documentFiles } from './files/documents.routes';
import { paymentProofFiles } from './files/payment-proofs.routes';
import { receiptFiles } from './files/receipts.routes';
import { admissionLetterFiles } from './files/admission-letters.routes';
import { media } from './media';
import { limitPagePosts } from './page-post-limits';
import { securityHeaders } from './security-headers';
import { languageSwitch } from './language-switch';
import { seo } from './seo';
import { simulatedGateway } from './simulated-gateway/simulated-gateway';
import { startWebhookDeliveries } from './simulated-gateway/simulated-webhooks';
import { startMailWorker } from '~/modules/mail/mail-worker.server';
import { startFeeReminders } from '~/modules/dues/send-fee-reminders.server';
import { startDailyBackups } from '~/modules/backups/daily-backup.server';
import { checkDatabase } from '~/modules/health/readiness.server';
import { checkFileStore } from '~/modules/file-store/check-file-store.server';

// The SSR build's entry (vite.config.ts): everything the process serves, except static assets,
// which server/main.ts puts in front.
export { env, exposedLocalSiteWarning } from '~/utils/env.server';
export { prepareDatabase } from './prepare-database';
export { addressRequest } from './public-origin';
export { requestLog } from './request-log';

// One build answers in each language: /hi/… and /mr/… are the same routes under a basename, so
// React Router's links, forms, redirects and data requests stay in the page's language
// (docs/decisions/043-languages.md).
const handleDocument = Object.fromEntries(
  LOCALES.map((locale) => [locale, createRequestHandler({ ...build, basename: localePrefix(locale) || '/' }, process.env.NODE_ENV)]),
) as Record<Locale, ReturnType<typeof createRequestHandler>>;
// Pages carry the part of the built stylesheet they need (app/utils/inline-stylesheet.ts); development links it instead.
const criticalCss = builtStylesheets(build.assetsBuildDirectory);

export const app = new Hono<{ Variables: { nonce: string } }>();
app.use(securityHeaders);
app.route('/', health({ checks: [() => checkDatabase(), async () => ({ check: 'files', ...(await checkFileStore()) })] }));
const pageCache = anonymousCache(); // keeps only answers marked `Cache-Control: public`
app.use(pageCache);
/** Sends a fresh cached page before the request reaches the app, or says false (server/main.ts). */
export const answerFromCache = cachedAnswerAtTheEdge(pageCache);
// An answer made after reading a session (student or staff, cookie or token: the session readers
// mark it) is never stored by a browser, a proxy or the cache above.
app.use(async (c, next) => {
  const { personal } = await answerScope(next);
  if (personal && !/\bno-store\b/i.test(c.res.headers.get('Cache-Control') ?? '')) c.res.headers.set('Cache-Control', 'private, no-store');
});
app.route('/api', api);
app.route('/media', media);
app.route('/files', documentFiles({ resolveViewer: fileViewerFor('admissions') })); // private: owner and staff only
app.route('/files', receiptFiles()); // private: the student who paid and the fee office (owner, accounts)
app.route('/files', admissionLetterFiles()); // private: the admitted student and staff who see applications
app.route('/files', paymentProofFiles({ resolveViewer: fileViewerFor('fees') })); // private: the student who reported and accounts
app.route('/dev/mail', devMail); // 404 unless the outbox is in use and the request is local
// The simulated payment gateway exists only in simulated mode, that is only on a local site
// (docs/decisions/023-payment-gateway.md); otherwise its paths are unknown pages (404).
const gateway = getGatewayConfig();
if (gateway.mode === 'simulated')
  app.route(SIMULATED_GATEWAY_PATH, simulatedGateway({ credentials: gateway, webhookUrl: gateway.webhookUrl, apiUrl: gateway.apiUrl }));
app.route('/', seo);
app.route('/', languageSwitch);
app.use('*', limitPagePosts);
/**
 * Work the process does in the background, started once per process after prepareDatabase
 * (server/main.ts): the mail queue's worker (decision 022); in simulated mode the simulated
 * gateway's webhook deliveries, retried until our receiver takes them; with a gateway, the
 * reconciliation of unpaid orders and of pending refunds (under database leases, decisions 024 and
 * 033). `stop` lets the mail pass and the runs under way finish, so a shutdown does not leave a
 * claimed job or a lease waiting to run out.
 */
export function startBackgroundWork(): { stop: () => Promise<void> } {
  const mailWorker = startMailWorker();
  const stopDeliveries = gateway.mode === 'simulated' ? startWebhookDeliveries({ webhookSecret: gateway.webhookSecret }) : () => {};
  const loops = gateway.mode === 'off' ? [] : [startPaymentReconciliation(), startRefundReconciliation()];
  // Fee reminders, every half hour under their own lease (decision 034); a SQLite site's daily backup (decision 038).
  loops.push(startFeeReminders(), startDailyBackups());
  return {
    stop: async () => {
      stopDeliveries();
      await Promise.all([mailWorker.stop(), ...loops.map((loop) => loop.stop())]);
    },
  };
}

const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?(?:student\.session_token|admin_session)=/;
app.all('*', async (c) => {
  // Form posts to pages (React Router actions) may act on a signed-in session's cookie: they
  // must come from our own pages. Browsers send Origin with every POST.
  if (!['GET', 'HEAD'].includes(c.req.method) && !isSameOrigin(c)) {
    return c.text('This form did not come from our own site. Go back, reload the page and try again.', 403);
  }
  const url = new URL(c.req.url);
  const { locale, path } = localeOfPath(url.pathname);
  // The staff dashboard is in English only (issue 22): its pages have no other address.
  if (locale !== DEFAULT_LOCALE && /^\/dashboard(\/|$)/.test(path)) return c.redirect(path + url.search, 308);
  // A portal page opened at its English address (a link in an e-mail, a bookmark) follows the
  // student's language: the lang cookie, else the profile, else the browser's (portal-language.server.ts).
  if (locale === DEFAULT_LOCALE && c.req.method === 'GET' && PORTAL_PAGE.test(path) && c.req.header('accept')?.includes('text/html')) {
    const chosen = await portalLanguage(c);
    if (chosen !== DEFAULT_LOCALE) {
      c.header('Cache-Control', 'private, no-store');
      return c.redirect(pathInLocale(path, chosen) + url.search, 302);
    }
  }
  const context = new RouterContextProvider();
  context.set(localeRouterContext, locale);
  context.set(nonceRouterContext, c.get('nonce'));
  context.set(stylesheetRouterContext, criticalCss);
  context.set(clientKeyRouterContext, clientKey(c));
  const response = await handleDocument[locale](c.req.raw, context);
  // Second net under the session readers' mark: a page asked for with a session cookie is never
  // stored, even a public one. better-auth prefixes its cookie with __Secure- on https.
  if (SESSION_COOKIE.test(c.req.header('cookie') ?? '')) response.headers.set('Cache-Control', 'private, no-store');
  return response;
});
