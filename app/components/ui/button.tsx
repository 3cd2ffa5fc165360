import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonVariant } from './button-classes';

// The buttons of the site's dialogs, the portal and the dashboard. Its classes are buttonClass()
// (./classes.ts), which a <Link> that acts as a button uses too.

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
function Spinner() {
  return <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}
