import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { useLocation, useNavigate, useNavigation, useSearchParams } from '@/lib/router';
import { useHydrated } from '@/hooks/use-hydrated';
import { storage } from '@/lib/storage';
import { useRegisterOtp } from '../api/get-register-otp';
import { BankStep } from './bank-step';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { ProfileStep } from './profile-step';
import { StepIndicator } from './step-indicator';
import {
  STEP_PARAM,
  initialValues,
  parseStep,
  readSnapshot,
  sessionFor,
  snapshotOf,
  stepsFor,
  withSession,
  type OtpSession,
  type RegisterValues,
  type StepId,
  type WizardSnapshot,
} from './wizard-state';
import './register-wizard.css';

/** A token verified earlier in this browser session (the wizard offers it again, spec §4). */
function restoreOtp(): OtpSession[] {
  const held = storage.getRegisterOtp();
  return held ? [{ ...held, otpRef: '', sentAt: 0, verified: true }] : [];
}

/** Where the wizard starts: what this browser session kept, an invite link's code. */
type WizardStart = {
  restored: WizardSnapshot | null;
  values: RegisterValues;
  inviteLocked: boolean;
  sessions: OtpSession[];
  reached: StepId[];
};

/**
 * Spec §2: an invite link's code (its loader stores it too, but on a prerendered page the
 * loaders run after the app took the page over), else the one stored by an earlier visit.
 */
const inviteCodeOf = (search: URLSearchParams): string | null =>
  search.get('code')?.trim() || storage.getInviteCode();

function startOf(inviteCode: string | null): WizardStart {
  const restored = readSnapshot(storage.getRegisterWizard(), inviteCode);
  return {
    restored,
    values: { ...initialValues(inviteCode), ...restored?.values },
    inviteLocked: inviteCode !== null,
    sessions: restored && restored.sessions.length > 0 ? restored.sessions : restoreOtp(),
    reached: restored?.reached ?? ['phone'],
  };
}

/** A first visit's start: the prerendered page's. */
const FRESH: WizardStart = {
  restored: null,
  values: initialValues(null),
  inviteLocked: false,
  sessions: [],
  reached: ['phone'],
};

/** The fields of `values` that differ from `from`. */
function changedFrom(from: RegisterValues, values: RegisterValues): Partial<RegisterValues> {
  return Object.fromEntries(
    (Object.keys(values) as (keyof RegisterValues)[])
      .filter((key) => values[key] !== from[key])
      .map((key) => [key, values[key]]),
  ) as Partial<RegisterValues>;
}

/** The history entry of a step: the step it was reached from, so the form's Back can go back. */
type StepState = { registerBack?: StepId } | null;

/**
 * What the member registered with, for logging in at once (kept in memory only): the register
 * answer is `{ message }` (no session), so the app logs in as /login does.
 */
export type RegisteredCredentials = { username: string; password: string };

type RegisterWizardProps = {
  /** Lao deployment: any phone length the contract allows, and the currency select. */
  lao: boolean;
  /** Registration succeeded: the app logs the member in, or opens the login form. */
  onRegistered: (credentials: RegisteredCredentials) => void;
};

/**
 * Spec §2 /register and §4: phone → OTP (when enabled) → profile → bank. Each step is a history
 * entry (`?step=otp`), so Back and Forward move between steps, and the progress lives in
 * sessionStorage (issue 13), so a reload returns to the same step, the OTP countdown still
 * running, without sending a code again. Passwords are never stored: a reload asks for them again.
 */
