import { Link } from 'react-router';

/** The institute's mark and name; always a way back to /. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <Link to="/" className={`flex items-center gap-2.5 rounded-md ${className}`}>
      {/* Drawn by the stylesheet (.logo-mark in app/app.css), not by every page's JavaScript. */}
      <span aria-hidden="true" className="logo-mark size-10 shrink-0" />
      <span className="max-w-[13rem] text-sm leading-tight font-bold text-brand-800 tab:max-w-none tab:text-base">{name}</span>
    </Link>
  );
}
