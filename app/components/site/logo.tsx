import { Link } from 'react-router';

/** The institute's mark and name; always a way back to /. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2.5 rounded-md ${className}`}>
      <svg aria-hidden="true" viewBox="0 0 40 40" className="size-10 shrink-0">
        <rect width="40" height="40" rx="10" fill="#0b5e58" />
        <path d="M16.5 9h7v7.5H31v7h-7.5V31h-7v-7.5H9v-7h7.5z" fill="#fff" />
        <circle cx="31" cy="9" r="4" fill="#f59e0b" />
      </svg>
      <span className="max-w-[13rem] text-sm leading-tight font-bold text-brand-800 tab:max-w-none tab:text-base">{name}</span>
    </Link>
  );
}
