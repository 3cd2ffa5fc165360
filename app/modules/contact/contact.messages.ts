// The contact form's outcome texts (spec §8). Kept apart from contact.schemas.ts so that the
// browser can show them without downloading zod.
export const CONTACT_SUCCESS = '✅ Message sent successfully!';
export const CONTACT_FAILURE = '❌ Failed to send message. Please try again later.';
