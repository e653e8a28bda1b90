import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { useBannerGate } from '@/hooks/use-banner-gate';
import type { Banner } from '@wallet/contract';
import { AfterFirstOpen, deferred, usePreloadOnInteraction } from '@/lib/deferred';
import { WidgetButton } from './widget-button';

// the banner carousel (and DOMPurify) is a chunk of its own, fetched when the member starts
// using home
const BannerModal = deferred(
  async () => (await import('@/components/ui/banner-carousel/banner-modal')).BannerModal,
);

/**
 * A home widget under the banner rule (spec §2 invite and refund): a press fetches the
 * widget's banners first; none → its modal opens; some → the banner carousel, and closing it
 * opens the modal. `modal` renders the widget's own modal (a deferred chunk, `preload`) with
 * whether it is open and how to close it.
 */
export function BannerGatedWidget({
  title,
  hint,
  icon,
  loadBanners,
  preload,
  modal,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  loadBanners: () => Promise<readonly Banner[]>;
  preload: { preload(): Promise<unknown> };
  modal: (open: boolean, close: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  usePreloadOnInteraction(BannerModal, preload);
  const gate = useBannerGate(loadBanners);
  return (
    <>
      <WidgetButton
        title={title}
        hint={hint}
        icon={icon}
        busy={gate.stage === 'loading'}
        onClick={() => void gate.start()}
      />
      <AfterFirstOpen open={gate.stage === 'banners'}>
        <BannerModal
          banners={gate.stage === 'banners' ? gate.banners : null}
          title={title}
          continueLabel={t('banners.continue')}
          onClose={gate.closeBanners}
        />
      </AfterFirstOpen>
      <AfterFirstOpen open={gate.stage === 'modal'}>
        {modal(gate.stage === 'modal', gate.closeModal)}
      </AfterFirstOpen>
    </>
  );
}
