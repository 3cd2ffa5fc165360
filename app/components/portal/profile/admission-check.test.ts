import { describe, expect, it } from 'vitest';
import { CONSENT_REQUIRED } from '~/modules/students/privacy-notice';
import { checkAdmission } from './admission-check';
import type { Profile } from './profile-ui';

// What the browser sends from the admission form, and what it refuses before sending.

const onFile = {
  firstName: 'Asha',
  middleName: 'Ramesh',
  lastName: 'Patil',
  city: 'Nagpur',
  sscPercentage: 86.4,
  aadharNumber: 'XXXX XXXX 0124',
} as unknown as Profile;
const form = (entries: Record<string, string | File>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};
const sent = (data: FormData) => Object.fromEntries([...data].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));

describe('checkAdmission', () => {
  it('sends only the fields that differ from what is on file, and only chosen files', () => {
    const { send, errors } = checkAdmission({
      form: form({
        firstName: 'Asha',
        middleName: 'Ramesh ',
        lastName: 'Patil',
        city: 'Wardha',
        sscPercentage: '86.4',
        aadharNumber: '',
        sscDocument: new File([], ''),
        hscDocument: new File(['%PDF-'], 'hsc.pdf', { type: 'application/pdf' }),
      }),
      profile: onFile,
      needsConsent: false,
      applying: false,
    });
    expect(errors).toEqual({});
    expect(sent(send)).toEqual({ city: 'Wardha', hscDocument: 'hsc.pdf' });
  });

  it("checks what changed with the server's schema, and refuses to empty a field on file", () => {
    const { errors } = checkAdmission({
      form: form({ city: '', aadharNumber: '234567890123', contactNumber: '98765', zipCode: '44001', sscPercentage: '' }),
      profile: onFile,
      needsConsent: false,
      applying: false,
      unreadable: ['sscPercentage'],
    });
    expect(errors).toEqual({
      city: 'City cannot be emptied here: type the new value, or leave it as it was.',
      aadharNumber: 'This Aadhaar number has a typing mistake. Please check the digits.',
      contactNumber: 'Enter a 10-digit Indian mobile number.',
      zipCode: 'Enter a 6-digit PIN code.',
      sscPercentage: 'Enter the SSC percentage as a number from 0 to 100.',
    });
  });

  it('asks for the three names when applying, and for the consent on a first submission', () => {
    const { errors } = checkAdmission({ form: form({ firstName: 'Asha', middleName: ' ', lastName: '' }), profile: null, needsConsent: true, applying: true });
    expect(errors).toEqual({
      middleName: 'Middle name is needed to apply for a course.',
      lastName: 'Last name is needed to apply for a course.',
      consent: CONSENT_REQUIRED,
    });
    expect(checkAdmission({ form: form({ firstName: 'Asha', consent: 'true' }), profile: null, needsConsent: true, applying: false }).errors).toEqual({});
  });
});
