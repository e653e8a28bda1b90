import type { PaginationState, SortingState } from '@tanstack/react-table';
import type { SortDirection } from '@wallet/contract';
import { useEffect, useState } from 'react';

/** What DataTable needs when the server pages, sorts and searches (issue 11). */
export type ServerTable = {
  rowCount: number;
  pagination: PaginationState;
  onPaginationChange: (next: PaginationState) => void;
  sorting: SortingState;
  onSortingChange: (next: SortingState) => void;
  /** Column ids the server can sort by; other columns show no sort button. */
  sortable: readonly string[];
  search: string;
  onSearchChange: (text: string) => void;
};

/** The query a server-paged table sends: limit, offset, sort, dir and q. */
export type TableParams<S extends string> = {
  limit: number;
  offset: number;
  sort: S;
  dir: SortDirection;
  q?: string;
};

const SEARCH_DELAY_MS = 300;

/**
 * The state of a server-paged table: page, sort and search text (debounced, so typing a phone
 * number sends one request, not eleven). A new search or sort goes back to the first page.
 */
export function useServerTable<const S extends string>(
  sortable: readonly [S, ...S[]],
  options: { pageSize?: number; defaultSort?: S; defaultDir?: SortDirection } = {},
) {
  const defaultSort = options.defaultSort ?? sortable[0];
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: options.pageSize ?? 25,
  });
  const [sorting, setSorting] = useState<SortingState>([
    { id: defaultSort, desc: (options.defaultDir ?? 'desc') === 'desc' },
  ]);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');

  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPagination((p) => ({ ...p, pageIndex: 0 }));
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  const sorted = sorting[0];
  const sort = (sortable.find((s) => s === sorted?.id) ?? defaultSort) as S;
  const params: TableParams<S> = {
    limit: pagination.pageSize,
    offset: pagination.pageIndex * pagination.pageSize,
    sort,
    dir: sorted ? (sorted.desc ? 'desc' : 'asc') : 'desc',
    ...(q ? { q } : {}),
  };

  return {
    params,
    /** Back to page 1, e.g. when a filter outside the table changes. */
    firstPage: () => setPagination((p) => ({ ...p, pageIndex: 0 })),
    table: (rowCount: number): ServerTable => ({
      rowCount,
      pagination,
      onPaginationChange: setPagination,
      sorting,
      onSortingChange: (next) => {
        setSorting(next);
        setPagination((p) => ({ ...p, pageIndex: 0 }));
      },
      sortable,
      search,
      onSearchChange: setSearch,
    }),
  };
}
