import { useIsMutating } from '@tanstack/react-query';
import { type Promotion } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { QueryState } from '@/components/query-state';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { Spinner } from '@/components/ui/loader/spinner';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { activatePromotionMutationKey, useActivatePromotion } from '../api/activate-promotion';
import { useFindPromotion } from '../api/find-promotion';
import { useActionKey } from '@/hooks/use-action-key';
import { TermsView } from './terms-view';

/**
 * Spec §2 promotion modal: "searching…", the not-found message (§8), or the promotion's terms
 * (fail percent, description, banners) with Receive; one already received shows it disabled.
 * Closed with `true` once received.
 */
export function PromotionModal({
  code,
  onClose,
}: {
  code: string | null;
  onClose: (received: boolean) => void;
}) {
  const { t } = useTranslation();
  const receiving = useIsMutating({ mutationKey: activatePromotionMutationKey }) > 0;
  return (
    <Modal
      open={code !== null}
      onClose={() => {
        if (!receiving) onClose(false);
      }}
      title={t('bonus.promotion.title', { code: code ?? '' })}
      closeLabel={t('common.close')}
    >
      {code ? <PromotionBody code={code} onClose={onClose} /> : null}
    </Modal>
  );
}

function PromotionBody({ code, onClose }: { code: string; onClose: (received: boolean) => void }) {
  const { t } = useTranslation();
  const query = useFindPromotion(code);
  if (query.isPending) {
    return (
      <p className="promotion-modal__searching" role="status">
        <Spinner size={20} />
        {t('bonus.promotion.searching', { code })}
      </p>
    );
  }
  if (query.isError) {
    return (
      <QueryState isPending={false} error={query.error} onRetry={() => void query.refetch()} />
    );
  }
  if (!query.data) {
    return (
      <div role="status">
        <EmptyState message={t('bonus.promotion.notFound', { code })} />
      </div>
    );
  }
  return <PromotionTerms code={code} promotion={query.data} onClose={onClose} />;
}

function PromotionTerms({
  code,
  promotion,
  onClose,
}: {
  code: string;
  promotion: Promotion;
  onClose: (received: boolean) => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const activate = useActivatePromotion();
  const actionKey = useActionKey();

  const receive = async () => {
    if (activate.isPending || promotion.received) return;
    try {
      const result = await activate.mutateAsync({ code, idempotencyKey: actionKey.next() });
      actionKey.settle();
      toast.show({
        tone: 'success',
        message: t('bonus.promotion.done', { amount: formatAmount(result.bonus.minDeposit) }),
      });
      onClose(true);
    } catch (error) {
      // shown by the alert below (activate.error)
      actionKey.settle(error);
    }
  };

  return (
    <div className="modal-form promotion-modal">
      <h3 className="promotion-modal__title">{promotion.title}</h3>
      <TermsView terms={promotion} banners={promotion.banners} />
      {promotion.received ? (
        <p className="note note--warn">{t('bonus.promotion.received')}</p>
      ) : null}
      <FormAlert message={activate.error ? errorMessage(activate.error) : null} />
      <div className="modal-form__actions">
        <Button variant="secondary" onClick={() => onClose(false)} disabled={activate.isPending}>
          {t('common.close')}
        </Button>
        <Button
          onClick={() => void receive()}
          disabled={promotion.received}
          busy={activate.isPending}
          busyLabel={t('bonus.receiving')}
        >
          {t('bonus.receive')}
        </Button>
      </div>
    </div>
  );
}
