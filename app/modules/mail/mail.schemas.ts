import { z } from 'zod';
import { recordId } from '~/utils/record-id';

/** Staff's 'Retry now' on an e-mail that was not sent. */
export const retryMailInput = z.object({ id: recordId('E-mail') }).meta({ id: 'RetryMail' });
