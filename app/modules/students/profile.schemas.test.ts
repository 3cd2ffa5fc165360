import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_LABELS } from '~/modules/documents/documents.schemas';
import {
  BLOOD_GROUPS,
  CATEGORIES,
  DOCUMENT_FIELDS,
  enrollStudentAccountInput,
  enrollStudentInput,
  enrollStudentProfileInput,
  fieldErrorsOf,
  GENDERS,
  LEAVING_CERTIFICATE_TYPES,
  MARITAL_STATUSES,
  missingApplicationNames,
  neededToApply,
  PROFILE_FIELD_LABELS,
  PROFILE_FIELDS,
  profileFieldErrors,
  profileUpdateInput,
  REFERENCES,
} from './profile.schemas';

const messages = (
  input: unknown,
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } } = profileUpdateInput,
) => Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
const parsed = (input: unknown) => profileUpdateInput.parse(input);

// A fixed "now" in India: 15 June 2026, 17:30 IST.
beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-06-15T12:00:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('spec §3 lists', () => {
  it('has the enumerations and field names of the spec, exactly', () => {
    expect(GENDERS).toEqual(['Male', 'Female', 'Other']);
    expect(CATEGORIES).toEqual(['OBC', 'SC', 'ST', 'NT', 'Open']);
    expect(MARITAL_STATUSES).toEqual(['Single', 'Married', 'Divorced', 'Widowed', 'Other']);
    expect(REFERENCES).toEqual(['Friend', 'Newspaper', 'Social Media', 'College Seminar', 'Website Search', 'Other']);
    expect(LEAVING_CERTIFICATE_TYPES).toEqual(['SSC', 'HSC', 'Diploma', 'Bachelor']);
    expect(BLOOD_GROUPS).toEqual(['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-']);
    expect(PROFILE_FIELDS).toEqual([
      'firstName',
      'middleName',
      'lastName',
      'contactNumber',
      'alternateNumber',
      'aadharNumber',
      'bloodGroup',
      'dob',
      'address',
      'city',
      'state',
      'zipCode',
      'gender',
      'maritalStatus',
      'category',
      'course',
      'reference',
      'otherReference',
      'sscPercentage',
      'hscPercentage',
      'diplomaPercentage',
      'bachelorPercentage',
      'leavingCertificateType',
    ]);
    expect(DOCUMENT_FIELDS).toEqual([
      'profilePhoto',
      'sscDocument',
      'hscDocument',
      'diplomaDocument',
      'bachelorDocument',
      'leavingCertificate',
      'aadharFront',
      'aadharBack',
    ]);
    for (const field of DOCUMENT_FIELDS) expect(DOCUMENT_LABELS[field]).toMatch(/^[A-Z]/);
    for (const field of PROFILE_FIELDS) expect(PROFILE_FIELD_LABELS[field]).toMatch(/^[A-Z]/);
  });

  it.each([
    ['gender', GENDERS],
    ['category', CATEGORIES],
    ['maritalStatus', MARITAL_STATUSES],
    ['reference', REFERENCES],
    ['leavingCertificateType', LEAVING_CERTIFICATE_TYPES],
    ['bloodGroup', BLOOD_GROUPS],
  ] as const)('%s accepts each listed value and nothing else', (field, values) => {
    for (const value of values) expect(parsed({ [field]: value })).toMatchObject({ [field]: value });
    expect(messages({ [field]: 'Unknown' })[field]).toMatch(/^Choose the .+ from the list: /);
    expect(messages({ [field]: values[0].toLowerCase() })[field]).toBeDefined();
  });
});

