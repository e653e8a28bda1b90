import { useQueryClient } from '@tanstack/react-query';
import { validatePhone, type PhoneError } from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { errorMessage, translateCode, useLocale } from '@/lib/i18n';
import { getRegisterOtpQueryOptions } from '../api/get-register-otp';
import { useSendOtp } from '../api/send-otp';
import type { ChangeValues, OtpSession } from './wizard-state';

type PhoneStepProps = {
  phone: string;
  onChange: ChangeValues;
  lao: boolean;
  /**
   * The wizard's OTP round for a phone, if any: an unverified one still counts (no new SMS, so
   * the server's one-minute limit is never hit), a verified token is offered to the server again.
   */
  otpFor: (phone: string) => OtpSession | null;
  /** An answer from a later step that sent the member back here (e.g. EXISTING_USER). */
  carried: unknown;
  /** null: OTP registration is off, go to the profile step. */
  onSent: (session: OtpSession | null) => void;
};

/** Step 1 (spec §2, §4, §5): the phone number, then the OTP send. */
export function PhoneStep({ phone, onChange, lao, otpFor, carried, onSent }: PhoneStepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const send = useSendOtp();
  const [invalid, setInvalid] = useState<PhoneError | null>(null);
  const [problem, setProblem] = useState<unknown>(carried);
  const [checking, setChecking] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const busy = checking || send.isPending;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const value = phone.trim();
    const error = validatePhone(value, { lao });
    setInvalid(error);
    setProblem(null);
    if (error) {
      inputRef.current?.focus();
      return;
    }
    setChecking(true);
    try {
      const otpEnabled = await queryClient.fetchQuery(getRegisterOtpQueryOptions(locale));
      if (!otpEnabled) return onSent(null);
      // Came back to this number (from step 2, a reload or another number): the code already
      // sent still counts, nothing is sent again.
      const otp = otpFor(value);
      if (otp && !otp.verified) return onSent(otp);
      const held = otp?.verified ? otp.otpToken : undefined;
      const answer = await send.mutateAsync({ phoneNumber: value, otpToken: held });
      onSent({
        phone: value,
        otpRef: answer.otpRef,
        otpToken: answer.otpToken,
        sentAt: answer.code === 'OTP_SENT' ? Date.now() : 0,
        verified: answer.code === 'OTP_VERIFIED',
      });
    } catch (failure) {
      setProblem(failure);
    } finally {
      setChecking(false);
    }
  };

  const fieldError =
    invalid === 'REQUIRED'
      ? t('form.required')
      : invalid
        ? lao
          ? t('register.phone.laoInvalid')
          : translateCode(invalid)
        : null;

  return (
    <form className="wizard__form" onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextField
        ref={inputRef}
        label={t('register.phone.label')}
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        maxLength={20}
        value={phone}
        onChange={(event) => {
          setInvalid(null);
          onChange({ phone: event.target.value.replace(/\D/g, '') });
        }}
        hint={t('register.phone.hint')}
        error={fieldError}
      />
      <FormAlert message={problem ? errorMessage(problem) : null} />
      <div className="wizard__actions">
        <Button
          type="submit"
          block
          // prerendered: no submit before the app runs (the browser's own would send the form)
          disabled={!hydrated}
          busy={busy}
          busyLabel={send.isPending ? t('register.phone.sending') : t('form.checking')}
        >
          {t('form.next')}
        </Button>
      </div>
    </form>
  );
}
