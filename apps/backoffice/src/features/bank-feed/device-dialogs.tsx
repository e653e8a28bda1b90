import type { BankDevice } from '@wallet/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { SelectField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { QueryState } from '@/components/ui/query-state';
import { FormActions, ReasonField } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { useAddBankDevice } from './api/add-bank-device';
import { useDepositAccounts } from './api/get-deposit-accounts';
import { useRevokeBankDevice } from './api/revoke-bank-device';
import { reasonOk } from './line-text';

/** Where a device posts its texts (the token is its Bearer). */
const notifyUrl = () => `${window.location.origin}/api/bank-feed/notifications`;

/**
 * Register a device for one of the site's deposit accounts; its token is then shown once, with a
 * copy button and a warning, until the dialog is closed.
 */
export function AddDeviceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const accounts = useDepositAccounts();
  const [accountNo, setAccountNo] = useState('');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const tokenRef = useRef<HTMLParagraphElement>(null);
  const mutation = useAddBankDevice({
    onSuccess: (answer) =>
      toast.show('success', t('bankFeed.devices.added', { name: answer.device.name })),
  });
  const token = mutation.data?.token;
  // the form is gone once the token shows: focus moves to it, not to the page behind
  useEffect(() => {
    if (token) tokenRef.current?.focus();
  }, [token]);
  // accounts that arrive after the dialog opened (focus is then on its close button): the first
  // field takes focus as the form shows. Already loaded, the dialog's own focus does it, and the
  // opener it remembers stays the "Add device" button.
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = accounts.isSuccess;
  useEffect(() => {
    const form = formRef.current;
    const active = document.activeElement;
    const dialog = form?.closest('[role="dialog"]');
    if (loaded && form && dialog?.contains(active) && !form.contains(active)) {
      form.querySelector<HTMLElement>('select, input, textarea')?.focus();
    }
  }, [loaded]);
  const firstAccount = accounts.data?.[0]?.bankAccountNo ?? '';
  const account = accountNo || firstAccount;
  const missing = !account || !name.trim() || !reasonOk(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || mutation.isPending) return;
    mutation.mutate({ accountNo: account, name: name.trim(), reason: reason.trim() });
  };
  return (
    <Modal open onClose={onClose} title={t('bankFeed.devices.addTitle')}>
      {token ? (
        <div className="stack">
          <Alert tone="warning">{t('bankFeed.devices.tokenOnce')}</Alert>
          <p
            ref={tokenRef}
            tabIndex={-1}
            className="mono break secret"
            aria-label={t('bankFeed.devices.token')}
            data-testid="device-token"
          >
            {token}
          </p>
          <p className="muted">{t('bankFeed.devices.endpoint', { url: notifyUrl() })}</p>
          <div className="row row--end">
            <CopyButton text={token} />
            <Button variant="primary" onClick={onClose}>
              {t('bankFeed.devices.done')}
            </Button>
          </div>
        </div>
      ) : (
        <QueryState query={accounts}>
          {(list) => (
            <form ref={formRef} className="form" onSubmit={submit} noValidate>
              {list.length === 0 ? (
                <Alert tone="warning">{t('bankFeed.devices.noAccounts')}</Alert>
              ) : (
                <SelectField
                  label={t('bankFeed.devices.accountLabel')}
                  hint={t('bankFeed.devices.accountHint')}
                  value={account}
                  data-autofocus
                  options={list.map((a) => ({
                    value: a.bankAccountNo,
                    label: `${a.bankCode} ${a.bankAccountNo} · ${a.bankAccountName} (${a.mode})`,
                  }))}
                  onChange={(event) => setAccountNo(event.target.value)}
                />
              )}
              <TextField
                label={t('bankFeed.devices.nameLabel')}
                hint={t('bankFeed.devices.nameHint')}
                value={name}
                maxLength={100}
                autoComplete="off"
                required
                onChange={(event) => setName(event.target.value)}
              />
              <ReasonField value={reason} onChange={setReason} required />
              <FormActions error={mutation.error} onCancel={onClose}>
                <Button
                  type="submit"
                  variant="primary"
                  busy={mutation.isPending}
                  disabled={missing}
                >
                  {t('bankFeed.devices.confirmAdd')}
                </Button>
              </FormActions>
            </form>
          )}
        </QueryState>
      )}
    </Modal>
  );
}

/** Revoke a device with a reason: its token is refused from now on. */
export function RevokeDeviceDialog({
  device,
  onClose,
}: {
  device: BankDevice;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const missing = !reasonOk(reason);
  const mutation = useRevokeBankDevice({
    onSuccess: () => {
      toast.show('success', t('bankFeed.devices.revokedToast', { name: device.name }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (missing || mutation.isPending) return;
    mutation.mutate({ id: device.id, reason: reason.trim() });
  };
  return (
    <Modal open onClose={onClose} title={t('bankFeed.devices.revokeTitle', { name: device.name })}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('bankFeed.devices.revokeIntro')}</p>
        <ReasonField value={reason} onChange={setReason} required autoFocus />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button type="submit" variant="danger" busy={mutation.isPending} disabled={missing}>
            {t('bankFeed.devices.confirmRevoke')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
