import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Spinner } from '../loader/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a link that looks like a button (e.g. opening the LINE app). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return ['btn', `btn--${variant}`, block ? 'btn--block' : ''].filter(Boolean).join(' ');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  /** While a request runs: disabled, aria-busy, spinner, and `busyLabel` when given. */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
};

export function Button({
  variant = 'primary',
  block = false,
  busy = false,
  busyLabel,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={[buttonClassName(variant, block), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner size={18} /> : icon}
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </button>
  );
}
