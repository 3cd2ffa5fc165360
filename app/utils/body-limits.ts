// How large a request body may be, read before anything else (server/api/api.ts and the dashboard
// actions that take uploads use the same numbers).

/** Any JSON or small form body. */
export const API_BODY_LIMIT = 64 * 1024;
/** Staff uploads (multipart): two images of at most 5 MB each plus the form fields. */
export const UPLOAD_BODY_LIMIT = 12 * 1024 * 1024;
/** The refusal of a larger upload, the same from the dashboard and the API. */
export const UPLOAD_TOO_LARGE = 'The upload is too large (12 MB at most in one request).';
/**
 * The admission form (student or staff): photo and up to eight documents in one request. Each file
 * has its own limit (images 5 MB, PDFs 10 MB, app/modules/documents); this caps the whole request.
 */
export const ADMISSION_BODY_LIMIT = 40 * 1024 * 1024;

/**
 * An upload the server could not take its turn for (server/upload-gate.ts): answered 503 with
 * Retry-After before its body is read, from the API and the pages alike.
 */
export const UPLOAD_BUSY_MESSAGE =
  'Many students are sending their forms right now, and yours was not saved yet. Please send it again in a minute: what you filled in is still in the form.';
/** Seconds a client is asked to wait before sending again (Retry-After). */
export const UPLOAD_RETRY_AFTER_SECONDS = 30;
