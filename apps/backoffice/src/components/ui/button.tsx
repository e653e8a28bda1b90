import type { ComponentProps } from 'react';
import { ActionButton } from '@wallet/web-kit/ui';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'success';

type ButtonProps = ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /** While a request runs: disabled, aria-busy, a spinner. */
  busy?: boolean;
};

/** The shared button (@wallet/web-kit/ui) in the back-office's look. */
export function Button({ variant = 'secondary', size = 'md', ...props }: ButtonProps) {
  return (
    <ActionButton
      {...props}
      look={`btn btn--${variant} btn--${size}`}
      spinner={<span className="spinner" aria-hidden="true" />}
    />
  );
}
