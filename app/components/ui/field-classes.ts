// Class names only, no React: the look of every form control. Kept apart from field.tsx so a
// public page (the contact form) takes these few strings, not the components' code.

/** Every text input, select and textarea. Read-only and disabled controls (locked fields) are greyed. */
export const controlClass =
  'block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-slate-900 ' +
  'shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none ' +
  'aria-invalid:border-red-600 read-only:bg-slate-100 disabled:bg-slate-100 ' +
  'disabled:text-slate-800';
/** A control under its label. */
export const inputClass = `mt-1 ${controlClass}`;
export const labelClass = 'text-sm font-medium text-slate-800';
export const hintClass = 'mt-1 text-xs text-slate-600';
/** A file picker: the browser's own button, drawn in the brand's light tint. */
export const fileInputClass =
  'mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 ' +
  'file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100';
