import type { BankStatementBank } from '@wallet/contract';
import { parseAmount } from './parse/amount';
import { thaiTime, yearFromBuddhist2, yearFromBuddhist4, yearFromGregorian2 } from './parse/dates';

/**
 * Statement CSV files exported from internet banking (issue 26). No public description of the
 * banks' CSV exports exists (docs/integrations/bank-notifications.md): these mappings are
 * INFERRED from the row layout of their PDF statements and kept as data, so a real export that
 * differs is a change of numbers here, not of code.
 */
export interface StatementMapping {
  /** Zero-based column of each field in a data row. */
  columns: {
    date: number;
    time: number;
    amount: number;
    balance: number;
    description: number;
    /** The column that tells money in from money out. */
    kind: number;
    channel?: number;
  };
  /** Separator between day, month and year in the date column. */
  dateSeparator: '/' | '-';
  /** What the `kind` column says on a credit row (compared trimmed, case-insensitive). */
  creditValues: readonly string[];
}

export const STATEMENT_MAPPINGS: Record<BankStatementBank, StatementMapping> = {
  // SCB PDF rows: date DD/MM/YY, time, code (X1 credit / X2 debit), channel (ENET, SIPI, CDM…),
  // amount, balance, description (`กสิกรไทย (KBANK) /X685027`)
  SCB: {
    columns: { date: 0, time: 1, kind: 2, channel: 3, amount: 4, balance: 5, description: 6 },
    dateSeparator: '/',
    creditValues: ['X1'],
  },
  // KBank (K PLUS) PDF rows: date DD-MM-YY, time, channel, balance, details, type
  // (รับโอนเงิน = transfer in; ชำระเงิน, ถอนเงินสด, โอนเงิน = money out), amount
  KBANK: {
    columns: { date: 0, time: 1, channel: 2, balance: 3, description: 4, kind: 5, amount: 6 },
    dateSeparator: '-',
    creditValues: ['รับโอนเงิน', 'เงินโอนเข้า', 'ฝากเงิน', 'Transfer In', 'Deposit'],
  },
};

export interface StatementRow {
  /** 1-based line number in the file. */
  row: number;
  credit: boolean;
  amount: number;
  balance: number | null;
  statedAt: Date;
  description: string;
  /** The row's cells, trimmed and joined (its identity for idempotent uploads). */
  raw: string;
}

export interface StatementParse {
  rows: StatementRow[];
  skipped: { row: number; reason: string }[];
}

/** RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a BOM is dropped. */
export function csvRows(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i]!;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out;
}

/**
 * `DD/MM/YY` or `DD/MM/YYYY` (the separator per bank): a two-digit year of 50 or more is
 * Buddhist (`68` = 2025), below Gregorian (`25`); a four-digit year above 2400 is Buddhist.
 */
function dateOf(text: string, time: string, sep: string): Date | null {
  const d = new RegExp(`^(\\d{1,2})\\${sep}(\\d{1,2})\\${sep}(\\d{2}|\\d{4})$`).exec(text);
  const t = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!d || !t) return null;
  const yy = Number(d[3]);
  const year =
    d[3]!.length === 4
      ? yy > 2400
        ? yearFromBuddhist4(yy)
        : yy
      : yy >= 50
        ? yearFromBuddhist2(yy)
        : yearFromGregorian2(yy);
  return thaiTime(year, Number(d[2]), Number(d[1]), Number(t[1]), Number(t[2]), Number(t[3] ?? 0));
}

/** The rows of a statement CSV by the bank's mapping; rows before the first dated row are headers. */
export function parseStatement(csv: string, bank: BankStatementBank): StatementParse {
  const m = STATEMENT_MAPPINGS[bank];
  const rows: StatementRow[] = [];
  const skipped: StatementParse['skipped'] = [];
  const credits = m.creditValues.map((v) => v.toLowerCase());
  csvRows(csv).forEach((cells, i) => {
    const cell = (n: number) => (cells[n] ?? '').trim();
    if (cells.every((c) => c.trim() === '')) return;
    const statedAt = dateOf(cell(m.columns.date), cell(m.columns.time), m.dateSeparator);
    if (!statedAt) {
      if (rows.length) skipped.push({ row: i + 1, reason: 'no date and time' });
      return;
    }
    const amount = parseAmount(cell(m.columns.amount).replace(/^\+/, ''));
    if (amount === null || amount <= 0) {
      skipped.push({ row: i + 1, reason: 'no amount' });
      return;
    }
    const balanceText = cell(m.columns.balance);
    rows.push({
      row: i + 1,
      credit: credits.includes(cell(m.columns.kind).toLowerCase()),
      amount,
      balance: balanceText ? parseAmount(balanceText) : null,
      statedAt,
      description: cell(m.columns.description),
      raw: cells.map((c) => c.trim()).join(','),
    });
  });
  return { rows, skipped };
}
