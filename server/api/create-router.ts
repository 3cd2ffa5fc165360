import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { apiMessage } from './api-language';

/**
 * Every API resource is built with this, never with `new OpenAPIHono()`: the validation answer
 * below belongs to each sub-app itself, so a request that fails its schema gets the same
 * `{ success: false, message }` 400 whether the sub-app is mounted under `api` or used on its own.
 * `Variables` is what the resource's guard puts in the context (AdminVariables, StudentVariables).
 */
export function createRouter<Variables extends object = object>() {
  return new OpenAPIHono<{ Variables: Variables }>({ defaultHook: validationFailed });
}

// Every failure answers JSON `{ success: false, message }`, the message made of the schema's
// sentences, in the language the request asks for (api-language.ts).
function validationFailed(result: { success: boolean; error?: { issues: { message: string }[] } }, c: Context) {
  if (!result.success) {
    const issues = result.error?.issues.map((issue) => issue.message) ?? [];
    const message = apiMessage(c, issues.join(' ') ? issues : 'Invalid request.');
    return c.json({ success: false as const, message }, 400);
  }
}
