import { Link } from 'react-router';
import { LogoMark } from './icons';

/** The institute's mark and name; always a way back to /. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2.5 rounded-md ${className}`}>
      <LogoMark className="size-10" />
      <span className="max-w-[13rem] text-sm leading-tight font-bold text-brand-800 tab:max-w-none tab:text-base">{name}</span>
    </Link>
  );
}
