// Class names only, no React: the look of every button. Kept apart from button.tsx so a <Link>
// that acts as a button can use them without the component.

/** `outline`: a secondary action in the brand colour (Search). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline';
/** Row actions also come solid: accept (green) and erase (red). */
export type SmallTone = ButtonVariant | 'confirm' | 'dangerSolid';

const focusRing = 'focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none';

const MEDIUM: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 focus-visible:ring-offset-2',
  secondary: 'border border-slate-400 bg-white text-slate-800 hover:bg-slate-50',
  danger: 'border border-red-700 text-red-700 hover:bg-red-50 focus-visible:ring-red-600',
  outline: 'border border-brand-700 text-brand-700 hover:bg-brand-50',
};

const SMALL: Record<SmallTone, string> = {
  primary: 'border-brand-700 bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border-slate-400 text-slate-800 hover:bg-slate-100',
  danger: 'border-red-700 text-red-700 hover:bg-red-50',
  outline: 'border-brand-700 text-brand-700 hover:bg-brand-50',
  confirm: 'border-green-700 bg-green-700 text-white hover:bg-green-800',
  dangerSolid: 'border-red-700 bg-red-700 text-white hover:bg-red-800',
};

/** The classes of a form's button (also for a <Link> that acts as one); `block` makes it as wide as its container (the dialogs' submit). */
export function buttonClass(variant: ButtonVariant = 'primary', { block = false }: { block?: boolean } = {}): string {
  const shape = `${block ? 'flex w-full' : 'inline-flex'} items-center justify-center gap-2 rounded-md px-5 py-2.5 font-semibold`;
  return `${shape} ${MEDIUM[variant]} ${focusRing} disabled:cursor-not-allowed disabled:opacity-70 aria-busy:cursor-wait`;
}

/** The classes of a small row action (a table cell, a posted item). */
export function smallButtonClass(tone: SmallTone = 'secondary'): string {
  return `rounded border px-2 py-1 text-xs font-medium ${SMALL[tone]} ${focusRing} disabled:opacity-50`;
}

/** A button drawn as a link: secondary choices inside a dialog (Forgot Password?, Sign Up). */
export const linkButtonClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';
