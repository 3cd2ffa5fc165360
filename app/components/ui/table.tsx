import type { ReactNode } from 'react';

// The dashboard's lists: a table that scrolls sideways on narrow screens inside a bordered box.

type TableProps = {
  /** Names the scrolling box (a focusable region, so the keyboard can scroll it too). */
  label?: string;
  /** Read by screen readers only: what the rows are. */
  caption?: ReactNode;
  /** Header cells; a node for a column whose name is for screen readers only. */
  columns: ReactNode[];
  /** Its narrowest width before it scrolls, e.g. 'min-w-[48rem]'. */
  minWidth: string;
  className?: string;
  /** The <tbody> (or several). */
  children: ReactNode;
};

export function Table({ label, caption, columns, minWidth, className = '', children }: TableProps) {
  const region = label ? ({ role: 'region', 'aria-label': label, tabIndex: 0 } as const) : {};
  return (
    <div
      {...region}
      className={
        'overflow-x-auto rounded-md border border-slate-200 bg-white focus-visible:ring-2 ' +
        `focus-visible:ring-brand-600 focus-visible:outline-none ${className}`
      }
    >
      <table className={`w-full ${minWidth} text-left text-sm`}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-100 text-slate-800">
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        {children}
      </table>
    </div>
  );
}
