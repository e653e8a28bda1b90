import { z } from 'zod';
import { Total } from './common';

/**
 * Issue 11: the back-office's queues are paged, sorted and searched by the server, so a table
 * shows the right page of thousands of rows without loading them (docs/decisions/014).
 * Offset paging: staff jump to page N of a queue that changes slowly; the total comes with it.
 */
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];

/** The query of an operator table whose rows can be sorted by `sorts` (the first is the default). */
export function tableQuery<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.strictObject({
    status: z.enum(['processing', 'success', 'failed', 'all']).default('processing'),
    limit: z.coerce.number().int().min(1).max(200).default(50),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    sort: z.enum(sorts).default(sorts[0] as S[0]),
    dir: z.enum(SORT_DIRECTIONS).default('desc'),
    q: z.string().trim().max(100).optional().describe('phone, account, name, reference or id'),
  });
}

/** Every table answer carries how many rows match, beside the page it holds. */
export const TableTotal = z.object({ total: Total });

export const WITHDRAWAL_SORTS = ['createdAt', 'amount', 'id'] as const;
export const DEPOSIT_SORTS = ['createdAt', 'amount', 'id'] as const;
