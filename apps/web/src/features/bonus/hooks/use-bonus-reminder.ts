import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { useToast } from '@/components/ui/toast/toast-context';
import { storage } from '@/lib/storage';
import { activeBonusOf, useActiveBonus } from '../api/get-active-bonus';

/**
 * After login (once per browser session; the flag goes with the session), a member playing with
 * bonus funds is reminded of it: "You are playing with bonus funds: <title>, 41% … met".
 */
export function useBonusReminder(): void {
  const { t } = useTranslation();
  const toast = useToast();
  const [asked, setAsked] = useState(() => storage.hasBonusReminder());
  // asks once, then this reader is switched off (the widget and the bonus page poll)
  const active = useActiveBonus({ enabled: !asked, poll: false });
  const answered = active.isSuccess;
  if (answered && !asked) setAsked(true);
  const bonus = activeBonusOf(active.data);

  useEffect(() => {
    if (!answered || storage.hasBonusReminder()) return;
    storage.setBonusReminder();
    if (bonus?.state === 'running') {
      toast.show({
        tone: 'info',
        message: t('bonus.reminder', { title: bonus.title, percent: bonus.percent }),
      });
    }
  }, [answered, bonus, toast, t]);
}
