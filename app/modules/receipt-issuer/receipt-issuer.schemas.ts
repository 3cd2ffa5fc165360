import { z } from 'zod';

// Browser-safe: who issues the institute's receipts, credit notes and fee statements, as the fee
// office keeps it on Receipt issuer (area 'fees', decision 026). Not Site Settings: what a tax
// document says about its issuer is the accountant's to sign off, not the website's.

export const ISSUER_NAME_MAX = 120;
export const ISSUER_ADDRESS_MAX = 300;
export const ISSUER_PHONE_MAX = 30;
export const RECEIPT_ISSUER_SAVED = 'Receipt issuer saved.';

/** What the letterhead says about tax: a GSTIN, or 'GST exempt', or neither. */
export const GST_STATUSES = ['not-shown', 'registered', 'exempt'] as const;
export type GstStatus = (typeof GST_STATUSES)[number];
export const GST_STATUS_LABELS: Record<GstStatus, string> = {
  'not-shown': 'Print nothing about GST',
  registered: 'Registered: print the GSTIN',
  exempt: "Print 'GST exempt'",
};

/** What is stored, what every document prints, and what each issued document keeps as it was. */
export type ReceiptIssuer = {
  name: string;
  address: string;
  /** One or two numbers, the first one the e-mails give. */
  phones: string[];
  email: string;
  gstin: string | null;
  pan: string | null;
  /** Printed 'GST exempt'; never together with a GSTIN. */
  gstExempt: boolean;
};

/** The GSTIN's shape: state code, the holder's PAN, entity number, 'Z', check character. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][A-Z\d]Z[A-Z\d]$/;
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
/** The PAN inside a GSTIN (characters 3 to 12). */
export const panOfGstin = (gstin: string) => gstin.slice(2, 12);

export const GSTIN_FORMAT = 'GSTIN: enter the 15 characters, for example 27ABCDE1234F1Z5.';
export const GSTIN_REQUIRED = "GSTIN is required when 'Registered' is chosen.";
export const GSTIN_WITHOUT_REGISTRATION = "GSTIN is printed only for 'Registered': choose it, or leave the GSTIN blank.";
export const PAN_FORMAT = 'PAN: enter the 10 characters, for example ABCDE1234F.';
export const panNotInGstin = (pan: string) => `PAN: the GSTIN belongs to PAN ${pan}; enter that one, or leave the PAN blank.`;

// Each rule names its field, so a message read alone (a toast, an API answer) says what to fix.
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { message: `${label} is required.`, abort: true })
    .max(max, { message: `${label} is too long (${max} characters at most).`, abort: true });

const digitsOf = (value: string) => value.replace(/\D/g, '');
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;
const isPhone = (value: string) => PHONE_CHARACTERS.test(value) && digitsOf(value).length >= 10 && digitsOf(value).length <= 15;
const phoneMessage = (label: string) => `${label}: enter 10 to 15 digits, for example +91 98765 43210.`;

/** Typed in any case and with spaces ('27abcde 1234f1z5'): kept upper case, without spaces. */
const taxNumber = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .default('');

/**
 * The Receipt issuer form and PUT /api/admin/receipt-issuer (JSON): every field each time, so a
 * save is the page as the fee office saw it. A GSTIN only with 'Registered'; a PAN, optional,
 * must be the one inside the GSTIN when both are given.
 */
export const receiptIssuerInput = z
  .object({
    name: text('Name', ISSUER_NAME_MAX).meta({ description: 'The institute as its receipts name it' }),
    address: text('Address', ISSUER_ADDRESS_MAX),
    phone1: text('Phone 1', ISSUER_PHONE_MAX).refine(isPhone, phoneMessage('Phone 1')),
    phone2: z
      .string({ error: 'Phone 2 must be text.' })
      .trim()
      .max(ISSUER_PHONE_MAX, `Phone 2 is too long (${ISSUER_PHONE_MAX} characters at most).`)
      .refine((value) => value === '' || isPhone(value), phoneMessage('Phone 2'))
      .default('')
      .meta({ description: 'Optional; blank prints one number' }),
    email: z
      .string({ error: 'E-mail is required.' })
      .trim()
      .min(1, 'E-mail is required.')
      .max(254, 'E-mail is too long.')
      .pipe(z.email('Enter a valid e-mail address.')),
    gstStatus: z.enum(GST_STATUSES, { error: "GST: choose 'not-shown', 'registered' or 'exempt'." }),
    gstin: taxNumber('GSTIN').meta({ description: "Only with gstStatus 'registered'" }),
    pan: taxNumber('PAN').meta({ description: 'Optional; printed when given' }),
  })
  .superRefine((input, context) => {
    const refuse = (path: 'gstin' | 'pan', message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (input.gstStatus === 'registered' && input.gstin === '') refuse('gstin', GSTIN_REQUIRED);
    else if (input.gstStatus !== 'registered' && input.gstin !== '') refuse('gstin', GSTIN_WITHOUT_REGISTRATION);
    else if (input.gstin !== '' && !GSTIN_PATTERN.test(input.gstin)) refuse('gstin', GSTIN_FORMAT);
    if (input.pan !== '' && !PAN_PATTERN.test(input.pan)) refuse('pan', PAN_FORMAT);
    else if (input.pan !== '' && GSTIN_PATTERN.test(input.gstin) && panOfGstin(input.gstin) !== input.pan)
      refuse('pan', panNotInGstin(panOfGstin(input.gstin)));
  })
  .meta({ id: 'ReceiptIssuerInput' });
export type ReceiptIssuerInput = z.output<typeof receiptIssuerInput>;

/** A valid save as it is stored and printed. */
export function issuerOfInput(input: ReceiptIssuerInput): ReceiptIssuer {
  return {
    name: input.name,
    address: input.address,
    phones: [input.phone1, input.phone2].filter(Boolean),
    email: input.email,
    gstin: input.gstStatus === 'registered' ? input.gstin : null,
    pan: input.pan || null,
    gstExempt: input.gstStatus === 'exempt',
  };
}

/** The form's fields (and the API's answer), filled with the issuer in force. */
export function receiptIssuerFields(issuer: ReceiptIssuer): ReceiptIssuerInput {
  return {
    name: issuer.name,
    address: issuer.address,
    phone1: issuer.phones[0] ?? '',
    phone2: issuer.phones[1] ?? '',
    email: issuer.email,
    gstStatus: issuer.gstin ? 'registered' : issuer.gstExempt ? 'exempt' : 'not-shown',
    gstin: issuer.gstin ?? '',
    pan: issuer.pan ?? '',
  };
}

/** The tax line under the letterhead ('GSTIN 27ABCDE1234F1Z5  ·  PAN ABCDE1234F', 'GST exempt'); empty when nothing is set. */
export function issuerTaxLine(issuer: Pick<ReceiptIssuer, 'gstin' | 'pan' | 'gstExempt'>): string {
  return [issuer.gstin ? `GSTIN ${issuer.gstin}` : '', issuer.gstExempt ? 'GST exempt' : '', issuer.pan ? `PAN ${issuer.pan}` : '']
    .filter(Boolean)
    .join('  ·  ');
}
