import { useId, type ReactNode } from 'react';
import './field.css';

interface FieldMessages {
  hint?: string | null | undefined;
  error?: string | null | undefined;
}

/**
 * The ids of one field: the control's id and the `aria-describedby` list that ties its hint and
 * error (and any description the caller passed) to it for screen readers.
 */
export function useFieldIds(describedBy: string | undefined, { hint, error }: FieldMessages) {
  const id = useId();
  const ids = [describedBy, hint ? `${id}-hint` : null, error ? `${id}-error` : null];
  return { id, describedBy: ids.filter(Boolean).join(' ') || undefined };
}

/** Label above, the control, then the hint and the error under it: every form field's frame. */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  className,
  children,
}: FieldMessages & {
  id: string;
  label: string;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="field__control">{children}</div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
