import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
  error?: string | null;
  /** A short help line under the input (e.g. the password length). */
  hint?: string | null;
  /** A control inside the input's right edge (e.g. show password). */
  action?: ReactNode;
};

export function TextField({ label, error, hint, action, className, ...props }: TextFieldProps) {
  const { id, describedBy } = useFieldIds(props['aria-describedby'], { hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <input
        {...props}
        id={id}
        className={`field__input${action ? ' field__input--with-action' : ''}`}
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={describedBy}
      />
      {action}
    </FieldFrame>
  );
}
