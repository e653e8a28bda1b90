import { useTranslation } from 'react-i18next';
import { BannerModal } from '@/components/ui/banner-carousel/banner-modal';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { useBannerGate } from '@/hooks/use-banner-gate';
import { useLoadInviteBanners } from '../api/get-invite-banners';
import { InviteModal } from './invite-modal';

/**
 * Spec §2 "invite" home widget. A press fetches the invite banners first (the banner rule):
 * none → the invite modal opens; some → the banner carousel, and closing it opens the modal.
 * `onClose`: the modal was closed (issue 13: the screen shows the balances again).
 */
export function InviteWidget({ memberId, onClose }: { memberId: string; onClose?: () => void }) {
  const { t } = useTranslation();
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
      <BannerModal
        banners={gate.stage === 'banners' ? gate.banners : null}
        title={t('invite.widget.title')}
        continueLabel={t('banners.continue')}
        onClose={gate.closeBanners}
      />
      <InviteModal
        open={gate.stage === 'modal'}
        memberId={memberId}
        onClose={() => {
          gate.closeModal();
          onClose?.();
        }}
      />
    </>
  );
}
