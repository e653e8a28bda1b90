import { passwordsMatch, validatePassword, validateRequired } from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useSources } from '../api/get-sources';
import { useValidateAccount } from '../api/validate-account';
import { PHONE_STEP_CODES, optional, type ChangeValues, type RegisterValues } from './wizard-state';

type Field = 'name' | 'password' | 'confirm';
type Problem = 'REQUIRED' | 'PASSWORD_LENGTH' | 'MISMATCH';

type ProfileStepProps = {
  values: RegisterValues;
  onChange: ChangeValues;
  /** A stored invite code fills the inviter field and makes it read-only (spec §2). */
  inviteLocked: boolean;
  onInviteRejected: () => void;
  onPhoneProblem: (error: unknown) => void;
  onNext: () => void;
  onBack: () => void;
  /** Said above the fields (a reload forgot the passwords, which are never stored). */
  notice?: string | null;
};

function check(values: RegisterValues): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  if (validateRequired(values.name)) problems.name = 'REQUIRED';
  const password = validatePassword(values.password);
  if (password) problems.password = password;
  if (validateRequired(values.confirm)) problems.confirm = 'REQUIRED';
  else if (!passwordsMatch(values.password, values.confirm)) problems.confirm = 'MISMATCH';
  return problems;
}

/** Step 3 (spec §2, §4, §5): profile, then the server checks the fields before the bank step. */
export function ProfileStep(props: ProfileStepProps) {
  const { values, onChange, inviteLocked, onInviteRejected, onPhoneProblem, onNext, onBack } =
    props;
  const { notice = null } = props;
  const { t } = useTranslation();
  const sources = useSources();
  const validate = useValidateAccount();
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const form = useRef<HTMLFormElement>(null);

  const change = (field: keyof RegisterValues & string, value: string) => {
    onChange({ [field]: value });
    setProblems(({ [field as Field]: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (validate.isPending) return;
    const found = check(values);
    setProblems(found);
    setFailure(null);
    const first = (['name', 'password', 'confirm'] as const).find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    validate.mutate(
      {
        name: values.name.trim(),
        username: values.phone.trim(),
        password: values.password,
        sourceCode: optional(values.sourceCode),
        inviteCode: optional(values.inviteCode),
      },
      {
        onSuccess: onNext,
        onError: (error) => {
          const code = isApiError(error) ? error.code : '';
          if (PHONE_STEP_CODES.includes(code)) return onPhoneProblem(error);
          // A code from an invite link the server does not know: let the member correct it.
          if (code === 'INVALID_CODE' && inviteLocked) onInviteRejected();
          setFailure(error);
        },
      },
    );
  };

  const message = (problem: Problem | undefined) =>
    problem === 'REQUIRED'
      ? t('form.required')
      : problem === 'PASSWORD_LENGTH'
        ? t('register.profile.passwordLength')
        : problem === 'MISMATCH'
          ? t('register.profile.mismatch')
          : null;
  const passwordLabels = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };

  return (
    <form ref={form} className="wizard__form" onSubmit={onSubmit} noValidate>
      {notice ? <p className="wizard__notice">{notice}</p> : null}
      <TextField
        label={t('register.profile.name')}
        name="name"
        autoComplete="nickname"
        maxLength={100}
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={message(problems.name)}
      />
      <PasswordField
        label={t('register.profile.password')}
        name="password"
        autoComplete="new-password"
        maxLength={64}
        value={values.password}
        onChange={(event) => change('password', event.target.value)}
        hint={t('register.profile.passwordHint')}
        error={message(problems.password)}
        {...passwordLabels}
      />
      <PasswordField
        label={t('register.profile.confirm')}
        name="confirm"
        autoComplete="new-password"
        maxLength={64}
        value={values.confirm}
        onChange={(event) => change('confirm', event.target.value)}
        error={message(problems.confirm)}
        {...passwordLabels}
      />
      <SelectField
        label={t('form.optional', { label: t('register.profile.source') })}
        name="sourceCode"
        placeholder={t('register.profile.sourcePlaceholder')}
        options={(sources.data ?? []).map((source) => ({
          value: source.code,
          label: source.description,
        }))}
        value={values.sourceCode}
        onChange={(event) => change('sourceCode', event.target.value)}
      />
      <TextField
        label={t('form.optional', { label: t('register.profile.invite') })}
        name="inviteCode"
        autoComplete="off"
        maxLength={100}
        value={values.inviteCode}
        readOnly={inviteLocked}
        hint={inviteLocked ? t('register.profile.inviteLocked') : null}
        onChange={(event) => change('inviteCode', event.target.value)}
      />
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <div className="wizard__actions">
        <Button variant="secondary" onClick={onBack} disabled={validate.isPending}>
          {t('form.back')}
        </Button>
        <Button type="submit" busy={validate.isPending} busyLabel={t('form.checking')}>
          {t('form.next')}
        </Button>
      </div>
    </form>
  );
}
