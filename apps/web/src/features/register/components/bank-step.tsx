import {
  LAO_CURRENCIES,
  TEXT_MAX_LENGTH,
  normalizeBankAccountName,
  requiresEnglishName,
  validateBankAccountName,
  type BankAccountNameError,
  type Currency,
} from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { SelectField } from '@/components/ui/form/select-field';
import { TextField } from '@/components/ui/form/text-field';
import { upperCaseInput } from '@/components/ui/form/uppercase';
import { isApiError } from '@/lib/api-error';
import { errorMessage, translateCode, useLocale } from '@/lib/i18n';
import { bankLabel, banksFor, useBanks } from '../api/get-banks';
import { useRegister } from '../api/register';
import { PHONE_STEP_CODES, optional, type ChangeValues, type RegisterValues } from './wizard-state';

type Field = 'bankCode' | 'bankAccountNo' | 'firstName' | 'lastName';
type Problem = BankAccountNameError | 'ACCOUNT_NO';
const FIELDS: readonly Field[] = ['bankCode', 'bankAccountNo', 'firstName', 'lastName'];
/** Contract shape of bankAccountNo: digits only, 6–20 (the 3-3-4 grouping is display only). */
const ACCOUNT_NO = /^\d{6,20}$/;
/** First and last name are joined by one space into bankAccountName, at most TEXT_MAX_LENGTH. */
const NAME_MAX = Math.floor((TEXT_MAX_LENGTH - 1) / 2);

type BankStepProps = {
  values: RegisterValues;
  onChange: ChangeValues;
  lao: boolean;
  /** The verified OTP token; undefined when OTP registration is off. */
  otpToken: string | undefined;
  onPhoneProblem: (error: unknown) => void;
  onRegistered: () => void;
  onBack: () => void;
};

function check(values: RegisterValues): Partial<Record<Field, Problem>> {
  const problems: Partial<Record<Field, Problem>> = {};
  if (!values.bankCode) problems.bankCode = 'REQUIRED';
  if (!values.bankAccountNo) problems.bankAccountNo = 'REQUIRED';
  else if (!ACCOUNT_NO.test(values.bankAccountNo)) problems.bankAccountNo = 'ACCOUNT_NO';
  for (const field of ['firstName', 'lastName'] as const) {
    const problem = validateBankAccountName(values.bankCode, values[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** Step 4 (spec §2, §4, §5): bank, account number, names in upper case, Lao currency; submit. */
export function BankStep(props: BankStepProps) {
  const { values, onChange, lao, otpToken, onPhoneProblem, onRegistered, onBack } = props;
  const { t } = useTranslation();
  const locale = useLocale();
  const banks = useBanks();
  const register = useRegister();
  const [problems, setProblems] = useState<Partial<Record<Field, Problem>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const form = useRef<HTMLFormElement>(null);
  const english = requiresEnglishName(values.bankCode);
  // the wallet's currency decides the banks offered: Lao banks for kip, Thai ones for baht
  const walletCurrency: Currency = lao ? values.currency : 'BAHT';
  const offered = banksFor(banks.data ?? [], walletCurrency);
  const chosen = offered.find((bank) => bank.code === values.bankCode);

  const changeCurrency = (currency: Currency) => {
    const keeps = banksFor(banks.data ?? [], currency).some((b) => b.code === values.bankCode);
    onChange({ currency, ...(keeps ? {} : { bankCode: '' }) });
  };

  const change = (field: Field, value: string) => {
    onChange({ [field]: value });
    setProblems(({ [field]: _, ...rest }) => rest);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (register.isPending) return;
    const found = check(values);
    setProblems(found);
    setFailure(null);
    const first = FIELDS.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    register.mutate(
      {
        name: values.name.trim(),
        username: values.phone.trim(),
        password: values.password,
        sourceCode: optional(values.sourceCode),
        inviteCode: optional(values.inviteCode),
        bankCode: values.bankCode,
        bankAccountName: normalizeBankAccountName(`${values.firstName} ${values.lastName}`),
        bankAccountNo: values.bankAccountNo,
        currency: lao ? values.currency : undefined,
        otpToken,
      },
      {
        onSuccess: onRegistered,
        onError: (error) => {
          if (isApiError(error) && PHONE_STEP_CODES.includes(error.code)) {
            return onPhoneProblem(error);
          }
          setFailure(error);
        },
      },
    );
  };

  const message = (problem: Problem | undefined) =>
    problem === 'REQUIRED'
      ? t('form.required')
      : problem === 'ACCOUNT_NO'
        ? t('register.bank.accountNoInvalid')
        : problem
          ? translateCode(problem)
          : null;
  const nameProps = {
    autoCapitalize: 'characters',
    spellCheck: false,
    maxLength: NAME_MAX,
  } as const;

  return (
    <form ref={form} className="wizard__form" onSubmit={onSubmit} noValidate>
      {lao ? (
        <SelectField
          label={t('register.bank.currency')}
          name="currency"
          options={LAO_CURRENCIES.map((currency) => ({
            value: currency,
            label: t(`register.bank.currencies.${currency}`),
          }))}
          value={values.currency}
          onChange={(event) => changeCurrency(event.target.value as Currency)}
          hint={t('register.bank.currencyHint')}
        />
      ) : null}
      <SelectField
        label={t('register.bank.bank')}
        name="bankCode"
        placeholder={t('register.bank.bankPlaceholder')}
        options={offered.map((bank) => ({
          value: bank.code,
          label: bankLabel(bank, locale),
        }))}
        value={values.bankCode}
        onChange={(event) => change('bankCode', event.target.value)}
        hint={english ? t('register.bank.englishHint') : null}
        error={banks.isError ? t('register.bank.loadFailed') : message(problems.bankCode)}
      />
      {chosen?.logo ? (
        <p className="wizard__bank-chosen">
          <img src={chosen.logo} alt="" width={32} height={32} />
          <span>{bankLabel(chosen, locale)}</span>
        </p>
      ) : null}
      {banks.isError ? (
        <Button variant="secondary" onClick={() => void banks.refetch()}>
          {t('common.retry')}
        </Button>
      ) : null}
      <TextField
        label={t('register.bank.accountNo')}
        name="bankAccountNo"
        inputMode="numeric"
        autoComplete="off"
        maxLength={20}
        value={values.bankAccountNo}
        onChange={(event) => change('bankAccountNo', event.target.value.replace(/\D/g, ''))}
        hint={t('register.bank.accountNoHint')}
        error={message(problems.bankAccountNo)}
      />
      <div className="wizard__pair">
        <TextField
          label={t('register.bank.firstName')}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(event) => change('firstName', upperCaseInput(event.target))}
          error={message(problems.firstName)}
          {...nameProps}
        />
        <TextField
          label={t('register.bank.lastName')}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(event) => change('lastName', upperCaseInput(event.target))}
          error={message(problems.lastName)}
          {...nameProps}
        />
      </div>
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <div className="wizard__actions">
        <Button variant="secondary" onClick={onBack} disabled={register.isPending}>
          {t('form.back')}
        </Button>
        <Button type="submit" busy={register.isPending} busyLabel={t('register.bank.submitting')}>
          {t('register.bank.submit')}
        </Button>
      </div>
    </form>
  );
}
