import { useTranslation } from 'react-i18next';
import { RefundIcon } from '@/components/ui/icons/icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { useBannerGate } from '@/hooks/use-banner-gate';
import { AfterFirstOpen, deferred, usePreloadOnInteraction } from '@/lib/deferred';
import { useLoadRefundBanners } from '../api/get-refund-banners';

// the banner carousel (and DOMPurify) and the modal are chunks of their own, fetched when the
// member starts using home
const BannerModal = deferred(
  async () => (await import('@/components/ui/banner-carousel/banner-modal')).BannerModal,
);
const RefundModal = deferred(async () => (await import('./refund-modal')).RefundModal);

/**
 * Spec §2 "refund" home widget. A press fetches the refund banners first (the banner rule):
 * none → the refund modal opens; some → the banner carousel, and closing it opens the modal.
 * The modal closes with `true` when a refund was received (the screen reloads the wallet).
 */
export function RefundWidget({ onClose }: { onClose?: (received: boolean) => void }) {
  const { t } = useTranslation();
  usePreloadOnInteraction(BannerModal, RefundModal);
  const gate = useBannerGate(useLoadRefundBanners());
  return (
    <>
      <WidgetButton
        title={t('refund.widget.title')}
        hint={t('refund.widget.hint')}
        icon={<RefundIcon size={22} />}
        busy={gate.stage === 'loading'}
        onClick={() => void gate.start()}
      />
      <AfterFirstOpen open={gate.stage === 'banners'}>
        <BannerModal
          banners={gate.stage === 'banners' ? gate.banners : null}
          title={t('refund.widget.title')}
          continueLabel={t('banners.continue')}
          onClose={gate.closeBanners}
        />
      </AfterFirstOpen>
      <AfterFirstOpen open={gate.stage === 'modal'}>
        <RefundModal
          open={gate.stage === 'modal'}
          onClose={(received) => {
            gate.closeModal();
            onClose?.(received);
          }}
        />
      </AfterFirstOpen>
    </>
  );
}
