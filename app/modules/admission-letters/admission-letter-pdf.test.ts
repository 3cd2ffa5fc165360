import { describe, expect, it } from 'vitest';
import { pdfText, renderFirstPage } from '../../../tests/pdf-tools';
import { type AdmissionLetter, renderAdmissionLetter } from './admission-letter-pdf.server';

const letter: AdmissionLetter = {
  code: 'K7QM3XPA9TWD',
  issuedAt: Date.parse('2026-06-20T11:30:00+05:30'),
  locale: 'en',
  facts: {
    institute: {
      name: 'Nagpur Institute of Hospital Management',
      address: '2nd Floor, Medical Square, Nagpur, Maharashtra 440003',
      phones: ['+91 98765 43210'],
      email: 'admissions@example.org',
    },
    applicationId: '01900000-0000-7000-8000-000000000042',
    student: { name: 'Asha Patil', studentNumber: 'NIHM-2026-000123' },
    course: 'Diploma in Dialysis Technology',
    category: 'OBC',
    feePaise: 1_25_000_00,
    instalments: [
      { amountPaise: 50_000_00, dueDate: '2026-07-01' },
      { amountPaise: 75_000_00, dueDate: '2026-10-01' },
    ],
    reportingOn: '2026-07-06',
    admittedAt: Date.parse('2026-06-18T16:00:00+05:30'),
    verifyAddress: 'https://nihm.example.org/verify/K7QM3XPA9TWD',
  },
};
// pdftotext keeps the layout: a value may be spread with spaces, never split across lines.
const squash = (text: string) => text.replace(/[ \t]+/g, ' ');

describe('an admission letter', () => {
  it('says who is admitted to which course, in which category, since when, with the fee, each instalment and the reporting date', async () => {
    const text = squash(pdfText(await renderAdmissionLetter(letter)));
    for (const expected of [
      'Nagpur Institute of Hospital Management',
      'Admission Letter',
      'Verification code K7QM-3XPA-9TWD',
      'Date 20 Jun 2026',
      'Student Asha Patil',
      'Student number NIHM-2026-000123',
      'Course Diploma in Dialysis Technology',
      'Category OBC',
      'Date of admission 18 Jun 2026',
      'Reporting date 6 Jul 2026',
      'Course fee ₹1,25,000.00',
      'Instalment plan',
      '1 1 Jul 2026 ₹50,000.00',
      '2 1 Oct 2026 ₹75,000.00',
      'Anyone can check that this letter is genuine at https://nihm.example.org/verify/K7QM3XPA9TWD',
      'Questions about your admission: admissions@example.org. Please quote the verification code.',
    ])
      expect(text).toContain(expected);
    // A sentence wraps where the page ends: read as one line.
    expect(text.replace(/\s+/g, ' ')).toContain('We are pleased to confirm the admission of Asha Patil to the course Diploma in Dialysis Technology.');
  });

  it('says the institute will tell the reporting date when the course has none, and how to pay when there is no plan', async () => {
    const text = squash(pdfText(await renderAdmissionLetter({ ...letter, facts: { ...letter.facts, reportingOn: null, instalments: [], category: null } })));
    expect(text).toContain('Reporting date The institute will tell you the reporting date.');
    expect(text).toContain('No instalment plan: the accounts office will tell you how to pay the fee.');
    expect(text).toContain('Category Not stated');
    expect(text).not.toContain('Instalment plan\n');
  });

  it('is the same bytes every time it is drawn from the same facts, on one A4 page', async () => {
    const pdf = await renderAdmissionLetter(letter);
    expect(pdf.equals(await renderAdmissionLetter(letter))).toBe(true);
    const page = await renderFirstPage(pdf);
    expect([page.width, page.height]).toEqual([414, 585]);
    expect(page.inked).toBeGreaterThan(3_000);
  });
});

describe('an admission letter in the student’s language', () => {
  const devanagari = { ...letter.facts, student: { name: 'क्षितिज ज्ञानेश्वर श्रीवास्तव', studentNumber: 'NIHM-2026-000124' } };

  it('in Hindi: its labels, the months, Open as the category and the name as written', async () => {
    const text = squash(pdfText(await renderAdmissionLetter({ ...letter, locale: 'hi', facts: { ...devanagari, category: 'Open' } })));
    for (const expected of [
      'प्रवेश पत्र',
      'जाँच कोड K7QM-3XPA-9TWD',
      'विद्यार्थी क्षितिज ज्ञानेश्वर श्रीवास्तव',
      'विद्यार्थी नंबर NIHM-2026-000124',
      'श्रेणी सामान्य (Open)',
      'प्रवेश का दिनांक 18 जून 2026',
      'उपस्थित होने का दिनांक 6 जुलाई 2026',
      '1 1 जुलाई 2026 ₹50,000.00',
    ])
      expect(text).toContain(expected);
  });

  it('in Marathi: its labels and the reporting date the institute will tell', async () => {
    const text = squash(pdfText(await renderAdmissionLetter({ ...letter, locale: 'mr', facts: { ...devanagari, reportingOn: null } })));
    const reporting = 'हजर होण्याचा दिनांक हजर होण्याचा दिनांक संस्था तुम्हाला कळवेल.';
    const expected = ['प्रवेशपत्र', 'पडताळणी कोड K7QM-3XPA-9TWD', 'प्रवर्ग OBC', reporting, '₹1,25,000.00'];
    for (const line of expected) expect(text).toContain(line);
  });
});
