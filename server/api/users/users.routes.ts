import { OpenAPIHono } from '@hono/zod-openapi';

// Student calls of spec §7 (bearer token or the portal's session cookie).
export const studentApi = new OpenAPIHono();
