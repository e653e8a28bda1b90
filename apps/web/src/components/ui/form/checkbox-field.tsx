import type { InputHTMLAttributes, Ref } from 'react';
import './field.css';

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  ref?: Ref<HTMLInputElement>;
  label: string;
};

export function CheckboxField({ label, className, ...props }: CheckboxFieldProps) {
  return (
    <label className={['checkbox', className].filter(Boolean).join(' ')}>
      <input {...props} type="checkbox" className="checkbox__input" />
      <span>{label}</span>
    </label>
  );
}
