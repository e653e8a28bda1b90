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
  type VisibilityState,
} from '@tanstack/react-table';
import { Fragment, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

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
  /** Page, sort and filter in the browser (false when the server pages, e.g. the audit log). */
  paginate?: boolean;
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
}: DataTableProps<T>) {
  const { t } = useTranslation();
  const [sorting, setSorting] = useState<SortingState>(initialSorting);
  const [globalFilter, setGlobalFilter] = useState('');
  const [visibility, setVisibility] = useState<VisibilityState>(initialHidden);
  const [expanded, setExpanded] = useState<ExpandedState>({});
  const [pagination, setPagination] = useState({ pageIndex: 0, pageSize });

  // TanStack Table hands back functions the React Compiler must not memoize; we do not compile
  // with it, so the hook rule's warning does not apply here
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data,
    columns,
    getRowId,
    state: { sorting, globalFilter, columnVisibility: visibility, expanded, pagination },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnVisibilityChange: setVisibility,
    onExpandedChange: setExpanded,
    onPaginationChange: setPagination,
    getRowCanExpand: () => Boolean(renderExpanded),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    ...(paginate ? { getPaginationRowModel: getPaginationRowModel() } : {}),
    autoResetPageIndex: false,
  });

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
            <span className="visually-hidden">{t('common.filter')}</span>
            <input
              className="input input--sm"
              type="search"
              placeholder={t('common.filter')}
              value={globalFilter}
              onChange={(event) => {
                setGlobalFilter(event.target.value);
                table.setPageIndex(0);
              }}
            />
          </label>
        ) : null}
        <span className="table-tools__count">
          {t('common.rows', { count: table.getFilteredRowModel().rows.length })}
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
                      {header.column.getCanSort() ? (
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
      {paginate && pageCount > 1 ? (
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
