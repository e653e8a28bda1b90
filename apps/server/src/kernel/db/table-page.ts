import { asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { SortDirection } from '@wallet/contract';

/** A LIKE pattern that matches `text` literally anywhere (%, _ and \ in it are not wildcards). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** `column ILIKE %text%`, the text taken literally (a member's "50%" finds "50%", not "500"). */
export function containsText(column: AnyColumn | SQL, text: string): SQL {
  return sql`${column} ILIKE ${containsPattern(text)}`;
}

/** The ORDER BY of a table page: the chosen column, then the id so pages never overlap. */
export function pageOrder(column: AnyColumn, dir: SortDirection, id: AnyColumn): SQL[] {
  const by = dir === 'asc' ? asc : desc;
  return [by(column), by(id)];
}
