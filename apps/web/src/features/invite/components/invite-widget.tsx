import { useTranslation } from '@/lib/translator';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import { BannerGatedWidget } from '@/components/ui/widget/banner-gated-widget';
import { deferred } from '@/lib/deferred';
import { useLoadInviteBanners } from '../api/get-invite-banners';

// a chunk of its own, fetched when the member starts using home
const InviteModal = deferred(async () => (await import('./invite-modal')).InviteModal);

/**
 * Spec §2 "invite" home widget, under the banner rule (BannerGatedWidget). `onClose`: the modal
 * was closed (issue 13: the screen shows the balances again).
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
  return (
    <BannerGatedWidget
      title={t('invite.widget.title')}
      hint={t('invite.widget.hint')}
      icon={<UserPlusIcon size={22} />}
      loadBanners={useLoadInviteBanners()}
      preload={InviteModal}
      modal={(open, close) => (
        <InviteModal
          open={open}
          memberId={memberId}
          onClose={() => {
            close();
            onClose?.();
          }}
        />
      )}
    />
  );
}
