import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REFUND_WINDOW_DAYS } from '~/modules/refunds/refunds.schemas';
import { fillText } from '../fill-text';
import { template } from '../template.server';

// The text of the Policies page (spec §2, §9), in the page's language. Privacy follows India's
// Digital Personal Data Protection Act, 2023: notice of what and why, consent, retention, sharing,
// security, rights and a grievance contact.
// The institute's details stay placeholders the page fills: {name}, {email} (written as a mail
// link), {address}, {phone}; {days} is filled here. **…** marks the words the page shows in bold.

/** A paragraph, a numbered list or a bulleted list of a section. */
export type PolicyBlock = { kind: 'p'; text: string } | { kind: 'ol' | 'ul'; items: string[] };
export type PolicySection = { id: string; title: string; blocks: PolicyBlock[] };

const keep = ['name', 'email', 'address', 'phone'];

export function policiesTexts(i18n: I18n) {
  const text = (descriptor: Parameters<typeof template>[1]) => fillText(template(i18n, descriptor, [...keep, 'days']), { days: REFUND_WINDOW_DAYS });
  const sections: PolicySection[] = [
    {
      id: 'privacy',
      title: i18n._(msg`Privacy Policy`),
      blocks: [
        {
          kind: 'p',
          text: text(
            msg`{name} (“we”, “us”) respects your privacy. This policy explains how we handle your personal data under the Digital Personal Data Protection \
Act, 2023 (DPDP Act) and other Indian law.`,
          ),
        },
        {
          kind: 'ol',
          items: [
            text(
              msg`**What we collect.** The details you give us when you contact us, sign in or apply: name, e-mail address, phone numbers, date of birth, \
address, gender, category, educational marks and documents, Aadhaar number, photograph and resume; and records of your applications and fee \
payments. Card details are handled by the payment provider and never reach us.`,
            ),
            text(
              msg`**Why we use it.** Only to answer your enquiries, process your admission and applications, collect fees and issue receipts, run your \
classes and placement support, and meet our legal obligations. We do not sell your data or use it for unrelated advertising.`,
            ),
            text(
              msg`**Your consent.** We process your data on the basis of your consent, given with a clear notice before you submit the admission form, or \
for legitimate uses the DPDP Act allows. You may withdraw consent at any time; processing already done stays lawful.`,
            ),
            text(
              msg`**How long we keep it.** Enquiries for up to one year; admission and student records for as long as you study with us and then as long as \
the law or our affiliating bodies require. Fee receipts are kept for the period tax law requires. Data no longer needed is erased.`,
            ),
            text(
              msg`**Who we share it with.** Only with those who help us serve you, under contract and for the purposes above: our payment provider, e-mail \
and hosting providers, examination or certification bodies, and hospitals for placements you opt into; and with authorities when the law requires.`,
            ),
            text(
              msg`**How we protect it.** Encrypted connections, access limited to staff who need it, audit logs of administrative actions, Aadhaar numbers \
stored encrypted and shown only masked, and private documents never placed on public addresses.`,
            ),
            text(
              msg`**Your rights.** You may ask for a summary of your data and how it is processed, for corrections and updates, for erasure of data we no \
longer need, and to nominate a person to exercise these rights for you. We answer within 30 days.`,
            ),
            text(
              msg`**Grievances and contact.** Write to our Grievance Officer at {email} or {address}. If we do not resolve your complaint, you may approach \
the Data Protection Board of India.`,
            ),
          ],
        },
      ],
    },
    {
      id: 'disclaimer',
      title: i18n._(msg`Disclaimer`),
      blocks: [
        {
          kind: 'p',
          text: i18n._(
            msg`The information on this website is provided in good faith for general guidance on our courses and admissions. Course content, durations, \
eligibility and fees may change; the figures confirmed by our administration office at the time of admission apply.`,
          ),
        },
        {
          kind: 'p',
          text: i18n._(
            msg`Placement support means training, guidance and access to placement drives; we do not guarantee employment with any particular employer or \
salary. Links to other websites are for convenience; we are not responsible for their content.`,
          ),
        },
      ],
    },
    {
      id: 'terms',
      title: i18n._(msg`Terms & Conditions`),
      blocks: [
        {
          kind: 'ul',
          items: [
            i18n._(msg`By using this website or applying to a course you agree to these terms. They are governed by Indian law; courts at Nagpur have \
jurisdiction.`),
            i18n._(msg`The information you give in your application must be true and complete. Admission obtained on false information may be cancelled.`),
            i18n._(msg`Admission is confirmed only when the institute accepts your application. Eligibility documents are verified before confirmation.`),
            i18n._(msg`Classes are held in person at our campus in Nagpur. This website is used for enrolment, applications, payments and communication.`),
            i18n._(msg`Fees are payable in full or in the predefined instalments. Confirm the final fee with our administration before paying online.`),
            i18n._(msg`Students must follow the institute's rules of conduct and attendance, and the rules of partner hospitals during practical training.`),
            i18n._(msg`Website content, course material and logos belong to the institute and may not be copied for commercial use without permission.`),
          ],
        },
      ],
    },
    {
      id: 'refund',
      title: i18n._(msg`Refund & Cancellation`),
      blocks: [
        {
          kind: 'p',
          text: text(
            msg`You may cancel your enrolment and ask for a refund within **{days} days from payment or enrolment**, whichever is later, by writing to \
{email} with your name, course and payment reference.`,
          ),
        },
        {
          kind: 'ul',
          items: [
            i18n._(msg`Approved refunds are paid to the original payment method within 7–10 working days of approval.`),
            text(msg`After {days} days, fees paid are not refundable, except when the institute cancels the course, in which case you receive a full \
refund.`),
            i18n._(msg`Charges levied by banks or payment providers, if any, may be deducted from the refund.`),
          ],
        },
      ],
    },
    {
      id: 'shipping',
      title: i18n._(msg`Shipping & Delivery`),
      blocks: [
        {
          kind: 'p',
          text: i18n._(
            msg`We do not sell or ship physical goods, so nothing is delivered by post or courier. Enrolment and fee payment happen online; classes are held \
in person at our campus in Nagpur.`,
          ),
        },
        {
          kind: 'p',
          text: text(
            msg`Payment confirmations and fee receipts are delivered by e-mail and in your student account as soon as the payment is verified. Study \
material, where provided, is handed over on campus. Questions: call {phone} or write to {email}.`,
          ),
        },
      ],
    },
  ];
  return {
    title: i18n._(msg`Policies`),
    subtitle: i18n._(msg`How we handle your data, your enrolment and your fees.`),
    description: i18n._(msg`Privacy policy, disclaimer, terms and conditions, refund and cancellation (7 days), and shipping and delivery of the institute.`),
    onThisPage: i18n._(msg`On this page`),
    sections,
  };
}

export type PoliciesTexts = ReturnType<typeof policiesTexts>;
