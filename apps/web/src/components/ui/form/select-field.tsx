import type { Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame, useFieldIds } from './field-frame';

export type SelectOption = { value: string; label: string };

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  options: readonly SelectOption[];
  /** An empty first option ("Choose…"); without it the first option is preselected. */
  placeholder?: string;
  error?: string | null;
  hint?: string | null;
};

/** A native select styled like TextField: label, error and hint tied to it for screen readers. */
export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...props
}: SelectFieldProps) {
  const { id, describedBy } = useFieldIds(props['aria-describedby'], { hint, error });
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} className={className}>
      <select
        {...props}
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : props['aria-invalid']}
        aria-describedby={describedBy}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
