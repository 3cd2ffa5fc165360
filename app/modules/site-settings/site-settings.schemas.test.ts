import { describe, expect, it } from 'vitest';
import { siteSettingsText } from './site-settings.schemas';

// The rules of the Site Settings form and PUT /api/admin/site-settings (one schema for both).
const valid = {
  address: ' 12 Civil Lines, Nagpur 440001 ',
  phone1: '+91 98220 11111',
  phone2: '0712-2654321',
  email: 'office@institute.example.org',
  whatsappNumber: '+91 98220 11111',
  facebookUrl: 'https://www.facebook.com/institute',
  instagramUrl: '',
  youtubeUrl: 'https://www.youtube.com/@institute',
  slide1Title: 'Welcome',
  slide1Text: 'Courses that lead to hospital careers.',
  slide2Title: 'Teachers',
  slide2Text: 'Doctors and technicians teach.',
  slide3Title: 'Courses',
  slide3Text: 'One- and two-year programmes.',
  aboutBannerAlt: 'Students in the skills lab',
};

const messagesFor = (changes: Record<string, unknown>) => {
  const result = siteSettingsText.safeParse({ ...valid, ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
};

describe('siteSettingsText', () => {
  it('accepts phone numbers as people write them, trims texts and keeps only the digits of the WhatsApp number', () => {
    const parsed = siteSettingsText.parse(valid);
    expect(parsed).toMatchObject({ address: '12 Civil Lines, Nagpur 440001', phone2: '0712-2654321', whatsappNumber: '919822011111', instagramUrl: '' });
  });

  it('a social address left out counts as blank (no link)', () => {
    const { youtubeUrl: _left, ...rest } = valid;
    expect(siteSettingsText.parse(rest).youtubeUrl).toBe('');
  });

  it.each([
    [{ phone1: '12345' }, 'phone1: Phone 1: enter 10 to 15 digits, for example +91 98765 43210.'],
    [{ phone2: 'call the office' }, 'phone2: Phone 2: enter 10 to 15 digits, for example +91 98765 43210.'],
    [{ phone1: '   ' }, 'phone1: Phone 1 is required.'],
    [{ whatsappNumber: '98220' }, 'whatsappNumber: WhatsApp number: enter it with the country code, for example 91 98765 43210.'],
    [{ whatsappNumber: 'wa.me/919822011111' }, 'whatsappNumber: WhatsApp number: enter it with the country code, for example 91 98765 43210.'],
    [{ email: 'office at institute' }, 'email: Enter a valid e-mail address.'],
    [{ facebookUrl: 'javascript:alert(1)' }, 'facebookUrl: Facebook page: enter a full web address starting with https://, or leave it blank.'],
    [{ instagramUrl: 'instagram.com/institute' }, 'instagramUrl: Instagram page: enter a full web address starting with https://, or leave it blank.'],
    [{ slide2Title: '' }, 'slide2Title: Slide 2 title is required.'],
    [{ slide3Text: 'x'.repeat(301) }, 'slide3Text: Slide 3 text is too long (300 characters at most).'],
    [{ address: undefined }, 'address: Address is required.'],
    [{ aboutBannerAlt: ' ' }, 'aboutBannerAlt: Banner description is required.'],
  ])('refuses %j with a message that names the field', (changes, message) => {
    expect(messagesFor(changes)).toEqual([message]);
  });
});
