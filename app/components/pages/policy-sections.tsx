import type { PublicConfig } from '~/utils/env.server';

// The text of the Policies page (spec §2, §9). Privacy follows India's Digital Personal Data
// Protection Act, 2023: notice of what and why, consent, retention, sharing, security, rights
// and a grievance contact.
export const REFUND_WINDOW_DAYS = 7;

export type PolicySection = { id: string; title: string; body: React.ReactNode };

export function policySections({ name, email, address, phones }: PublicConfig['institute']): PolicySection[] {
  return [
    {
      id: 'privacy',
      title: 'Privacy Policy',
      body: (
        <>
          <p>
            {name} (&ldquo;we&rdquo;, &ldquo;us&rdquo;) respects your privacy. This policy explains how we handle your personal data under the Digital Personal
            Data Protection Act, 2023 (DPDP Act) and other Indian law.
          </p>
          <ol className="list-decimal space-y-3 pl-6 marker:font-semibold">
            <li>
              <strong>What we collect.</strong> The details you give us when you contact us, sign in or apply: name, e-mail address, phone numbers, date of
              birth, address, gender, category, educational marks and documents, Aadhaar number, photograph and resume; and records of your applications and fee
              payments. Card details are handled by the payment provider and never reach us.
            </li>
            <li>
              <strong>Why we use it.</strong> Only to answer your enquiries, process your admission and applications, collect fees and issue receipts, run your
              classes and placement support, and meet our legal obligations. We do not sell your data or use it for unrelated advertising.
            </li>
            <li>
              <strong>Your consent.</strong> We process your data on the basis of your consent, given with a clear notice before you submit the admission form,
              or for legitimate uses the DPDP Act allows. You may withdraw consent at any time; processing already done stays lawful.
            </li>
            <li>
              <strong>How long we keep it.</strong> Enquiries for up to one year; admission and student records for as long as you study with us and then as
              long as the law or our affiliating bodies require. Fee receipts are kept for the period tax law requires. Data no longer needed is erased.
            </li>
            <li>
              <strong>Who we share it with.</strong> Only with those who help us serve you, under contract and for the purposes above: our payment provider,
              e-mail and hosting providers, examination or certification bodies, and hospitals for placements you opt into; and with authorities when the law
              requires.
            </li>
            <li>
              <strong>How we protect it.</strong> Encrypted connections, access limited to staff who need it, audit logs of administrative actions, Aadhaar
              numbers stored encrypted and shown only masked, and private documents never placed on public addresses.
            </li>
            <li>
              <strong>Your rights.</strong> You may ask for a summary of your data and how it is processed, for corrections and updates, for erasure of data we
              no longer need, and to nominate a person to exercise these rights for you. We answer within 30 days.
            </li>
            <li>
              <strong>Grievances and contact.</strong> Write to our Grievance Officer at <a href={`mailto:${email}`}>{email}</a> or {address}. If we do not
              resolve your complaint, you may approach the Data Protection Board of India.
            </li>
          </ol>
        </>
      ),
    },
    {
      id: 'disclaimer',
      title: 'Disclaimer',
      body: (
        <>
          <p>
            The information on this website is provided in good faith for general guidance on our courses and admissions. Course content, durations, eligibility
            and fees may change; the figures confirmed by our administration office at the time of admission apply.
          </p>
          <p>
            Placement support means training, guidance and access to placement drives; we do not guarantee employment with any particular employer or salary.
            Links to other websites are for convenience; we are not responsible for their content.
          </p>
        </>
      ),
    },
    {
      id: 'terms',
      title: 'Terms & Conditions',
      body: (
        <ul className="list-disc space-y-2 pl-6">
          <li>By using this website or applying to a course you agree to these terms. They are governed by Indian law; courts at Nagpur have jurisdiction.</li>
          <li>The information you give in your application must be true and complete. Admission obtained on false information may be cancelled.</li>
          <li>Admission is confirmed only when the institute accepts your application. Eligibility documents are verified before confirmation.</li>
          <li>Classes are held in person at our campus in Nagpur. This website is used for enrolment, applications, payments and communication.</li>
          <li>Fees are payable in full or in the predefined instalments. Confirm the final fee with our administration before paying online.</li>
          <li>Students must follow the institute&apos;s rules of conduct and attendance, and the rules of partner hospitals during practical training.</li>
          <li>Website content, course material and logos belong to the institute and may not be copied for commercial use without permission.</li>
        </ul>
      ),
    },
    {
      id: 'refund',
      title: 'Refund & Cancellation',
      body: (
        <>
          <p>
            You may cancel your enrolment and ask for a refund within <strong>{REFUND_WINDOW_DAYS} days from payment or enrolment</strong>, whichever is later,
            by writing to <a href={`mailto:${email}`}>{email}</a> with your name, course and payment reference.
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>Approved refunds are paid to the original payment method within 7–10 working days of approval.</li>
            <li>
              After {REFUND_WINDOW_DAYS} days, fees paid are not refundable, except when the institute cancels the course, in which case you receive a full
              refund.
            </li>
            <li>Charges levied by banks or payment providers, if any, may be deducted from the refund.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping & Delivery',
      body: (
        <>
          <p>
            We do not sell or ship physical goods, so nothing is delivered by post or courier. Enrolment and fee payment happen online; classes are held in
            person at our campus in Nagpur.
          </p>
          <p>
            Payment confirmations and fee receipts are delivered by e-mail and in your student account as soon as the payment is verified. Study material, where
            provided, is handed over on campus. Questions: call {phones[0]} or write to <a href={`mailto:${email}`}>{email}</a>.
          </p>
        </>
      ),
    },
  ];
}
