import { OpenAPIHono } from '@hono/zod-openapi';
import type { AdminVariables } from './require-admin';

// Staff: students — profiles, Enroll Student, applying on a student's behalf (spec §2, §7).
export const adminStudentsApi = new OpenAPIHono<{ Variables: AdminVariables }>();
