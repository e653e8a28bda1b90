import type { Banner } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import { BannerCarousel } from './banner-carousel';

/**
 * Spec §2 banner carousel modal: the banners of the invite or refund offer before its modal.
 * Closing it (Continue, the close button, Escape or the backdrop) opens the matching modal.
 */
export function BannerModal({
  banners,
  title,
  continueLabel,
  onClose,
}: {
  /** The modal is open while there are banners to show. */
  banners: readonly Banner[] | null;
  title: string;
  continueLabel: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={banners !== null && banners.length > 0}
      onClose={onClose}
      title={title}
      closeLabel={t('common.close')}
      footer={
        <Button onClick={onClose} data-autofocus>
          {continueLabel}
        </Button>
      }
    >
      {banners ? <BannerCarousel banners={banners} label={title} /> : null}
    </Modal>
  );
}
