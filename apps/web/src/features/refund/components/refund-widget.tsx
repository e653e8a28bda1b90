import { useTranslation } from '@/lib/translator';
import { RefundIcon } from '@/components/ui/icons/member-icons';
import { BannerGatedWidget } from '@/components/ui/widget/banner-gated-widget';
import { deferred } from '@/lib/deferred';
import { useLoadRefundBanners } from '../api/get-refund-banners';

// a chunk of its own, fetched when the member starts using home
const RefundModal = deferred(async () => (await import('./refund-modal')).RefundModal);

/**
 * Spec §2 "refund" home widget, under the banner rule (BannerGatedWidget). The modal closes
 * with `true` when a refund was received (the screen reloads the wallet).
 */
export function RefundWidget({ onClose }: { onClose?: (received: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <BannerGatedWidget
      title={t('refund.widget.title')}
      hint={t('refund.widget.hint')}
      icon={<RefundIcon size={22} />}
      loadBanners={useLoadRefundBanners()}
      preload={RefundModal}
      modal={(open, close) => (
        <RefundModal
          open={open}
          onClose={(received) => {
            close();
            onClose?.(received);
          }}
        />
      )}
    />
  );
}
