import type { ReactNode } from 'react';

/** What a list shows when it has nothing in it ('No Courses Available', spec §2). */
export function EmptyState({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <p className={`rounded-md border border-slate-200 bg-slate-50 p-6 text-center text-slate-700 ${className}`}>{children}</p>;
}
