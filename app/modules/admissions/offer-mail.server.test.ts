import { describe, expect, it } from 'vitest';
import { LOCALES } from '~/modules/i18n/locales';
import { renderOfferMail } from './offer-mail.server';

// The offer e-mail in the student's language (decision 043): course, round, rank, seat and deadline in each.
const notice = { to: 'meera@example.org', name: 'Meera', courseTitle: 'Dialysis Technician', round: 2, rank: 7, category: 'Open', deadlineOn: '2027-07-12' };
const office = { phone: '+91 712 265 4321', email: 'office@example.org' };

describe('the offer e-mail', () => {
  it('says the round, rank, seat and deadline in English', () => {
    const mail = renderOfferMail({ ...notice, locale: 'en', office });
    expect(mail.subject).toBe('A seat is offered to you for Dialysis Technician');
    expect(mail.text).toContain('in merit round 2 you are offered a seat for Dialysis Technician (merit rank 7, Open seat).');
    expect(mail.text).toContain('by 12 July 2027:');
    expect(mail.text).toContain('/applications');
  });

  it('is written in Hindi and Marathi with the same values, the date in that language', () => {
    const english = renderOfferMail({ ...notice, locale: 'en', office });
    for (const locale of LOCALES.filter((candidate) => candidate !== 'en')) {
      const mail = renderOfferMail({ ...notice, locale, office });
      expect(mail.subject).not.toBe(english.subject);
      expect(mail.subject).toContain('Dialysis Technician');
      for (const value of ['2', '7', 'Open', '2027', `/${locale}/applications`]) expect(mail.text).toContain(value);
      expect(mail.text).not.toContain('July');
    }
  });
});
