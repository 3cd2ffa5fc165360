import { describe, expect, it } from 'vitest';
import { db } from '~/db/db.server';
import { env } from '~/utils/env.server';
import { AppError } from '~/utils/errors';
import { createContactMessage } from './create-contact-message.server';

const message = { name: 'Asha', email: 'asha@example.org', phone: '9876543210', message: 'Hello' };
const rows = async (email: string) => db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();

describe('createContactMessage', () => {
  it('stores the message and returns its id', async () => {
    const id = await createContactMessage({ message, clientKey: '203.0.113.1' });
    expect(await rows('asha@example.org')).toEqual([expect.objectContaining({ id, ...message })]);
  });

  it('limits each client to CONTACT_RATE_LIMIT messages while others still get through', async () => {
    const ravi = { ...message, email: 'ravi@example.org' };
    for (let i = 0; i < env.CONTACT_RATE_LIMIT; i++) await createContactMessage({ message: ravi, clientKey: '198.51.100.9' });
    const refused = await createContactMessage({ message: ravi, clientKey: '198.51.100.9' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 429, message: expect.stringMatching(/several messages in a short time/) });
    expect(await rows('ravi@example.org')).toHaveLength(env.CONTACT_RATE_LIMIT);
    await createContactMessage({ message: ravi, clientKey: '198.51.100.10' });
    expect(await rows('ravi@example.org')).toHaveLength(env.CONTACT_RATE_LIMIT + 1);
  });
});
