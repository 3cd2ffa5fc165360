import type { ButtonHTMLAttributes } from 'react';

// The buttons of the site's dialogs, the portal and the dashboard. A class-name helper as well as a
// component, so a <Link> or <a> that acts as a button looks like one.

/** `outline`: a secondary action in the brand colour (Search). */
export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'outline';
/** `md`: a form's main actions. `sm`: actions inside a table row or a list. */
export type ButtonSize = 'md' | 'sm';
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

/** The classes of a button; `block` makes it as wide as its container (the dialogs' submit). */
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

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; block?: boolean; busy?: boolean; spinner?: boolean };

/**
 * A button; `busy` disables it and marks it aria-busy, and (unless `spinner` is false: the site's
 * dialogs change the label instead) shows a spinner before the label of a primary button.
 */
export function Button({ variant = 'primary', block, busy, spinner = true, className, type = 'button', disabled, children, ...rest }: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={className ? `${buttonClass(variant, { block })} ${className}` : buttonClass(variant, { block })}
      {...rest}
    >
      {busy && spinner && variant === 'primary' ? <Spinner /> : null}
      {children}
    </button>
  );
}

/** The turning circle of a busy primary button (white on the brand colour). */
export function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}
