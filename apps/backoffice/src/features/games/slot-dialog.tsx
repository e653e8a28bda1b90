import { SLOT_STATUSES, type OperatorSlot, type SlotStatus } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorMessage } from '@/components/ui/error-message';
import { SelectField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { ReasonField } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-error';
import { useSetSlot, type SlotSet } from './api/set-slot';

const reasonOk = (reason: string) => reason.trim().length >= 3;

/**
 * Edit one slot: provider (from the configured ones), product code (empty: the provider's
 * lobby), status, and the reason the audit keeps. Only what changed is sent. A provider change
 * says beforehand that it closes the game accounts, and is refused while members hold money.
 */
export function SlotDialog({
  slot,
  providers,
  onClose,
}: {
  slot: OperatorSlot;
  providers: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [provider, setProvider] = useState(slot.provider);
  const [product, setProduct] = useState(slot.product ?? '');
  const [status, setStatus] = useState<SlotStatus>(slot.status);
  const [reason, setReason] = useState('');
  const mutation = useSetSlot({
    onSuccess: (saved) => {
      toast.show(
        'success',
        saved.accountsClosed
          ? t('games.savedClosed', { name: saved.name, count: saved.accountsClosed })
          : t('games.saved', { name: saved.name }),
      );
      onClose();
    },
  });

  const body: SlotSet['body'] = { reason: reason.trim() };
  if (provider !== slot.provider) body.provider = provider;
  const productValue = product.trim() || null;
  if (productValue !== slot.product) body.product = productValue;
  if (status !== slot.status) body.status = status;
  const changed = Object.keys(body).length > 1;
  const providerChanged = provider !== slot.provider;
  const inUse = isApiError(mutation.error) && mutation.error.code === 'SLOT_PROVIDER_IN_USE';

  // the current provider stays selectable even when the server no longer configures it
  const options = [...new Set([slot.provider, ...providers])].map((name) => ({
    value: name,
    label: providers.includes(name) ? name : t('games.notConfigured', { name }),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!changed || !reasonOk(reason) || mutation.isPending) return;
    mutation.mutate({ code: slot.code, body });
  };

  return (
    <Modal open onClose={onClose} title={t('games.editTitle', { name: slot.name })}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label={t('games.provider')}
          hint={t('games.providerHint')}
          value={provider}
          options={options}
          data-autofocus
          onChange={(event) => setProvider(event.target.value)}
        />
        {providerChanged ? (
          <Alert tone="warning">
            {slot.membersWithMoney > 0
              ? t('games.changeRefused', { count: slot.membersWithMoney })
              : t('games.changeCloses', { from: slot.provider, to: provider })}
          </Alert>
        ) : null}
        <TextField
          label={t('games.product')}
          hint={t('games.productHint')}
          value={product}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setProduct(event.target.value)}
        />
        <SelectField
          label={t('common.status')}
          hint={t('games.statusHint')}
          value={status}
          options={SLOT_STATUSES.map((s) => ({ value: s, label: t(`games.status.${s}`) }))}
          onChange={(event) => setStatus(event.target.value as SlotStatus)}
        />
        <ReasonField value={reason} onChange={setReason} required />
        <ErrorMessage error={mutation.error} />
        {inUse ? <p className="muted">{t('games.inUseHelp')}</p> : null}
        <div className="row row--end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="submit"
            variant={providerChanged ? 'danger' : 'primary'}
            busy={mutation.isPending}
            disabled={!changed || !reasonOk(reason)}
          >
            {t('common.save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
