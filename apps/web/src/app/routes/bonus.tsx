import { useQueryClient } from '@tanstack/react-query';
import type { Bonus } from '@wallet/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { activeBonusOf, useActiveBonus } from '@/features/bonus/api/get-active-bonus';
import { ActiveBonusPanel } from '@/features/bonus/components/active-bonus-panel';
import { getBonusesQueryOptions } from '@/features/bonus/api/get-bonuses';
import { BonusList } from '@/features/bonus/components/bonus-list';
import { BonusModal } from '@/features/bonus/components/bonus-modal';
import { PromotionForm } from '@/features/bonus/components/promotion-form';
import { useActiveBonusChange } from '@/features/bonus/hooks/use-active-bonus-change';
import {
  restrictionOf,
  useResponsibleState,
} from '@/features/responsible/api/get-responsible-state';
import { RestrictionNotice } from '@/features/responsible/components/restriction-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLocale } from '@/lib/i18n';
import './pages.css';

/**
 * Spec §2 /user/bonus: the title; the active bonus with its progress and End / Leave early, or
 * (none active) the promotion-code form; then the grid of bonus cards and the bonus modal.
 */
export function BonusRoute() {
  const { t } = useTranslation();
  useDocumentTitle(t('bonus.title'));
  const queryClient = useQueryClient();
  const locale = useLocale();
  const active = useActiveBonus();
  const current = activeBonusOf(active.data);
  const [chosen, setChosen] = useState<Bonus | null>(null);
  // ended (or lost) while the page is open: the cards' states changed too
  useActiveBonusChange(active.data ? current : undefined, () => {
    void queryClient.invalidateQueries({ queryKey: getBonusesQueryOptions(locale).queryKey });
  });

  // a break or a self-exclusion: no offers (the server finds none), the notice says why
  const restricted = restrictionOf(useResponsibleState().data) !== null;

  let top: ReactNode;
  if (current) top = <ActiveBonusPanel bonus={current} />;
  else if (restricted) top = <RestrictionNotice />;
  else if (active.data) top = <PromotionForm />;
  else if (active.isError) {
    // not knowing whether a bonus runs, neither End nor the promotion form can be offered
    top = (
      <EmptyState
        icon={<GiftIcon size={32} />}
        message={t('bonus.active.checkFailed')}
        onRetry={() => void active.refetch()}
      />
    );
  } else top = <DelayedLoader active={active.isPending} label={t('app.loading')} />;

  return (
    <section className="page bonus-page" aria-labelledby="bonus-title">
      <h1 id="bonus-title" className="page__title">
        {t('bonus.title')}
      </h1>
      {top}
      <section className="bonus-page__list" aria-labelledby="bonus-list-title">
        <h2 id="bonus-list-title" className="bonus-section__title">
          {t('bonus.list')}
        </h2>
        <p className="bonus-page__intro">{t('bonus.listIntro')}</p>
        <BonusList onOpen={setChosen} />
      </section>
      <BonusModal
        bonus={chosen}
        otherActive={current !== null && chosen?.state !== 'active'}
        onClose={() => setChosen(null)}
      />
    </section>
  );
}
