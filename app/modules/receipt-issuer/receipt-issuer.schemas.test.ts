import { describe, expect, it } from 'vitest';
import { issuerOfInput, issuerTaxLine, receiptIssuerFields, receiptIssuerInput } from './receipt-issuer.schemas';

// The rules of Receipt issuer (the dashboard form and PUT /api/admin/receipt-issuer share them);
// the refusals through the API are in server/api/admin/receipt-issuer.db.test.ts.
const valid = {
  name: ' Nagpur Institute of Hospital Management ',
  address: 'Plot 7, Medical Square, Nagpur 440003',
  phone1: '+91 98220 11111',
  email: 'fees@institute.example.org',
  gstStatus: 'registered',
  gstin: ' 27aapfu0939f1zv ',
};

describe('receiptIssuerInput', () => {
  it('trims, upper-cases the GSTIN, and takes a left-out second phone and PAN as blank', () => {
    expect(receiptIssuerInput.parse(valid)).toEqual({ ...valid, name: valid.name.trim(), gstin: '27AAPFU0939F1ZV', phone2: '', pan: '' });
  });

  it.each([
    ['27AAPFU0939F1ZV', true],
    ['27AAPFU0939F1Z', false], // 14 characters
    ['2AAAPFU0939F1ZV', false], // the state code is two digits
    ['27AAPFU0939F1YV', false], // the 14th character is always Z
  ])('GSTIN %s is accepted: %s', (gstin, accepted) => {
    expect(receiptIssuerInput.safeParse({ ...valid, gstin }).success).toBe(accepted);
  });

  it('a PAN with a GSTIN must be the one inside it; without a GSTIN any well-formed PAN is printed', () => {
    expect(receiptIssuerInput.safeParse({ ...valid, pan: 'AAPFU0939F' }).success).toBe(true);
    expect(receiptIssuerInput.safeParse({ ...valid, pan: 'ABCDE1234F' }).success).toBe(false);
    expect(receiptIssuerInput.safeParse({ ...valid, gstStatus: 'exempt', gstin: '', pan: 'ABCDE1234F' }).success).toBe(true);
  });
});

describe('the stored issuer', () => {
  it('round-trips through the form fields, and prints its tax line', () => {
    const input = receiptIssuerInput.parse({ ...valid, phone2: '0712-2654321', pan: 'AAPFU0939F' });
    const issuer = issuerOfInput(input);
    expect(issuer).toEqual({
      name: 'Nagpur Institute of Hospital Management',
      address: valid.address,
      phones: ['+91 98220 11111', '0712-2654321'],
      email: valid.email,
      gstin: '27AAPFU0939F1ZV',
      pan: 'AAPFU0939F',
      gstExempt: false,
    });
    expect(receiptIssuerFields(issuer)).toEqual(input);
    expect(issuerTaxLine(issuer)).toBe('GSTIN 27AAPFU0939F1ZV  ·  PAN AAPFU0939F');
  });

  it("'GST exempt' and nothing at all", () => {
    const exempt = issuerOfInput(receiptIssuerInput.parse({ ...valid, gstStatus: 'exempt', gstin: '' }));
    expect(exempt).toMatchObject({ gstin: null, pan: null, gstExempt: true });
    expect(issuerTaxLine(exempt)).toBe('GST exempt');
    expect(receiptIssuerFields(exempt).gstStatus).toBe('exempt');
    const silent = issuerOfInput(receiptIssuerInput.parse({ ...valid, gstStatus: 'not-shown', gstin: '' }));
    expect(issuerTaxLine(silent)).toBe('');
    expect(receiptIssuerFields(silent).gstStatus).toBe('not-shown');
  });
});
