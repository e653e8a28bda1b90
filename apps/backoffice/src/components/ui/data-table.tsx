import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ExpandedState,
  type Row,
  type SortingState,
  type Updater,
  type VisibilityState,
} from '@tanstack/react-table';
import { Fragment, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import type { ServerTable } from './server-table';

const applyUpdate = <S,>(update: Updater<S>, current: S): S =>
  typeof update === 'function' ? (update as (old: S) => S)(current) : update;

type DataTableProps<T> = {
  /** The table's accessible name (a caption, visually hidden). */
  label: string;
  data: T[];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<T, any>[];
  getRowId: (row: T) => string;
  /** Row selection (e.g. the deposit under review). */
  selectedId?: string | null;
  onSelect?: (row: T) => void;
  /** Expandable rows: what a row shows below itself when open. */
  renderExpanded?: (row: T) => ReactNode;
  pageSize?: number;
  /** Client-side text filter over all columns. */
  filterable?: boolean;
  initialSorting?: SortingState;
  initialHidden?: VisibilityState;
  /** Page, sort and filter in the browser (false when rows come in pages, e.g. the audit log). */
  paginate?: boolean;
  /** The server pages, sorts and searches (useServerTable); the table only shows its answer. */
  server?: ServerTable;
  /** The search box's label when the server searches (what it matches). */
  searchLabel?: string;
};

/** A dense TanStack table: sorting, a text filter, paging and column visibility. */
export function DataTable<T>({
  label,
  data,
  columns,
  getRowId,
  selectedId,
  onSelect,
  renderExpanded,
  pageSize = 25,
  filterable = true,
  initialSorting = [],
  initialHidden = {},
  paginate = true,
  server,
  searchLabel,
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [localSorting, setLocalSorting] = useState<SortingState>(initialSorting);
  const [localFilter, setLocalFilter] = useState('');
  const [visibility, setVisibility] = useState<VisibilityState>(initialHidden);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [localPagination, setLocalPagination] = useState({ pageIndex: 0, pageSize });
  const sorting = server?.sorting ?? localSorting;
  const globalFilter = server?.search ?? localFilter;
  const pagination = server?.pagination ?? localPagination;

  // TanStack Table hands back functions the React Compiler must not memoize; we do not compile
  // with it, so the hook rule's warning does not apply here
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnVisibility: visibility, expanded, pagination },
    onSortingChange: (u) =>
      server ? server.onSortingChange(applyUpdate(u, sorting)) : setLocalSorting(u),
    onGlobalFilterChange: (u) =>
      server ? server.onSearchChange(applyUpdate(u, globalFilter)) : setLocalFilter(u),
    onColumnVisibilityChange: setVisibility,
    onExpandedChange: setExpanded,
    onPaginationChange: (u) =>
      server ? server.onPaginationChange(applyUpdate(u, pagination)) : setLocalPagination(u),
    getRowCanExpand: () => Boolean(renderExpanded),
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    ...(server
      ? {
          manualPagination: true,
          manualSorting: true,
          manualFiltering: true,
          rowCount: server.rowCount,
          enableSortingRemoval: false,
        }
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          ...(paginate ? { getPaginationRowModel: getPaginationRowModel() } : {}),
        }),
    autoResetPageIndex: false,
  });
  const canSort = (id: string, can: boolean) => can && (!server || server.sortable.includes(id));

  const rows = table.getRowModel().rows;
  const pageCount = Math.max(1, table.getPageCount());
  const visibleCount = table.getVisibleLeafColumns().length;

  const rowProps = (row: Row<T>) =>
    onSelect
      ? {
          className: row.id === selectedId ? 'is-selected' : undefined,
          'aria-selected': row.id === selectedId,
          tabIndex: 0,
          onClick: () => onSelect(row.original),
          onKeyDown: (event: KeyboardEvent) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              onSelect(row.original);
            }
          },
        }
      : {};

  return (
    <div className="table-wrap">
      <div className="table-tools">
        {filterable ? (
          <label className="table-tools__filter">
            <span className="visually-hidden">{searchLabel ?? t('common.filter')}</span>
            <input
              className="input input--sm"
              type="search"
              maxLength={100}
              placeholder={searchLabel ?? t('common.filter')}
              value={globalFilter}
              onChange={(event) => {
                table.setGlobalFilter(event.target.value);
                table.setPageIndex(0);
              }}
            />
          </label>
        ) : null}
        <span className="table-tools__count">
          {t('common.rows', { count: server?.rowCount ?? table.getFilteredRowModel().rows.length })}
        </span>
        <details className="columns-menu">
          <summary className="btn btn--ghost btn--sm">{t('common.columns')}</summary>
          <div className="columns-menu__list">
            {table.getAllLeafColumns().map((column) =>
              column.getCanHide() ? (
                <label key={column.id} className="checkbox">
                  <input
                    type="checkbox"
                    checked={column.getIsVisible()}
                    onChange={column.getToggleVisibilityHandler()}
                  />
                  {typeof column.columnDef.header === 'string'
                    ? column.columnDef.header
                    : column.id}
                </label>
              ) : null,
            )}
          </div>
        </details>
      </div>
      {/* a wide table scrolls sideways: the keyboard must reach it too (WCAG 2.1.1) */}
      <div className="table-scroll" tabIndex={0}>
        <table className="table">
          <caption className="visually-hidden">{label}</caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const content = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        sorted === 'asc'
                          ? 'ascending'
                          : sorted === 'desc'
                            ? 'descending'
                            : undefined
                      }
                    >
                      {canSort(header.column.id, header.column.getCanSort()) ? (
                        <button
                          type="button"
                          className="th-sort"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          {content}
                          <span aria-hidden="true" className="th-sort__icon">
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        content
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={visibleCount} className="table__empty">
                  {t('common.empty')}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
                <Fragment key={row.id}>
                  <tr {...rowProps(row)}>
                    {row.getVisibleCells().map((cell) => (
                      <td key={cell.id}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </td>
                    ))}
                  </tr>
                  {row.getIsExpanded() && renderExpanded ? (
                    <tr className="table__expanded">
                      <td colSpan={visibleCount}>{renderExpanded(row.original)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              ))
            )}
          </tbody>
        </table>
      </div>
      {(paginate || server) && pageCount > 1 ? (
        <div className="pager">
          <Button
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
          >
            {t('common.previousPage')}
          </Button>
          <span>{t('common.pageOf', { page: pagination.pageIndex + 1, pages: pageCount })}</span>
          <Button size="sm" onClick={() => table.nextPage()} disabled={!table.getCanNextPage()}>
            {t('common.nextPage')}
          </Button>
          <label className="pager__size">
            {t('common.rowsPerPage')}
            <select
              className="input input--sm"
              value={pagination.pageSize}
              onChange={(event) => table.setPageSize(Number(event.target.value))}
            >
              {[10, 25, 50, 100].map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
    </div>
  );
}
