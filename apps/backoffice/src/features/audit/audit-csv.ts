import type { AuditEntry } from '@wallet/contract';
import { toCsv } from '@/lib/csv';

export const AUDIT_CSV_HEADER = [
  'id',
  'time',
  'actor',
  'role',
  'via',
  'action',
  'target',
  'reason',
  'ip',
  'outcome',
  'before',
  'after',
] as const;

/** The loaded audit rows as CSV (BOM, RFC 4180 quoting; before/after as JSON text). */
export function auditCsv(entries: readonly AuditEntry[]): string {
  return toCsv(
    AUDIT_CSV_HEADER,
    entries.map((e) => [
      e.id,
      e.at,
      e.actor,
      e.role,
      e.via,
      e.action,
      e.target,
      e.reason,
      e.ip,
      e.outcome,
      e.before === null || e.before === undefined ? '' : JSON.stringify(e.before),
      e.after === null || e.after === undefined ? '' : JSON.stringify(e.after),
    ]),
  );
}
