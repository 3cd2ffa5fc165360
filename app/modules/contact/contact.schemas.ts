import { z } from 'zod';

// Browser-safe: the contact form of spec §2/§5. All four fields required.
export const CONTACT_SUCCESS = '✅ Message sent successfully!';
export const CONTACT_FAILURE = '❌ Failed to send message. Please try again later.';

export const contactMessageInput = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is too long.'),
  email: z.email({ error: 'Enter a valid e-mail address.' }).trim().max(254, 'E-mail is too long.'),
  phone: z
    .string({ error: 'Phone is required.' })
    .trim()
    .min(1, 'Phone is required.')
    .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Enter a valid phone number.'),
  message: z.string({ error: 'Message is required.' }).trim().min(1, 'Message is required.').max(5000, 'Message is too long (5000 characters at most).'),
});
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
