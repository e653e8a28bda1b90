import { useTranslation } from '@/lib/translator';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons/member-icons';
import './pagination.css';

const WINDOW = 5;

/** The page numbers to offer: at most WINDOW around the current page. */
export function pageWindow(page: number, pages: number): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(WINDOW / 2), pages - WINDOW + 1));
  const end = Math.min(pages, start + WINDOW - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type PaginationProps = {
  page: number;
  /** Number of pages; nothing shows for one page or none. */
  pages: number;
  onChange: (page: number) => void;
  disabled?: boolean;
};

/** Spec §9 paging: previous, the page numbers around the current one, next. */
export function Pagination({ page, pages, onChange, disabled = false }: PaginationProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.previous')}
        disabled={disabled || page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeftIcon size={18} />
      </button>
      <ul className="pagination__pages">
        {pageWindow(page, pages).map((n) => (
          <li key={n}>
            <button
              type="button"
              className="pagination__page"
              aria-label={t('pagination.page', { page: n })}
              aria-current={n === page ? 'page' : undefined}
              disabled={disabled}
              onClick={() => n !== page && onChange(n)}
            >
              {n}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="pagination__step"
        aria-label={t('pagination.next')}
        disabled={disabled || page >= pages}
        onClick={() => onChange(page + 1)}
      >
        <ChevronRightIcon size={18} />
      </button>
      <p className="visually-hidden" aria-live="polite">
        {t('pagination.pageOf', { page, total: pages })}
      </p>
    </nav>
  );
}
