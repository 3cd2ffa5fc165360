import { AsyncLocalStorage } from 'node:async_hooks';

// Whether the answer being made depends on who asks. server/app.ts runs every request in a scope
// of its own (answerScope) and sends a marked answer as `Cache-Control: private, no-store`, so no
// browser, proxy or the anonymous cache (server/anonymous-cache.ts) keeps it. The functions that
// read a student or staff session mark it themselves: no loader, action or handler can forget to.
const scope = new AsyncLocalStorage<{ personal: boolean }>();

/** Called where a session is read from a request that presented credentials. No scope (scripts, tests): nothing to mark. */
export function markPersonalAnswer(): void {
  const current = scope.getStore();
  if (current) current.personal = true;
}

/** Runs `work` (the rest of the request) and tells whether anything in it read a session. */
export async function answerScope<T>(work: () => Promise<T>): Promise<{ result: T; personal: boolean }> {
  const state = { personal: false };
  const result = await scope.run(state, work);
  return { result, personal: state.personal };
}
