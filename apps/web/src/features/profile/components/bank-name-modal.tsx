import {
  normalizeBankAccountName,
  validateEditedBankAccountName,
  type BankAccountNameError,
} from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { upperCaseInput } from '@/components/ui/form/uppercase';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage, translateCode } from '@/lib/i18n';
import { useUpdateBankAccountName } from '../api/update-bank-account-name';

type BankAccount = { bankCode: string; bankAccountName: string };

type BankNameModalProps = {
  open: boolean;
  bankAccount: BankAccount | undefined;
  /** Without it the modal is forced (spec §4): no close button, Escape does nothing. */
  onClose?: () => void;
};

/** Spec §5 edited bank account name: required, A–Z and spaces, upper-cased as typed. */
export function BankNameModal({ open, bankAccount, onClose }: BankNameModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open && bankAccount !== undefined}
      onClose={onClose}
      title={t('bankName.title')}
      closeLabel={t('common.close')}
    >
      {bankAccount ? <BankNameForm bankAccount={bankAccount} onClose={onClose} /> : null}
    </Modal>
  );
}

function BankNameForm({
  bankAccount,
  onClose,
}: {
  bankAccount: BankAccount;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateBankAccountName();
  const current = bankAccount.bankAccountName;
  const [name, setName] = useState(() =>
    validateEditedBankAccountName(current) === null ? current : '',
  );
  const [invalid, setInvalid] = useState<BankAccountNameError | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (update.isPending) return;
    const problem = validateEditedBankAccountName(name);
    setInvalid(problem);
    if (problem) return;
    update.mutate(
      { bankCode: bankAccount.bankCode, bankAccountName: normalizeBankAccountName(name) },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('bankName.saved') });
          onClose?.();
        },
      },
    );
  };

  return (
    <form className="modal-form" onSubmit={onSubmit} noValidate>
      {onClose ? null : <p className="modal-form__intro">{t('bankName.forced')}</p>}
      <TextField
        label={t('bankName.label')}
        name="bankAccountName"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={100}
        value={name}
        onChange={(event) => {
          setInvalid(null);
          setName(upperCaseInput(event.target));
        }}
        hint={t('bankName.hint')}
        error={
          invalid === 'REQUIRED' ? t('form.required') : invalid ? translateCode(invalid) : null
        }
        data-autofocus
      />
      <FormAlert message={update.error ? errorMessage(update.error) : null} />
      <div className="modal-form__actions">
        {onClose ? (
          <Button variant="secondary" onClick={onClose} disabled={update.isPending}>
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" busy={update.isPending} busyLabel={t('form.saving')}>
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
