import { OpenAPIHono } from '@hono/zod-openapi';
import type { AdminVariables } from './require-admin';

// Staff: View Applications (spec §2, §7) — applicants, decisions, course changes.
export const adminApplicationsApi = new OpenAPIHono<{ Variables: AdminVariables }>();
