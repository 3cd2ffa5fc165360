import { serve } from '@hono/node-server';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { db } from '~/db/db.server';
import { simulatedGateway } from '../../server/simulated-gateway/simulated-gateway';
import { envForThisTest } from '../env-for-test';
import { credentials } from './loopback-gateway';

// For database suites about how we live with a gateway that fails as real ones do: the simulated
// gateway (a local Razorpay) on loopback, made the site's gateway through a switch that passes each
// request on, or fails it as the test asks. Its webhooks go nowhere: a suite posts what it is about.

export type Failure =
  /** Passed on, answered. */
  | 'through'
  /** 503 with Razorpay's error JSON, the gateway not asked. */
  | 'failing'
  /** The connection cut before the request reaches the gateway. */
  | 'cut'
  /** Passed on with a secret the gateway does not know (keys rotated in its Dashboard, not here): 401. */
  | 'keys-refused'
  /** Passed on and done by the gateway, then the connection cut before its answer reaches us. */
  | 'answer-lost';

export type GatewaySwitch = {
  /** The simulated gateway itself (the TEST checkout's /checkout/pay, a client that bypasses the switch). */
  gatewayUrl: () => string;
  /** How each request to the site's gateway fares from now on (each test starts with every request passed on). */
  fail: (decide: (request: { method: string; path: string }) => Failure) => void;
  /** The requests that reached the switch, in order: 'POST /v1/payments/pay_…/refund'. */
  requests: () => string[];
};

const listening = (server: { address(): AddressInfo | string | null }) => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const read = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

export function useGatewaySwitch(): GatewaySwitch {
  let gatewayServer: ReturnType<typeof serve>;
  let switchServer: Server;
  let gatewayUrl = '';
  let decide: Parameters<GatewaySwitch['fail']>[0] = () => 'through';
  let requests: string[] = [];

  async function pass(request: IncomingMessage, body: string, authorization: string | undefined) {
    const headers: Record<string, string> = { authorization: authorization ?? '', 'content-type': 'application/json' };
    const key = request.headers['x-refund-idempotency'];
    if (typeof key === 'string') headers['x-refund-idempotency'] = key;
    return fetch(`${gatewayUrl}${request.url}`, { method: request.method, headers, body: request.method === 'GET' ? undefined : body });
  }

  beforeAll(async () => {
    const made: { gateway?: ReturnType<typeof simulatedGateway> } = {};
    await new Promise<void>((resolve) => {
      gatewayServer = serve({ fetch: (request) => made.gateway!.fetch(request), port: 0, hostname: '127.0.0.1' }, () => resolve());
    });
    gatewayUrl = listening(gatewayServer);
    made.gateway = simulatedGateway({ credentials, webhookUrl: 'http://127.0.0.1:9/api/payments/razorpay-webhook', apiUrl: gatewayUrl, db });
    switchServer = createServer((request, response) => {
      void read(request).then(async (body) => {
        const method = request.method ?? 'GET';
        requests.push(`${method} ${request.url}`);
        const failure = decide({ method, path: request.url ?? '/' });
        if (failure === 'cut') return void request.socket.destroy();
        if (failure === 'failing') {
          const json = JSON.stringify({ error: { code: 'SERVER_ERROR', description: 'Service unavailable' } });
          return void response.writeHead(503, { 'content-type': 'application/json' }).end(json);
        }
        const rotated = `Basic ${Buffer.from(`${credentials.keyId}:rotated-secret`).toString('base64')}`;
        const answer = await pass(request, body, failure === 'keys-refused' ? rotated : request.headers.authorization);
        const text = await answer.text();
        if (failure === 'answer-lost') return void request.socket.destroy();
        response.writeHead(answer.status, { 'content-type': 'application/json' }).end(text);
      });
    });
    await new Promise<void>((resolve) => switchServer.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    switchServer.closeAllConnections();
    await new Promise((resolve) => switchServer.close(resolve));
    await new Promise((resolve) => gatewayServer.close(resolve));
  });

  beforeEach(() => {
    decide = () => 'through';
    requests = [];
    envForThisTest({
      RAZORPAY_API_URL: listening(switchServer),
      RAZORPAY_KEY_ID: credentials.keyId,
      RAZORPAY_KEY_SECRET: credentials.keySecret,
      RAZORPAY_WEBHOOK_SECRET: credentials.webhookSecret,
    });
  });

  return {
    gatewayUrl: () => gatewayUrl,
    fail: (next) => {
      decide = next;
    },
    requests: () => [...requests],
  };
}
