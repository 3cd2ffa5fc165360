import { z } from 'zod';
import { recordId } from '~/utils/record-id';

// Staff's 'Generate Receipt' of View Applications (spec §2, §4, §7, §8).
export const RECEIPT_GENERATED = 'Receipt generated successfully!';
export const RECEIPT_ONLY_FOR_ACCEPTED = 'A receipt can be generated only for an Accepted application.';

export const generateReceiptInput = z.object({ id: recordId('Application') }).meta({ id: 'GenerateReceipt' });
export type GenerateReceiptInput = z.infer<typeof generateReceiptInput>;
