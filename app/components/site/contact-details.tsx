import type { PublicConfig } from '~/utils/env.server';
import { MailIcon, PhoneIcon, PinIcon } from './icons';

/** "+91 98765 43210" → "tel:+919876543210" */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** The institute's address, two phone numbers and e-mail, each a working link where it can be. */
export function ContactDetails({ institute, className = '' }: { institute: PublicConfig['institute']; className?: string }) {
  const row = 'flex items-start gap-3';
  const icon = 'mt-0.5 size-5 shrink-0 text-brand-700';
  const link = 'font-medium text-brand-800 underline-offset-2 hover:underline';
  return (
    <ul className={`flex flex-col gap-4 ${className}`}>
      <li className={row}>
        <PinIcon className={icon} />
        <address className="not-italic">{institute.address}</address>
      </li>
      <li className={row}>
        <PhoneIcon className={icon} />
        <span className="flex flex-col gap-1">
          {institute.phones.map((phone) => (
            <a key={phone} href={telHref(phone)} className={link}>
              {phone}
            </a>
          ))}
        </span>
      </li>
      <li className={row}>
        <MailIcon className={icon} />
        <a href={`mailto:${institute.email}`} className={`${link} break-all`}>
          {institute.email}
        </a>
      </li>
    </ul>
  );
}
