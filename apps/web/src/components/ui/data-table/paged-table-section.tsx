import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Pagination } from '@/components/ui/pagination/pagination';
import '@/components/reward-figures.css';
import './data-table.css';

export interface PagedTableSectionProps {
  heading: string;
  /** Names the table and its scroll region. */
  caption: string;
  empty: string;
  emptyIcon?: ReactNode;
  /** The header cells (`<th scope="col">`). */
  columns: ReactNode;
  /** The body rows of this page; null while nothing has loaded. */
  rows: ReactNode[] | null;
  total: number;
  pageSize: number;
  page: number;
  onPage: (page: number) => void;
  query: { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };
}

/**
 * A titled, paged table of a member's records (§9 paging). §7: a failed load is silently
 * ignored — the same quiet empty state as "none yet", with Try again, never a red error or a
 * toast. On a narrow screen the table scrolls sideways in a focusable region (keyboard too).
 */
export function PagedTableSection(props: PagedTableSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const { rows, query, page } = props;
  let body: ReactNode;
  if (rows === null && query.isError) {
    body = <EmptyState message={props.empty} onRetry={() => void query.refetch()} />;
  } else if (rows === null) {
    body = <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  } else if (rows.length === 0 && page === 1) {
    body = <EmptyState icon={props.emptyIcon} message={props.empty} />;
  } else {
    body = (
      <div aria-busy={query.isFetching || undefined}>
        <div className="data-table-wrap" role="region" aria-label={props.caption} tabIndex={0}>
          <table className="data-table">
            <caption className="visually-hidden">{props.caption}</caption>
            <thead>
              <tr>{props.columns}</tr>
            </thead>
            <tbody>{rows}</tbody>
          </table>
        </div>
        <Pagination
          page={page}
          pages={Math.ceil(props.total / props.pageSize)}
          onChange={props.onPage}
          disabled={query.isFetching}
        />
      </div>
    );
  }
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {props.heading}
      </h3>
      {body}
    </section>
  );
}
