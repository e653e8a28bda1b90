import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { ActionButton, classNames } from '@wallet/web-kit/ui';
import { Spinner } from '../loader/spinner';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** Class names for a link that looks like a button (e.g. opening the LINE app). */
export function buttonClassName(variant: ButtonVariant = 'primary', block = false): string {
  return classNames('btn', `btn--${variant}`, block && 'btn--block');
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  block?: boolean;
  /** While a request runs: disabled, aria-busy, spinner, and `busyLabel` when given. */
  busy?: boolean;
  busyLabel?: string;
  icon?: ReactNode;
};

/** The shared button (@wallet/web-kit/ui) in the member app's look: the label in a span. */
export function Button({
  variant = 'primary',
  block = false,
  busyLabel,
  busy = false,
  children,
  ...props
}: ButtonProps) {
  return (
    <ActionButton
      {...props}
      busy={busy}
      look={buttonClassName(variant, block)}
      spinner={<Spinner size={18} />}
    >
      <span>{busy && busyLabel ? busyLabel : children}</span>
    </ActionButton>
  );
}
