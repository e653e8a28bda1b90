import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { OtpCodeField } from '@/components/ui/otp-code/otp-code-field';
import { useCountdown } from '@/hooks/use-countdown';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useSendOtp } from '../api/send-otp';
import { useVerifyOtp } from '../api/verify-otp';
import type { OtpSession } from './wizard-state';

/** Seconds before another code may be asked for (the server answers REQUEST_LIMIT_1MIN sooner). */
export const OTP_RESEND_SECONDS = 60;
/** Answers after which the code on screen can no longer work: only a new code helps. */
const NEW_CODE_NEEDED: readonly string[] = ['OTP_BLOCK', 'OTP_EXPIRED', 'OTP_TOKEN_INVALID'];

type OtpStepProps = {
  otp: OtpSession;
  onSent: (session: OtpSession) => void;
  onVerified: () => void;
  onBack: () => void;
};

/** Step 2 (spec §2, §4): the 6-digit SMS code beside its reference, resend after 60 s. */
export function OtpStep({ otp, onSent, onVerified, onBack }: OtpStepProps) {
  const { t } = useTranslation();
  const verify = useVerifyOtp();
  const send = useSendOtp();
  const [code, setCode] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [problem, setProblem] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const left = useCountdown(otp.sentAt ? otp.sentAt + OTP_RESEND_SECONDS * 1000 : null);
  const needsNewCode = isApiError(problem) && NEW_CODE_NEEDED.includes(problem.code);
  const busy = verify.isPending || send.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || needsNewCode) return;
    const valid = /^\d{6}$/.test(code);
    setInvalid(!valid);
    setResent(false);
    if (!valid) return;
    setProblem(null);
    verify.mutate(
      { otpToken: otp.otpToken, otpCode: code },
      { onSuccess: onVerified, onError: setProblem },
    );
  };

  const resend = () => {
    setProblem(null);
    setResent(false);
    send.mutate(
      { phoneNumber: otp.phone },
      {
        onSuccess: (answer) => {
          setCode('');
          setInvalid(false);
          setResent(answer.code === 'OTP_SENT');
          onSent({
            phone: otp.phone,
            otpRef: answer.otpRef,
            otpToken: answer.otpToken,
            sentAt: answer.code === 'OTP_SENT' ? Date.now() : 0,
            verified: answer.code === 'OTP_VERIFIED',
          });
        },
        onError: setProblem,
      },
    );
  };

  return (
    <form className="wizard__form" onSubmit={onSubmit} noValidate>
      <p className="wizard__lead">{t('register.otp.intro', { phone: otp.phone })}</p>
      <OtpCodeField
        label={t('register.otp.code')}
        name="otp"
        value={code}
        onCodeChange={(next) => {
          setInvalid(false);
          setCode(next);
        }}
        error={invalid ? t('register.otp.codeInvalid') : null}
        referenceLabel={t('register.otp.reference')}
        otpRef={otp.otpRef}
      />
      <FormAlert message={problem ? errorMessage(problem) : null} />
      <p className="wizard__status" role="status">
        {resent ? t('register.otp.resent') : null}
      </p>
      <Button
        variant="ghost"
        className="wizard__resend"
        disabled={left > 0 || verify.isPending}
        busy={send.isPending}
        busyLabel={t('register.otp.resending')}
        onClick={resend}
      >
        {left > 0 ? t('register.otp.resendIn', { seconds: left }) : t('register.otp.resend')}
      </Button>
      <div className="wizard__actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t('form.back')}
        </Button>
        <Button
          type="submit"
          busy={verify.isPending}
          busyLabel={t('register.otp.verifying')}
          disabled={needsNewCode || send.isPending}
        >
          {t('register.otp.verify')}
        </Button>
      </div>
    </form>
  );
}
