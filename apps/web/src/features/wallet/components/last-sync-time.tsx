import { relativeTime } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { ClockIcon } from '@/components/ui/icons/member-icons';
import { useNow } from '@/hooks/use-now';
import { useLastSync } from '../hooks/use-last-sync';

/** Under 10 seconds reads better as "just now" than as a count that ticks. */
const JUST_NOW_SECONDS = 10;

/** "Updated 5 minutes ago" (spec §9 relative time), from `last_sync`. */
export function LastSyncTime({ id }: { id?: string }) {
  const { t } = useTranslation();
  const lastSync = useLastSync();
  const now = useNow(1_000);
  let text = t('home.notUpdatedYet');
  if (lastSync !== null) {
    const { unit, value } = relativeTime(lastSync, now);
    const time =
      unit === 'second' && value < JUST_NOW_SECONDS
        ? t('time.justNow')
        : t(`time.${unit}`, { count: value });
    text = t('home.updated', { time });
  }
  return (
    <p className="wallet-card__sync" id={id}>
      <ClockIcon size={14} />
      <span>{text}</span>
    </p>
  );
}