describe('profileUpdateInput', () => {
  it('reads a whole multipart form of strings into typed, normalised values', () => {
    const form = new FormData();
    const values: Record<string, string> = {
      firstName: '  Asha ',
      middleName: 'Ramesh',
      lastName: 'Patil',
      contactNumber: '+91 98765 43210',
      alternateNumber: '07012345678',
      aadharNumber: '2345 6789 0124',
      bloodGroup: 'B+',
      dob: '2004-02-29',
      address: '12, Dharampeth',
      city: 'Nagpur',
      state: 'Maharashtra',
      zipCode: '440 010',
      gender: 'Female',
      maritalStatus: 'Single',
      category: 'OBC',
      course: 'Diploma in Hospital Management',
      reference: 'Other',
      otherReference: 'Dr. Kale',
      sscPercentage: '88.4',
      hscPercentage: '76',
      diplomaPercentage: '0',
      bachelorPercentage: '100',
      leavingCertificateType: 'HSC',
    };
    for (const [key, value] of Object.entries(values)) form.append(key, value);
    form.append('profilePhoto', new File(['x'], 'me.jpg'));
    expect(profileUpdateInput.parse(form)).toEqual({
      ...values,
      firstName: 'Asha',
      contactNumber: '9876543210',
      alternateNumber: '7012345678',
      aadharNumber: '234567890124',
      zipCode: '440010',
      sscPercentage: 88.4,
      hscPercentage: 76,
      diplomaPercentage: 0,
      bachelorPercentage: 100,
    });
  });

  it('treats empty and blank values as "not changed"', () => {
    expect(parsed({ firstName: '', city: '   ', sscPercentage: '', aadharNumber: '', dob: null, lastName: 'Patil' })).toEqual({ lastName: 'Patil' });
    expect(parsed({})).toEqual({});
  });

  it('drops every key it does not know (no mass assignment)', () => {
    const result = parsed({
      firstName: 'Asha',
      role: 'admin',
      status: 'Accepted',
      fees: 0,
      feesPaid: 99999,
      userId: 'other',
      _id: 'x',
      user_id: 'x',
      consent_at: 1,
      aadhaar_last4: '0000',
    });
    expect(result).toEqual({ firstName: 'Asha' });
  });

  it('is harmless with a __proto__ key', () => {
    const result = parsed(JSON.parse('{"__proto__": {"role": "admin", "firstName": "Evil"}, "constructor": {"prototype": {"x": 1}}, "lastName": "Patil"}'));
    expect(result).toEqual({ lastName: 'Patil' });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect((result as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).role).toBeUndefined();
  });

  it.each([null, 'firstName=Asha', ['Asha'], 42])('refuses %j as a whole', (input) => {
    expect(messages(input)).toEqual({ '': 'Send the profile as form fields.' });
  });

  it('keeps a referrer name only with reference Other', () => {
    expect(parsed({ reference: 'Other', otherReference: ' Dr. Kale ' })).toEqual({ reference: 'Other', otherReference: 'Dr. Kale' });
    expect(parsed({ reference: 'Friend', otherReference: 'Dr. Kale' })).toEqual({ reference: 'Friend' });
    // Reference not sent means unchanged: saveProfile checks the stored one.
    expect(parsed({ otherReference: 'Dr. Kale' })).toEqual({ otherReference: 'Dr. Kale' });
  });

  it.each(['9876543210', '98765 43210', '+91 98765 43210', '+91-98765-43210', '919876543210', '09876543210', '(+91) 98765-43210', '6000000000'])(
    'accepts the mobile number %j as 10 digits',
    (typed) => {
      expect(parsed({ contactNumber: typed }).contactNumber).toMatch(/^[6-9]\d{9}$/);
      expect(parsed({ contactNumber: typed }).contactNumber).toBe(typed.replace(/\D/g, '').slice(-10));
    },
  );
  it.each(['12345', '5876543210', '98765432101', '+92 9876543210', '+91 5876543210', 'abcdefghij', '0091 9876543210', '98765-4321'])(
    'refuses the mobile number %j',
    (typed) => {
      expect(messages({ contactNumber: typed, alternateNumber: typed })).toEqual({
        contactNumber: 'Enter a 10-digit Indian mobile number.',
        alternateNumber: 'Enter a 10-digit Indian mobile number as the alternate number.',
      });
    },
  );

  it('checks the Aadhaar number with its reason', () => {
    expect(messages({ aadharNumber: '234567890125' })).toEqual({ aadharNumber: expect.stringMatching(/typing mistake/) });
    expect(messages({ aadharNumber: '1234 5678 9012' })).toEqual({ aadharNumber: expect.stringMatching(/never starts with 0 or 1/) });
  });

  it.each([
    ['440001', '440001'],
    ['440 001', '440001'],
    ['110001', '110001'],
  ])('accepts the PIN code %j', (typed, stored) => expect(parsed({ zipCode: typed }).zipCode).toBe(stored));
  it.each(['040001', '44001', '4400011', 'ABCDEF', '44-0001'])('refuses the PIN code %j', (typed) => {
    expect(messages({ zipCode: typed })).toEqual({ zipCode: 'Enter a 6-digit PIN code.' });
  });

  it.each([
    ['85', 85],
    ['85.5', 85.5],
    ['85.55', 85.55],
    [' 72 % ', 72],
    ['0', 0],
    ['100', 100],
    [64.25, 64.25],
  ])('accepts the percentage %j', (typed, value) => expect(parsed({ sscPercentage: typed }).sscPercentage).toBe(value));
  it.each([
    ['-1', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['100.01', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['250', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['abc', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['1e2', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['NaN', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['Infinity', 'Enter the HSC percentage as a number from 0 to 100.'],
    ['85.555', 'Use at most 2 decimal places for the HSC percentage.'],
  ])('refuses the percentage %j', (typed, message) => expect(messages({ hscPercentage: typed })).toEqual({ hscPercentage: message }));

  it.each([
    ['2016-06-15', true], // 10 today
    ['2016-06-16', false], // 10 tomorrow
    ['1926-06-15', true], // 100 today
    ['1925-06-16', true], // 100 until tomorrow
    ['1925-06-15', false], // 101 today
    ['2004-02-29', true],
  ])('date of birth %s accepted: %s', (dob, ok) => {
    expect(messages({ dob })).toEqual(ok ? {} : { dob: 'Please check the date of birth: the age must be between 10 and 100 years.' });
  });
  it.each([
    ['2026-06-16', 'The date of birth cannot be in the future.'],
    ['2030-01-01', 'The date of birth cannot be in the future.'],
    ['15-06-2005', 'Enter the date of birth as YYYY-MM-DD.'],
    ['2005-6-15', 'Enter the date of birth as YYYY-MM-DD.'],
    ['2005-02-30', 'This date of birth does not exist. Please check it.'],
    ['2005-13-01', 'This date of birth does not exist. Please check it.'],
  ])('refuses the date of birth %s', (dob, message) => expect(messages({ dob })).toEqual({ dob: message }));

  it('counts "today" in India, not in UTC', () => {
    vi.setSystemTime(new Date('2026-06-15T20:00:00Z')); // 16 June, 01:30 in Nagpur
    expect(messages({ dob: '2016-06-16' })).toEqual({});
  });

  it('limits lengths after trimming', () => {
    expect(messages({ firstName: `  ${'a'.repeat(60)}  `, address: 'a'.repeat(300), city: 'a'.repeat(100) })).toEqual({});
    expect(messages({ firstName: 'a'.repeat(61), address: 'a'.repeat(301), city: 'a'.repeat(101), otherReference: 'a'.repeat(101) })).toEqual({
      firstName: 'First name is too long (60 characters at most).',
      address: 'Address is too long (300 characters at most).',
      city: 'City is too long (100 characters at most).',
      otherReference: 'Referrer name is too long (100 characters at most).',
    });
  });

  it('speaks in short sentences', () => {
    const all = Object.values(
      messages({ firstName: 5, contactNumber: '1', aadharNumber: 'x', dob: 'x', zipCode: 'x', gender: 'x', sscPercentage: 'x', course: [] }),
    );
    expect(all).toHaveLength(8);
    for (const message of all) expect(message).toMatch(/^[A-Z][^\n]{5,100}\.$/);
  });
});

describe('enroll student wizard', () => {
  it('step 1 needs the full name and a valid e-mail', () => {
    expect(messages({}, enrollStudentAccountInput)).toEqual({ name: 'Full name is required.', email: 'E-mail is required.' });
    expect(messages({ name: 'Asha Patil', email: 'asha@' }, enrollStudentAccountInput)).toEqual({ email: 'Enter a valid e-mail address.' });
    expect(enrollStudentAccountInput.parse({ name: ' Asha Patil ', email: ' Asha@Example.org ', role: 'admin' })).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.org',
    });
  });

  it('step 2 needs first name, last name, contact number, date of birth and address', () => {
    expect(messages({ middleName: 'R', firstName: '  ' }, enrollStudentProfileInput)).toEqual({
      firstName: 'First name is required.',
      lastName: 'Last name is required.',
      contactNumber: 'Contact number is required.',
      dob: 'Date of birth is required.',
      address: 'Address is required.',
    });
  });

  it('takes both steps together and keeps only what was filled', () => {
    const input = {
      name: 'Asha Patil',
      email: 'asha@example.org',
      firstName: 'Asha',
      lastName: 'Patil',
      contactNumber: '98765 43210',
      dob: '2005-01-31',
      address: 'Nagpur',
      city: '',
      otherReference: 'Dr. Kale',
      status: 'Accepted',
    };
    expect(enrollStudentInput.parse(input)).toEqual({
      name: 'Asha Patil',
      email: 'asha@example.org',
      firstName: 'Asha',
      lastName: 'Patil',
      contactNumber: '9876543210',
      dob: '2005-01-31',
      address: 'Nagpur',
    });
  });
});

describe('field messages and the names an application needs', () => {
  it('gives the first message of each field by name, for the form to show beside it', () => {
    expect(profileFieldErrors({ aadharNumber: '234567890123', contactNumber: '12345', zipCode: '0400', sscPercentage: '101', city: 'Nagpur' })).toEqual({
      aadharNumber: 'This Aadhaar number has a typing mistake. Please check the digits.',
      contactNumber: 'Enter a 10-digit Indian mobile number.',
      zipCode: 'Enter a 6-digit PIN code.',
      sscPercentage: 'Enter the SSC percentage as a number from 0 to 100.',
    });
    expect(profileFieldErrors({ aadharNumber: '234567890124', contactNumber: '+91 98765 43210', zipCode: '440 001', sscPercentage: '86.4' })).toEqual({});
    expect(fieldErrorsOf([{ path: [], message: 'Send the profile as form fields.' }])).toEqual({ form: 'Send the profile as form fields.' });
  });

  it('lists the names still missing before applying (spec §5: all three, none blank)', () => {
    expect(missingApplicationNames(null)).toEqual(['firstName', 'middleName', 'lastName']);
    expect(missingApplicationNames({ firstName: 'Asha', middleName: '  ', lastName: 'Patil' })).toEqual(['middleName']);
    expect(missingApplicationNames({ firstName: 'Asha', middleName: 'Ramesh', lastName: 'Patil' })).toEqual([]);
    expect(neededToApply('middleName')).toBe('Middle name is needed to apply for a course.');
  });
});
