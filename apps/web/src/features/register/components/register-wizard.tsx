import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storage } from '@/lib/storage';
import { useRegisterOtp } from '../api/get-register-otp';
import { BankStep } from './bank-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import { RegisterSuccess } from './register-success';
import { StepIndicator } from './step-indicator';
import {
  initialValues,
  stepsFor,
  type OtpSession,
  type RegisterValues,
  type StepId,
} from './wizard-state';
import './register-wizard.css';

/** A token verified earlier in this browser session (the wizard offers it again, spec §4). */
function restoreOtp(): OtpSession | null {
  const held = storage.getRegisterOtp();
  return held ? { ...held, otpRef: '', sentAt: 0, verified: true } : null;
}

type RegisterWizardProps = {
  /** Lao deployment: any phone length the contract allows, and the currency select. */
  lao: boolean;
  /** Called REGISTER_REDIRECT_MS after success (the app goes to /login). */
  onComplete: () => void;
};

/** Spec §2 /register and §4: phone → OTP (when enabled) → profile → bank → success. */
export function RegisterWizard({ lao, onComplete }: RegisterWizardProps) {
  const { t } = useTranslation();
  const otpEnabled = useRegisterOtp().data ?? true;
  const [values, setValues] = useState<RegisterValues>(() =>
    initialValues(storage.getInviteCode()),
  );
  const [inviteLocked, setInviteLocked] = useState(() => storage.getInviteCode() !== null);
  const [otp, setOtp] = useState<OtpSession | null>(restoreOtp);
  const [step, setStep] = useState<StepId | 'done'>('phone');
  const [carried, setCarried] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Moving between steps puts focus on the new step's heading (screen readers read it).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const change = (patch: Partial<RegisterValues>) => setValues((v) => ({ ...v, ...patch }));
  const go = (next: StepId) => {
    setCarried(null);
    setStep(next);
  };

  const onSent = (session: OtpSession | null) => {
    setOtp(session);
    if (session?.verified) {
      storage.setRegisterOtp({ phone: session.phone, otpToken: session.otpToken });
    }
    go(session && !session.verified ? 'otp' : 'profile');
  };

  const onPhoneProblem = (error: unknown) => {
    // UNVERIFIED_OTP: the server no longer accepts the token; the phone must be confirmed again.
    setOtp(null);
    storage.clearRegisterOtp();
    setCarried(error);
    setStep('phone');
  };

  if (step === 'done') return <RegisterSuccess onComplete={onComplete} />;

  const steps = stepsFor(otpEnabled);
  const number = Math.max(0, steps.indexOf(step)) + 1;

  return (
    <div className="wizard">
      <StepIndicator current={number} total={steps.length} />
      <h2 ref={heading} tabIndex={-1} className="wizard__title">
        {t(`register.steps.${step}`)}
      </h2>
      {step === 'phone' ? (
        <PhoneStep
          phone={values.phone}
          onChange={change}
          lao={lao}
          otp={otp}
          carried={carried}
          onSent={onSent}
        />
      ) : null}
      {step === 'otp' && otp ? (
        <OtpStep
          otp={otp}
          onSent={onSent}
          onVerified={() => onSent({ ...otp, verified: true })}
          onBack={() => go('phone')}
        />
      ) : null}
      {step === 'profile' ? (
        <ProfileStep
          values={values}
          onChange={change}
          inviteLocked={inviteLocked}
          onInviteRejected={() => {
            storage.clearInviteCode();
            setInviteLocked(false);
          }}
          onPhoneProblem={onPhoneProblem}
          onNext={() => go('bank')}
          onBack={() => go('phone')}
        />
      ) : null}
      {step === 'bank' ? (
        <BankStep
          values={values}
          onChange={change}
          lao={lao}
          otpToken={otpEnabled && otp?.verified ? otp.otpToken : undefined}
          onPhoneProblem={onPhoneProblem}
          onRegistered={() => {
            storage.clearInviteCode();
            storage.clearRegisterOtp();
            setStep('done');
          }}
          onBack={() => go('profile')}
        />
      ) : null}
    </div>
  );
}
