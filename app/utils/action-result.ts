// Browser-safe: what every dashboard action answers (app/utils/dashboard-action.server.ts) and the
// forms read (a toast and an inline message).
// `Extra` is what a success may carry besides its message (View Applications: the revealed number).
export type ActionResult<Extra extends object = object> =
  ({ ok: true; message: string } & Extra) | { ok: false; message: string; fieldErrors: Record<string, string> };
