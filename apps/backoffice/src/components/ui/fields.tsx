import { useId, type ComponentProps, type ReactNode } from 'react';

type FrameProps = { label: string; hint?: string; error?: string | null; className?: string };

function describedBy(hintId: string, errorId: string, hint?: string, error?: string | null) {
  return [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
}

function Frame({
  label,
  hint,
  error,
  className,
  id,
  hintId,
  errorId,
  children,
}: FrameProps & { id: string; hintId: string; errorId: string; children: ReactNode }) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function TextField({
  label,
  hint,
  error,
  className,
  ...props
}: FrameProps & ComponentProps<'input'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Frame {...{ label, hint, error, className, id, hintId, errorId }}>
      <input
        id={id}
        className="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...props}
      />
    </Frame>
  );
}

export function TextareaField({
  label,
  hint,
  error,
  className,
  ...props
}: FrameProps & ComponentProps<'textarea'>) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Frame {...{ label, hint, error, className, id, hintId, errorId }}>
      <textarea
        id={id}
        className="input textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...props}
      />
    </Frame>
  );
}

export type Option = { value: string; label: string };

export function SelectField({
  label,
  hint,
  error,
  className,
  options,
  ...props
}: FrameProps & ComponentProps<'select'> & { options: readonly Option[] }) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <Frame {...{ label, hint, error, className, id, hintId, errorId }}>
      <select
        id={id}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, hint, error)}
        {...props}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

export function CheckboxField({
  label,
  className,
  ...props
}: { label: string; className?: string } & ComponentProps<'input'>) {
  const id = useId();
  return (
    <div className={['checkbox', className].filter(Boolean).join(' ')}>
      <input id={id} type="checkbox" {...props} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A switch: a checkbox with role=switch, for booleans. */
export function SwitchField({
  label,
  checked,
  onChange,
  onText,
  offText,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  onText: string;
  offText: string;
}) {
  const id = useId();
  return (
    <div className="switch">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>
        {label}: <strong>{checked ? onText : offText}</strong>
      </label>
    </div>
  );
}
