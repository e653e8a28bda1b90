import { useTranslation } from 'react-i18next';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { useBannerGate } from '@/hooks/use-banner-gate';
import { AfterFirstOpen, deferred, usePreloadOnInteraction } from '@/lib/deferred';
import { useLoadInviteBanners } from '../api/get-invite-banners';

// the banner carousel (and DOMPurify) and the modal are chunks of their own, fetched when the
// member starts using home
const BannerModal = deferred(
  async () => (await import('@/components/ui/banner-carousel/banner-modal')).BannerModal,
);
const InviteModal = deferred(async () => (await import('./invite-modal')).InviteModal);

/**
 * Spec §2 "invite" home widget. A press fetches the invite banners first (the banner rule):
 * none → the invite modal opens; some → the banner carousel, and closing it opens the modal.
 * `onClose`: the modal was closed (issue 13: the screen shows the balances again).
 */
export function InviteWidget({
  memberId,
  onClose,
}: {
  /** Unknown until the wallet arrives; only the modal's fallback link needs it. */
  memberId: string | undefined;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  usePreloadOnInteraction(BannerModal, InviteModal);
  const gate = useBannerGate(useLoadInviteBanners());
  return (
    <>
      <WidgetButton
        title={t('invite.widget.title')}
        hint={t('invite.widget.hint')}
        icon={<UserPlusIcon size={22} />}
        busy={gate.stage === 'loading'}
        onClick={() => void gate.start()}
      />
      <AfterFirstOpen open={gate.stage === 'banners'}>
        <BannerModal
          banners={gate.stage === 'banners' ? gate.banners : null}
          title={t('invite.widget.title')}
          continueLabel={t('banners.continue')}
          onClose={gate.closeBanners}
        />
      </AfterFirstOpen>
      <AfterFirstOpen open={gate.stage === 'modal'}>
        <InviteModal
          open={gate.stage === 'modal'}
          memberId={memberId}
          onClose={() => {
            gate.closeModal();
            onClose?.();
          }}
        />
      </AfterFirstOpen>
    </>
  );
}
