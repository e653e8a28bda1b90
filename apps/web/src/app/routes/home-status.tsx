import { CAROUSEL_CARDS } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/query-state';
import { useDelayedFlag } from '@/components/ui/loader/use-delayed-flag';

/**
 * The home screen before the wallet arrives: skeletons shaped like the screen (after the loader
 * delay of spec §9, so a quick answer does not flash), or the failure with a retry.
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
  if (!shown) return null;
  return (
    <div className="home-skeleton" role="status">
      <span className="visually-hidden">{t('app.loading')}</span>
      <div className="home-skeleton__block home-skeleton__card" aria-hidden="true" />
      <div className="home-skeleton__block home-skeleton__widget" aria-hidden="true" />
      {[0, 1].map((row) => (
        <div key={row} className="home-skeleton__row" aria-hidden="true">
          <div className="home-skeleton__block home-skeleton__title" />
          <div className="home-skeleton__cards">
            {Array.from({ length: CAROUSEL_CARDS }, (_, index) => (
              <div key={index} className="home-skeleton__block home-skeleton__game" />
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
