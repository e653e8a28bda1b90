import { useId, type Ref } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { OtpCodeField } from '@/components/ui/otp-code/otp-code-field';
import { useCountdown } from '@/hooks/use-countdown';
import { maskPhone } from './mask-phone';
import './login-otp-step.css';

/** Seconds before another code may be asked for (the server answers REQUEST_LIMIT_1MIN sooner). */
export const LOGIN_OTP_RESEND_SECONDS = 60;

type LoginOtpStepProps = {
  phone: string;
  /** The reference of the code sent, null while it is on its way (or could not be sent). */
  otpRef: string | null;
  /** When the code was sent (Date.now()), for the resend countdown. */
  sentAt: number | null;
  sending: boolean;
  /** A new code was sent on request: said once in the status line. */
  resent: boolean;
  code: string;
  onCodeChange: (code: string) => void;
  /** The field's own message (not 6 digits). */
  error: string | null;
  /** Marks the field invalid when the form's error line is about the code. */
  invalid: boolean;
  /** The form's error line, read with the field. */
  describedBy: string | undefined;
  onResend: () => void;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * Issue 14, the login step-up: why a code is asked for, the 6-digit field beside the SMS
 * reference (as the registration's OTP step shows them), and a new code after 60 s. The field
 * is described by the explanation, so a screen reader says both when focus moves there.
 */
export function LoginOtpStep({
  phone,
  otpRef,
  sentAt,
  sending,
  resent,
  code,
  onCodeChange,
  error,
  invalid,
  describedBy,
  onResend,
  inputRef,
}: LoginOtpStepProps) {
  const { t } = useTranslation();
  const introId = useId();
  const left = useCountdown(sentAt === null ? null : sentAt + LOGIN_OTP_RESEND_SECONDS * 1000);
  const status = sending ? t('login.otp.sending') : resent ? t('login.otp.resent') : null;

  return (
    <div className="login-otp">
      <p className="login-otp__intro" id={introId}>
        {t('login.otp.intro', { phone: maskPhone(phone) })}
      </p>
      <OtpCodeField
        ref={inputRef}
        label={t('login.otp.code')}
        name="otp"
        value={code}
        onCodeChange={onCodeChange}
        error={error}
        aria-invalid={invalid || undefined}
        aria-describedby={[introId, describedBy].filter(Boolean).join(' ')}
        referenceLabel={t('login.otp.reference')}
        otpRef={otpRef}
      />
      <p className="login-otp__status" role="status">
        {status}
      </p>
      <Button
        variant="ghost"
        className="login-otp__resend"
        disabled={left > 0 || sending}
        onClick={onResend}
      >
        {left > 0 ? t('login.otp.resendIn', { seconds: left }) : t('login.otp.resend')}
      </Button>
    </div>
  );
}
