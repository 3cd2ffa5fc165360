import { z } from 'zod';

// Browser-safe: the contact form of spec §2/§5. All four fields required.
// Every message is a sentence a visitor can act on: the API joins them into its `message`.
export const contactMessageInput = z.object(
  {
    name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(100, 'Name is too long.'),
    // Trimmed before the format check, so a pasted address with a trailing space still passes.
    email: z
      .string({ error: 'E-mail is required.' })
      .trim()
      .min(1, 'E-mail is required.')
      .max(254, 'E-mail is too long.')
      .pipe(z.email({ error: 'Enter a valid e-mail address.' })),
    phone: z
      .string({ error: 'Phone is required.' })
      .trim()
      .min(1, { error: 'Phone is required.', abort: true })
      .regex(/^\+?[0-9][0-9 ()-]{6,18}[0-9]$/, 'Enter a valid phone number.'),
    message: z.string({ error: 'Message is required.' }).trim().min(1, 'Message is required.').max(5000, 'Message is too long (5000 characters at most).'),
  },
  { error: 'Send name, email, phone and message as a JSON object.' },
);
export type ContactMessageInput = z.infer<typeof contactMessageInput>;
