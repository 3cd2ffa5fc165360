/** The id of the inert data block holding React Router's module script (hydrate-after-first-paint.server.ts). */
export const HYDRATION_MODULE_ID = 'hydration-module';
