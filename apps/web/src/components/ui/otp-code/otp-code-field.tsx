import type { ComponentProps } from 'react';
import { TextField } from '../form/text-field';
import './otp-code-field.css';

type OtpCodeFieldProps = Omit<
  ComponentProps<typeof TextField>,
  'value' | 'onChange' | 'inputMode' | 'autoComplete' | 'maxLength'
> & {
  value: string;
  /** The digits typed, at most six (anything else is dropped as it is typed). */
  onCodeChange: (code: string) => void;
  /** The SMS's reference, shown beside the field so the member can match the text. */
  referenceLabel: string;
  otpRef: string | null;
};

/**
 * A six-digit SMS code field with the SMS's reference beside it, as the registration's OTP step
 * and the login's step-up (issue 14) ask for a code.
 */
export function OtpCodeField({
  value,
  onCodeChange,
  referenceLabel,
  otpRef,
  className,
  ...field
}: OtpCodeFieldProps) {
  return (
    <div className={className ? `otp-code ${className}` : 'otp-code'}>
      <TextField
        {...field}
        className="otp-code__field"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={value}
        onChange={(event) => onCodeChange(event.target.value.replace(/\D/g, '').slice(0, 6))}
      />
      <p className="otp-code__ref">
        <span className="otp-code__ref-label">{referenceLabel}</span>
        <span className="otp-code__ref-value">{otpRef ?? '—'}</span>
      </p>
    </div>
  );
}
