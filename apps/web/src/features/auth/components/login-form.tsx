import { Suspense, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { CheckboxField } from '@/components/ui/form/checkbox-field';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { useHydrated } from '@/hooks/use-hydrated';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useLogin } from '../api/login';
import { useSendLoginOtp } from '../api/send-login-otp';
import { deferred } from '@/lib/deferred';
import './login-form.css';

/**
 * The step-up's code field (decision 018) is its own chunk, with the OTP field it shares with the
 * member screens: few logins need it, and every login page would load it. It is fetched as the
 * form is sent, so it is usually there when the server asks for a code.
 */
const LoginOtpStep = deferred(async () => (await import('./login-otp-step')).LoginOtpStep);

/** Loads the step-up's chunk (tests start with it loaded, as the router's screens). */
export const preloadLoginOtpStep = () => LoginOtpStep.preload();

type LoginFormProps = {
  onSuccess: () => void;
  /** The phone filled in on arrival (after a registration, issue 13). */
  initialUsername?: string;
};

/** The login step-up under way (issue 14): the phone it is for and the code sent, once sent. */
type StepUp = {
  phone: string;
  otpRef: string | null;
  otpToken: string | null;
  sentAt: number | null;
  resent: boolean;
};

const codeOf = (error: unknown) => (isApiError(error) ? error.code : null);
/** Answers about the code rather than the phone and password. */
const CODE_PROBLEMS: readonly string[] = [
  'OTP_CODE_INVALID',
  'OTP_BLOCK',
  'OTP_EXPIRED',
  'OTP_TOKEN_INVALID',
];
/** Answers after which the code sent can no longer work: only a new code helps. */
const NEW_CODE_NEEDED: readonly string[] = ['OTP_BLOCK', 'OTP_EXPIRED', 'OTP_TOKEN_INVALID'];

/**
 * Spec §2 /login: phone, password, remember-me and one inline error line. After repeated failed
 * logins the server answers LOGIN_OTP_REQUIRED (issue 14): the form then explains why, has a
 * code sent by SMS, moves focus to the code field, and logs in with password and code.
 */
export function LoginForm({ onSuccess, initialUsername = '' }: LoginFormProps) {
  const { t } = useTranslation();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  /** The last failure, of the login or of sending the code, shown on the error line. */
  const [problem, setProblem] = useState<{ error: unknown; from: 'login' | 'send' } | null>(null);
  const [stepUp, setStepUp] = useState<StepUp | null>(null);
  const [code, setCode] = useState('');
  const [codeInvalid, setCodeInvalid] = useState(false);
  const login = useLogin({ onSuccess });
  // prerendered: no submit before the app runs (the browser's own would put the password in the URL)
  const hydrated = useHydrated();
  const sendCode = useSendLoginOtp();
  const errorId = useId();
  const codeField = useRef<HTMLInputElement | null>(null);
  const focusCodeWhenShown = useRef(false);
  // the field may appear after the answer (its chunk still on its way): it takes focus then
  const attachCodeField = useCallback((input: HTMLInputElement | null) => {
    codeField.current = input;
    if (input && focusCodeWhenShown.current) {
      focusCodeWhenShown.current = false;
      input.focus();
    }
  }, []);

  // The step-up has begun: the code field is where the member goes next.
  const stepUpPhone = stepUp?.phone;
  useEffect(() => {
    if (!stepUpPhone) return;
    if (codeField.current) codeField.current.focus();
    else focusCodeWhenShown.current = true;
  }, [stepUpPhone]);

  const requestCode = (phone: string, again: boolean) => {
    setProblem(null);
    sendCode.mutate(
      { username: phone },
      {
        onSuccess: ({ otpRef, otpToken }) =>
          setStepUp((current) =>
            current?.phone === phone
              ? { phone, otpRef, otpToken, sentAt: Date.now(), resent: again }
              : current,
          ),
        onError: (error) => setProblem({ error, from: 'send' }),
      },
    );
  };

  const startStepUp = (phone: string) => {
    setStepUp({ phone, otpRef: null, otpToken: null, sentAt: null, resent: false });
    setCode('');
    setCodeInvalid(false);
    requestCode(phone, false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = username.trim();
    // §5: login needs both username and password; nothing is sent without them.
    setMissing(!phone || !password);
    if (!phone || !password) return;
    // the server may ask for a code: its step's chunk comes meanwhile
    LoginOtpStep.preload().catch(() => undefined);
    let otp: { otpToken: string; otpCode: string } | undefined;
    if (stepUp) {
      const valid = /^\d{6}$/.test(code);
      setCodeInvalid(!valid);
      // no code on its way or usable yet: the error line already says why (or sending is shown)
      if (!valid || !stepUp.otpToken || sendCode.isPending) return;
      otp = { otpToken: stepUp.otpToken, otpCode: code };
    }
    setProblem(null);
    login.mutate(
      { username: phone, password, remember, ...(otp ? { otp } : {}) },
      {
        onError: (error) => {
          if (codeOf(error) === 'LOGIN_OTP_REQUIRED') {
            if (!stepUp) startStepUp(phone);
            return;
          }
          if (NEW_CODE_NEEDED.includes(codeOf(error) ?? '')) {
            setCode('');
            setStepUp((current) => current && { ...current, otpToken: null, resent: false });
          }
          setProblem({ error, from: 'login' });
        },
      },
    );
  };

  const onUsernameChange = (value: string) => {
    setUsername(value);
    // another phone: the step-up (and its code) belonged to the one before
    if (stepUp && value.trim() !== stepUp.phone) {
      setStepUp(null);
      setProblem(null);
    }
  };

  const aboutCode = CODE_PROBLEMS.includes(codeOf(problem?.error) ?? '');
  const error = missing ? t('login.required') : problem ? errorMessage(problem.error) : null;
  // the phone and password are what is wrong, unless the failure was about the code
  const invalid = missing || (problem?.from === 'login' && !aboutCode) ? true : undefined;
  const describedBy = error ? errorId : undefined;

  return (
    <form className="login-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t('login.phone')}
        name="username"
        type="tel"
        inputMode="numeric"
        autoComplete="username"
        value={username}
        onChange={(e) => onUsernameChange(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
      />
      <PasswordField
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        // the phone is already there (after a registration): the password comes next
        autoFocus={initialUsername !== ''}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        showLabel={t('login.showPassword')}
        hideLabel={t('login.hidePassword')}
      />
      {stepUp ? (
        <Suspense fallback={null}>
          <LoginOtpStep
            phone={stepUp.phone}
            otpRef={stepUp.otpRef}
            sentAt={stepUp.sentAt}
            sending={sendCode.isPending}
            resent={stepUp.resent}
            code={code}
            onCodeChange={(next) => {
              setCodeInvalid(false);
              setCode(next);
            }}
            error={codeInvalid ? t('login.otp.codeInvalid') : null}
            invalid={aboutCode}
            describedBy={aboutCode ? describedBy : undefined}
            onResend={() => {
              setCode('');
              setCodeInvalid(false);
              requestCode(stepUp.phone, true);
            }}
            inputRef={attachCodeField}
          />
        </Suspense>
      ) : null}
      <CheckboxField
        label={t('login.remember')}
        name="remember"
        checked={remember}
        onChange={(e) => setRemember(e.target.checked)}
      />
      <p className="login-form__error" id={errorId} role="alert">
        {error}
      </p>
      <Button
        type="submit"
        block
        busy={login.isPending}
        busyLabel={t('login.submitting')}
        disabled={!hydrated}
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
