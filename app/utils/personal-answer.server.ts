import { AsyncLocalStorage } from 'node:async_hooks';

// What a request's answer depends on, and who asked. server/app.ts runs every request in a scope
// (answerScope) and sends a marked answer as `Cache-Control: private, no-store`, so no browser,
// proxy or the anonymous cache (server/anonymous-cache.ts) keeps it. The functions that read a
// student or staff session mark it themselves: no loader, action or handler can forget to. The
// request log (server/request-log.ts) opens the scope first and names the signed-in reader.

/** Who a request was read for, by id only (the log never holds names, e-mails or tokens). */
export type SignedIn = { staffId: string } | { studentId: string };
type AnswerState = { personal: boolean; signedIn?: SignedIn; requestId?: string };

const scope = new AsyncLocalStorage<AnswerState>();

/** Called where a session is read from a request that presented credentials. No scope (scripts, tests): nothing to mark. */
export function markPersonalAnswer(): void {
  const current = scope.getStore();
  if (current) current.personal = true;
}

/** Called once a presented session was found valid: the request log names who it was. */
export function markSignedIn(signedIn: SignedIn): void {
  const current = scope.getStore();
  if (current) current.signedIn = signedIn;
}

/** The id of the request being answered (X-Request-Id), for error logs; undefined outside a request. */
export const currentRequestId = (): string | undefined => scope.getStore()?.requestId;

/**
 * Runs `work` (the rest of the request) in the request's scope, opening one unless one is open
 * already (the request log's, around the app's), and tells whether anything in it read a session
 * and whose.
 */
export async function answerScope<T>(work: () => Promise<T>, { requestId }: { requestId?: string } = {}): Promise<{ result: T } & AnswerState> {
  const open = scope.getStore();
  const state = open ?? { personal: false, requestId };
  const result = open ? await work() : await scope.run(state, work);
  return { result, ...state };
}
