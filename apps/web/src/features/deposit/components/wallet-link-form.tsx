import { WALLET_LINK_MIN_BAHT, validateWalletLink } from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { newIdempotencyKey } from '@wallet/web-kit/idempotency-key';
import { ResponsiblePageLink } from '@/components/responsible-refusal';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { useToast } from '@/components/ui/toast/toast-context';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useSendTruelink } from '../api/send-truelink';

const isUnanswered = (error: unknown) =>
  isApiError(error) && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT');

/** Spec §5 wallet link: minimum 2 baht (checked by the server), send disabled while empty. */
export function WalletLinkForm({
  truelinkKey,
  onSent,
}: {
  truelinkKey: string;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const send = useSendTruelink();
  const [link, setLink] = useState('');
  const [problem, setProblem] = useState<{ error?: unknown; text: string } | null>(null);
  const attempt = useRef<{ link: string; key: string } | null>(null);
  const empty = validateWalletLink(link) !== null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (empty || send.isPending) return;
    const trimmed = link.trim();
    // the same link after a lost answer is the same action: same Idempotency-Key
    const key = attempt.current?.link === trimmed ? attempt.current.key : newIdempotencyKey();
    attempt.current = { link: trimmed, key };
    setProblem(null);
    send.mutate(
      { link: trimmed, key: truelinkKey, idempotencyKey: key },
      {
        onSuccess: () => {
          attempt.current = null;
          setLink('');
          toast.show({ tone: 'success', message: t('deposit.link.sent') });
          onSent();
        },
        onError: (error) => {
          if (!isUnanswered(error)) attempt.current = null;
          setProblem({
            error,
            text: isApiError(error) ? errorMessage(error) : t('deposit.link.unavailable'),
          });
        },
      },
    );
  };

  return (
    <form className="modal-form wallet-link" onSubmit={onSubmit} noValidate>
      <p className="deposit__lead">{t('deposit.link.intro')}</p>
      <TextField
        label={t('deposit.link.label')}
        name="truelink"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('deposit.link.placeholder')}
        maxLength={500}
        value={link}
        onChange={(event) => {
          setProblem(null);
          setLink(event.target.value);
        }}
        hint={t('deposit.link.minimum', { min: WALLET_LINK_MIN_BAHT })}
        disabled={send.isPending}
      />
      <FormAlert message={problem?.text} />
      <ResponsiblePageLink error={problem?.error} />
      <Button
        type="submit"
        block
        disabled={empty}
        busy={send.isPending}
        busyLabel={t('deposit.link.sending')}
      >
        {t('deposit.link.send')}
      </Button>
    </form>
  );
}
