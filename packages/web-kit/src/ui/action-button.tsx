import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { classNames } from './class-names';

export type ActionButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** The app's classes for this button's look (variant, size…); `className` comes after them. */
  look: string;
  /** While a request runs: disabled, aria-busy, and `spinner` in place of `icon`. */
  busy?: boolean;
  /** What the app shows while busy (its own spinner). */
  spinner: ReactNode;
  /** What stands before the label when not busy. */
  icon?: ReactNode;
};

/**
 * The button both apps build theirs on: `type="button"` unless told otherwise (a button never
 * submits a form by accident), disabled and aria-busy while busy, a spinner before the label.
 * Each app keeps its look: its own classes, spinner and label markup.
 */
export function ActionButton({
  look,
  busy = false,
  spinner,
  icon,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ActionButtonProps) {
  return (
    <button
      {...props}
      type={type}
      className={classNames(look, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy ? spinner : (icon ?? null)}
      {children}
    </button>
  );
}
