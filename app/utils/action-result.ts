// Browser-safe: what every dashboard action answers (app/utils/dashboard-action.server.ts) and the
// forms read (a toast and an inline message).
export type ActionResult = { ok: true; message: string } | { ok: false; message: string; fieldErrors: Record<string, string> };
