import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { ErrorMessage } from './error-message';
import { TextareaField } from './fields';

/**
 * The reason every staff act is recorded with (the audit log, spec §6 back-office): the same
 * label, hint and 500-character limit in every dialog that asks for one.
 */
export function ReasonField({
  value,
  onChange,
  required,
  autoFocus,
}: {
  value: string;
  onChange: (reason: string) => void;
  required?: boolean;
  /** the dialog's first field: the Modal focuses the element marked data-autofocus */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextareaField
      label={t('common.reason')}
      hint={t('common.reasonHint')}
      value={value}
      maxLength={500}
      required={required}
      {...(autoFocus ? { 'data-autofocus': true } : {})}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A dialog form's foot: the request's error, then Cancel and the dialog's own submit button. */
export function FormActions({
  error,
  onCancel,
  children,
}: {
  error: unknown;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <ErrorMessage error={error} />
      <div className="row row--end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        {children}
      </div>
    </>
  );
}