export function RegisterWizard({ lao, onRegistered }: RegisterWizardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const [search] = useSearchParams();
  const otpEnabled = useRegisterOtp().data ?? true;
  // Prerendered, the page is the phone step as a first visit sees it; React takes it over from
  // that same start, and only then (`live`) picks up what this browser kept and the address says
  const hydrated = useHydrated();
  const [live, setLive] = useState(hydrated);
  const [start] = useState(() => (live ? startOf(inviteCodeOf(search)) : FRESH));
  const [restored, setRestored] = useState(start.restored);
  const [values, setValues] = useState<RegisterValues>(start.values);
  const [inviteLocked, setInviteLocked] = useState(start.inviteLocked);
  const [sessions, setSessions] = useState<OtpSession[]>(start.sessions);
  const [reached, setReached] = useState<StepId[]>(start.reached);
  if (!live && hydrated) {
    // the render right after the hydration: React renders again with these before it commits
    const kept = startOf(inviteCodeOf(search));
    setRestored(kept.restored);
    // what was typed meanwhile (before the app ran, given back, or since React took the page
    // over) wins over what the session kept
    setValues({ ...kept.values, ...changedFrom(FRESH.values, values) });
    setInviteLocked(kept.inviteLocked);
    setSessions(kept.sessions);
    setReached(kept.reached);
    setLive(true);
  }
  const [carried, setCarried] = useState<unknown>(null);
  const [registered, setRegistered] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const otp = sessionFor(sessions, values.phone);

  const allowed = (id: StepId): boolean => {
    if (id === 'phone') return true;
    if (!reached.includes(id)) return false;
    if (id === 'otp') return otpEnabled && otp !== null && !otp.verified;
    // the passwords are typed on the profile step and never stored: after a reload, back there
    if (id === 'bank') return values.password !== '' && values.confirm !== '';
    return true;
  };
  const requested = live ? parseStep(search.get(STEP_PARAM)) : 'phone';
  const order = stepsFor(otpEnabled);
  const step: StepId = allowed(requested)
    ? requested
    : ([...order.slice(0, Math.max(0, order.indexOf(requested)) + 1)].reverse().find(allowed) ??
      'phone');
  const shownStep = useRef(step);

  const hrefOf = (id: StepId) => {
    const next = new URLSearchParams(search);
    if (id === 'phone') next.delete(STEP_PARAM);
    else next.set(STEP_PARAM, id);
    const query = next.toString();
    return { pathname: location.pathname, search: query ? `?${query}` : '' };
  };

  // An address this session cannot show (a step not reached yet, a stale link, a reload on the
  // bank step without the passwords): show the nearest earlier step and say so in the address.
  // (Not while a step change is on its way: the address still names the step being left.)
  const mismatch = live && !registered && step !== requested && navigation.state === 'idle';
  /** Set by the wizard's own moves: the address they leave, until the router has moved on. */
  const leaving = useRef<string | null>(null);
  const fixing = useRef<string | null>(null);
  useEffect(() => {
    if (leaving.current !== null) {
      if (leaving.current === location.key) return;
      leaving.current = null;
    }
    const key = mismatch ? `${location.key}:${step}` : null;
    if (key === null || fixing.current === key) return;
    fixing.current = key;
    void navigate(hrefOf(step), { replace: true, state: null });
  });

  // Everything but the passwords, kept for this browser session.
  useEffect(() => {
    if (live && !registered) storage.setRegisterWizard(snapshotOf(values, sessions, reached));
  }, [live, values, sessions, reached, registered]);

  // Moving between steps puts focus on the new step's heading (screen readers read it), in the
  // same commit that shows the step, so it never pulls focus from a field already in use.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    heading.current?.focus();
  }, [step]);

  const change = (patch: Partial<RegisterValues>) => {
    // another number must pass the phone step again before the later steps open
    if (patch.phone !== undefined && patch.phone !== values.phone) setReached(['phone']);
    setValues((v) => ({ ...v, ...patch }));
  };

  /** Forward: a new history entry, or (`replace`) instead of the current one. */
  const go = (next: StepId, { replace = false } = {}) => {
    setCarried(null);
    setReached((r) => (r.includes(next) ? r : [...r, next]));
    const back = replace ? (location.state as StepState)?.registerBack : step;
    leaving.current = location.key;
    void navigate(hrefOf(next), { replace, state: back ? { registerBack: back } : null });
  };

  /** The form's Back: the browser's Back when that is the step before, else a replacement. */
  const goBack = (to: StepId) => {
    setCarried(null);
    leaving.current = location.key;
    if ((location.state as StepState)?.registerBack === to) void navigate(-1);
    else void navigate(hrefOf(to), { replace: true, state: null });
  };

  const onSent = (session: OtpSession | null) => {
    if (session) setSessions((s) => withSession(s, session));
    if (session?.verified) {
      storage.setRegisterOtp({ phone: session.phone, otpToken: session.otpToken });
    }
    if (session && !session.verified) {
      // a new code asked for on the OTP step itself stays on the same history entry
      if (step !== 'otp') go('otp');
      return;
    }
    // a confirmed phone: the OTP entry (if any) gives way, so Back from the profile is the phone
    go('profile', { replace: step === 'otp' });
  };

  const onPhoneProblem = (error: unknown) => {
    // UNVERIFIED_OTP: the server no longer accepts the token; the phone must be confirmed again.
    setSessions((s) => s.filter((session) => session.phone !== values.phone));
    storage.clearRegisterOtp();
    setReached(['phone']);
    setCarried(error);
    leaving.current = location.key;
    void navigate(hrefOf('phone'), { replace: true, state: null });
  };

  const onDone = () => {
    storage.clearInviteCode();
    storage.clearRegisterOtp();
    storage.clearRegisterWizard();
    setRegistered(true);
    onRegistered({ username: values.phone.trim(), password: values.password });
  };

  if (registered) return null;

  const steps = stepsFor(otpEnabled);
  const number = Math.max(0, steps.indexOf(step)) + 1;
  const passwordsForgotten =
    restored !== null &&
    restored.reached.includes('bank') &&
    values.password === '' &&
    values.confirm === '';

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
          otpFor={(phone) => sessionFor(sessions, phone)}
          carried={carried}
          onSent={onSent}
        />
      ) : null}
      {step === 'otp' && otp ? (
        <OtpStep
          otp={otp}
          onSent={onSent}
          onVerified={() => onSent({ ...otp, verified: true })}
          onBack={() => goBack('phone')}
        />
      ) : null}
      {step === 'profile' ? (
        <ProfileStep
          values={values}
          onChange={change}
          inviteLocked={inviteLocked}
          notice={passwordsForgotten ? t('register.profile.passwordAgain') : null}
          onInviteRejected={() => {
            storage.clearInviteCode();
            setInviteLocked(false);
          }}
          onPhoneProblem={onPhoneProblem}
          onNext={() => go('bank')}
          onBack={() => goBack('phone')}
        />
      ) : null}
      {step === 'bank' ? (
        <BankStep
          values={values}
          onChange={change}
          lao={lao}
          otpToken={otpEnabled && otp?.verified ? otp.otpToken : undefined}
          onPhoneProblem={onPhoneProblem}
          onRegistered={onDone}
          onBack={() => goBack('profile')}
        />
      ) : null}
    </div>
  );
}
