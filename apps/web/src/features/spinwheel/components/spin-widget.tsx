import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WheelIcon } from '@/components/ui/icons/icons';
import { WidgetButton } from '@/components/ui/widget/widget-button';
import { SpinWheelModal } from './spin-wheel-modal';

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
  return (
    <>
      <WidgetButton
        title={t('spinwheel.widget.title')}
        hint={t('spinwheel.widget.hint', { count: coins })}
        icon={<WheelIcon size={22} />}
        onClick={() => setOpen(true)}
      />
      <SpinWheelModal
        open={open}
        bonusActive={bonusActive}
        onClose={(changed) => {
          setOpen(false);
          onClose?.(changed);
        }}
      />
    </>
  );
}
