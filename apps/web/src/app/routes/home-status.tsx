import { CAROUSEL_CARDS } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { useDelayedFlag } from '@/components/ui/loader/use-delayed-flag';

/**
 * The balance card's place before the wallet arrives, or the failure with a retry. The place is
 * held from the first paint (the shortcuts below it paint at once and must not move when the
 * card lands); it shimmers only after the loader delay of spec §9, so a quick answer does not
 * flash.
 */
export function HomeStatus({
  isPending,
  error,
  onRetry,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const shown = useDelayedFlag(isPending);
  if (error) return <QueryState isPending={false} error={error} onRetry={onRetry} />;
  return (
    <div className="home-skeleton" role="status">
      {shown ? <span className="visually-hidden">{t('app.loading')}</span> : null}
      <div
        className={`home-skeleton__card${shown ? ' home-skeleton__block' : ''}`}
        aria-hidden="true"
      />
    </div>
  );
}

/** The game carousels' place while the wallet (which lists the games) is on its way. */
export function CarouselsSkeleton() {
  const shown = useDelayedFlag(true);
  return (
    <div className="home-skeleton home-skeleton--games" aria-hidden="true">
      {shown
        ? [0, 1].map((row) => (
            <div key={row} className="home-skeleton__row">
              <div className="home-skeleton__block home-skeleton__title" />
              <div className="home-skeleton__cards">
                {Array.from({ length: CAROUSEL_CARDS }, (_, index) => (
                  <div key={index} className="home-skeleton__block home-skeleton__game" />
                ))}
              </div>
            </div>
          ))
        : null}
    </div>
  );
}
