import { CAROUSEL_CARDS, type Slot } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Carousel3d } from '@/components/ui/carousel/carousel-3d';
import { afterNextPaint } from '@/lib/deferred';
import { GameCard } from './game-card';
import { groupSlotsByCategory } from './slot-groups';
import './games.css';

/** Spec §2: three 3D carousels (slot, sport, lotto) showing CAROUSEL_CARDS cards each. */
export function GameCarousels({
  slots,
  onOpen,
}: {
  slots: readonly Slot[];
  onOpen: (code: string) => void;
}) {
  const { t } = useTranslation();
  const groups = groupSlotsByCategory(slots);
  // One carousel a frame: each one's first layout and paint (3D cards, filters, logos) is a task
  // of its own on a slow phone, not one long task for all three
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= groups.length) return;
    return afterNextPaint(() => setShown((count) => count + 1));
  }, [shown, groups.length]);
  if (groups.length === 0) return <p className="games-empty">{t('home.noGames')}</p>;
  return (
    <div className="game-carousels">
      {groups.slice(0, shown).map(({ category, slots: items }) => (
        <Carousel3d
          key={category}
          title={t(`games.categories.${category}`)}
          items={items}
          itemKey={(slot) => slot.code}
          renderItem={(slot) => <GameCard slot={slot} onOpen={onOpen} />}
          visibleCount={CAROUSEL_CARDS}
          previousLabel={t('games.previous')}
          nextLabel={t('games.next')}
          slideLabel={(position, total) => t('games.slideLabel', { position, total })}
          statusLabel={(from, to, total) => t('games.showing', { from, to, total })}
        />
      ))}
    </div>
  );
}
