import { describe, expect, it } from 'vitest';
import { documentRejectedMailTexts } from '~/modules/i18n/email/document-mail-texts.server';
import { rejectionReasonNames } from '~/modules/i18n/portal/document-review-texts.server';
import { i18nFor } from '~/modules/i18n/translate.server';
import { REJECTION_REASONS } from './document-reviews.schemas';
import { renderDocumentRejectedMail } from './notify-document-rejected.server';

// The rejection e-mail and the reasons a student reads (issue 23 point 5), in three languages.
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
const office = { phone: '+91 98765 43210', email: 'office@example.org' };
const notice = { to: 'asha@example.org', name: 'Asha Patil', document: 'aadharFront', reason: 'unreadable', note: 'The photo is blurred.' } as const;

describe('the document rejection texts', () => {
  for (const texts of [documentRejectedMailTexts, rejectionReasonNames]) {
    it(`${texts.name}: every Hindi and Marathi text differs from the English one and keeps its placeholders`, () => {
      const english = Object.values(texts(i18nFor('en')));
      for (const locale of ['hi', 'mr'] as const) {
        const translated = Object.values(texts(i18nFor(locale)));
        expect(translated).toHaveLength(english.length);
        translated.forEach((text, index) => {
          expect(text).not.toBe(english[index]);
          expect(placeholders(text)).toEqual(placeholders(english[index]!));
        });
      }
    });
  }

  it('has a reason for every code of the list', () => {
    expect(Object.keys(rejectionReasonNames(i18nFor('mr'))).sort()).toEqual([...REJECTION_REASONS].sort());
  });

  it('writes the e-mail in the language asked for: the document, the reason, the note as typed and the link to My Profile', () => {
    const english = renderDocumentRejectedMail({ ...notice, locale: 'en', office });
    expect(english.subject).toBe('Please upload your Aadhaar card (front) again');
    expect(english.text).toContain('Dear Asha Patil,');
    expect(english.text).toContain('Reason: The file cannot be read clearly.');
    expect(english.text).toContain('Note from our office: The photo is blurred.');
    expect(english.text).toMatch(/Please upload a new copy of only this document on My Profile: http\S+\/user-profile\./);

    const hindi = renderDocumentRejectedMail({ ...notice, locale: 'hi', office });
    expect(hindi.subject).toBe('कृपया आधार कार्ड (आगे का हिस्सा) फिर से अपलोड करें');
    expect(hindi.text).toContain('कारण: फ़ाइल साफ़ पढ़ी नहीं जा रही है।');
    expect(hindi.text).toContain('हमारे कार्यालय की टिप्पणी: The photo is blurred.');
    expect(hindi.text).toMatch(/http\S+\/hi\/user-profile /);

    const marathi = renderDocumentRejectedMail({ ...notice, locale: 'mr', office, note: null });
    expect(marathi.subject).toMatch(/^कृपया .+ पुन्हा अपलोड करा$/);
    expect(marathi.text).toContain('कारण: फाइल स्पष्ट वाचता येत नाही.');
    expect(marathi.text).not.toContain('टीप');
    expect(marathi.text).toMatch(/http\S+\/mr\/user-profile /);
  });
});
