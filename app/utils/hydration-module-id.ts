/** The id of the inert data block holding React Router's module script (hydrate-after-first-paint.server.ts). */
export const HYDRATION_MODULE_ID = 'hydration-module';

/**
 * On markup that moves by itself (the carousel): within how many milliseconds after `load` a
 * public page must hydrate even if the visitor has not touched it (decision 049).
 */
export const HYDRATE_WITHIN_ATTRIBUTE = 'data-hydrate-ms';
