import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { WheelIcon } from '@/components/ui/icons/member-icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { AfterFirstOpen, deferred, usePreloadOnInteraction } from '@/lib/deferred';

// the wheel, its odds and DOMPurify are a chunk of their own, fetched when the member starts using home
const SpinWheelModal = deferred(async () => (await import('./spin-wheel-modal')).SpinWheelModal);

/**
 * Spec §2 "spin wheel" home widget (shown only while the wheel is active), with the member's
 * coin count (wallet profile.coin). It opens the spin wheel modal; that closes with `true` when
 * a coin was spent or a coupon claimed (the screen reloads the wallet).
 */
export function SpinWidget({
  coins,
  bonusActive = false,
  onClose,
}: {
  coins: number;
  bonusActive?: boolean;
  onClose?: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  usePreloadOnInteraction(SpinWheelModal);
  return (
    <>
      <WidgetButton
        title={t('spinwheel.widget.title')}
        hint={t('spinwheel.widget.hint', { count: coins })}
        icon={<WheelIcon size={22} />}
        onClick={() => setOpen(true)}
      />
      <AfterFirstOpen open={open}>
        <SpinWheelModal
          open={open}
          bonusActive={bonusActive}
          onClose={(changed) => {
            setOpen(false);
            onClose?.(changed);
          }}
        />
      </AfterFirstOpen>
    </>
  );
}
