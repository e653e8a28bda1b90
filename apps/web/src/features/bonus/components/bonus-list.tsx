import type { Bonus } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { useBonuses } from '../api/get-bonuses';
import { BonusCard } from './bonus-card';
import './bonus.css';

/**
 * Spec §2 /user/bonus: the grid of bonus cards. Spec §7: a failed load of the bonus list is
 * silently ignored, so a failure shows a calm empty state with Try again, never a red error.
 */
export function BonusList({ onOpen }: { onOpen: (bonus: Bonus) => void }) {
  const { t } = useTranslation();
  const query = useBonuses();
  if (query.isError && !query.data) {
    return (
      <EmptyState
        icon={<GiftIcon size={32} />}
        message={t('bonus.unavailable')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (!query.data) return <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  if (query.data.length === 0) {
    return <EmptyState icon={<GiftIcon size={32} />} message={t('bonus.empty')} />;
  }
  return (
    <ul
      className="bonus-grid"
      aria-label={t('bonus.list')}
      aria-busy={query.isFetching || undefined}
    >
      {query.data.map((bonus) => (
        <BonusCard key={bonus.code} bonus={bonus} onOpen={onOpen} />
      ))}
    </ul>
  );
}
