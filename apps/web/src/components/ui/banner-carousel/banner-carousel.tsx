import type { Banner } from '@wallet/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { SafeHtml } from '@/components/safe-html';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/member-icons';
import './banner-carousel.css';

/**
 * Spec §2 banner carousels (bonus and promotion modals, and the banners shown before the invite
 * and refund modals): the banners (image and html, sanitized by SafeHtml) one at a time, moved
 * by the arrow buttons or the Left/Right keys; "2 of 3" is announced.
 */
export function BannerCarousel({
  banners,
  label,
}: {
  banners: readonly Banner[];
  /** The region's name; "Banners" when not given. */
  label?: string;
}) {
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
      aria-label={label ?? t('banners.label')}
      onKeyDown={total > 1 ? onKeyDown : undefined}
    >
      <div
        className="banner-carousel__slide"
        id={slideId}
        role="group"
        aria-roledescription="slide"
        aria-label={t('banners.position', { position: current + 1, total })}
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
            aria-label={t('banners.previous')}
            aria-controls={slideId}
            // aria-disabled, not disabled: focus stays on the arrow at either end
            aria-disabled={current === 0 || undefined}
            onClick={() => move(-1)}
          >
            <ChevronLeftIcon size={20} />
          </button>
          <p className="banner-carousel__status" aria-live="polite">
            {t('banners.position', { position: current + 1, total })}
          </p>
          <button
            type="button"
            className="banner-carousel__arrow"
            aria-label={t('banners.next')}
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
