import type { Banner, BonusTerms, BonusType } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { BannerCarousel } from '@/components/ui/banner-carousel/banner-carousel';
import { BonusTermsList } from './bonus-terms';
import { baseText, formatNumber } from './bonus-text';

/**
 * What the bonus and promotion modals show before Receive: the banners, the description, the
 * rules, and the notice with the fail percent substituted (spec §2).
 */
export function TermsView({
  terms,
  banners,
  limit,
}: {
  terms: BonusTerms;
  banners: readonly Banner[];
  limit?: { type: BonusType; maxReceived: number };
}) {
  const { t } = useTranslation();
  return (
    <div className="terms-view">
      <BannerCarousel banners={banners} />
      {terms.description ? <p className="terms-view__description">{terms.description}</p> : null}
      <BonusTermsList terms={terms} limit={limit} />
      {terms.percentFail > 0 ? (
        <p className="note note--warn">
          {t('bonus.notice', {
            percent: formatNumber(terms.percentFail),
            base: baseText(t, terms),
          })}
        </p>
      ) : null}
    </div>
  );
}
