import type { Banner } from '@wallet/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '@/components/safe-html';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons/icons';
import { safeUrl } from '@/lib/sanitize';

/**
 * Spec §2 bonus and promotion modals: the banners (image and html, sanitized by SafeHtml) one
 * at a time, moved by the arrow buttons or the Left/Right keys; "2 of 3" is announced.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const slideId = useId();
  const total = banners.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const banner = banners[current];
  const move = (by: 1 | -1) => setIndex(Math.max(0, Math.min(total - 1, current + by)));
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') move(-1);
    else if (event.key === 'ArrowRight') move(1);
  };
  const image = safeUrl(banner?.image);
  return (
    <section
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={t('bonus.carousel.label')}
      onKeyDown={total > 1 ? onKeyDown : undefined}
    >
      <div
        className="banner-carousel__slide"
        id={slideId}
        role="group"
        aria-roledescription="slide"
        aria-label={t('bonus.carousel.position', { position: current + 1, total })}
      >
        {image ? <img className="banner-carousel__image" src={image} alt="" /> : null}
        {banner?.html ? (
          <SafeHtml className="banner-carousel__html rich-text" html={banner.html} />
        ) : null}
      </div>
      {total > 1 ? (
        <div className="banner-carousel__controls">
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label={t('bonus.carousel.previous')}
            aria-controls={slideId}
            // aria-disabled, not disabled: focus stays on the arrow at either end
            aria-disabled={current === 0 || undefined}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <p className="banner-carousel__status" aria-live="polite">
            {t('bonus.carousel.position', { position: current + 1, total })}
          </p>
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label={t('bonus.carousel.next')}
            aria-controls={slideId}
            aria-disabled={current === total - 1 || undefined}
            onClick={() => move(1)}
          >
            <ChevronRightIcon size={20} />
          </button>
        </div>
      ) : null}
    </section>
  );
}
