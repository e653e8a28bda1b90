import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import type { StaffPrincipal } from './service';

/** One operator write being recorded: who, what, on what, why, from where. */
export interface AuditRecord {
  principal: StaffPrincipal;
  action: string;
  target: string | null;
  reason: string | null;
  request: unknown;
  before: unknown;
  ip: string;
}

interface Pending {
  record: AuditRecord;
  written: boolean;
}

const scope = new AsyncLocalStorage<Pending>();
const LIMIT = 20_000;
/** Secrets an answer may carry (a new API key, a setup link): never written to the log. */
const SECRET_FIELDS = new Set([
  'key',
  'password',
  'secret',
  'token',
  'setupPath',
  'recoveryCodes',
  'otpauthUri',
  'csrfToken',
]);

/** Big answers are cut (the audit keeps what happened, not every row of a list). */
function jsonOf(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (k, v: unknown) =>
    SECRET_FIELDS.has(k) ? '[redacted]' : v instanceof Map ? Object.fromEntries(v) : v,
  );
  if (text === undefined) return null;
  return text.length > LIMIT ? JSON.stringify({ truncated: text.slice(0, LIMIT) }) : text;
}

async function insert(
  db: Db,
  record: AuditRecord,
  outcome: 'done' | 'refused' | 'failed',
  after: unknown,
): Promise<void> {
  const p = record.principal;
  const json = (v: unknown) => {
    const text = jsonOf(v);
    return text === null ? sql`NULL` : sql`${text}::jsonb`;
  };
  await db.execute(
    sql`INSERT INTO audit_log (staff_id, actor, role, via, api_key_id, action, target, reason,
          request, before, after, ip, outcome)
        VALUES (${p.staffId}, ${p.login}, ${p.role}, ${p.via}, ${p.apiKeyId}, ${record.action},
          ${record.target}, ${record.reason}, ${json(record.request)}, ${json(record.before)},
          ${json(after)}, ${record.ip}, ${outcome})`,
  );
}

/**
 * The audit log (issue 11, docs/decisions/013). An operator write runs inside `record()`; the
 * first database transaction it opens also inserts the audit row, before it commits, so the act
 * and its record stand or fall together. A write that opens no transaction (a single statement)
 * is recorded right after it, and a refused or failed one is recorded as such.
 */
export class AuditLog {
  constructor(private readonly db: Db) {
    const original = db.transaction.bind(db) as Db['transaction'];
    // every top-level transaction of the process passes here; only those inside record() write
    (db as { transaction: Db['transaction'] }).transaction = ((fn, config) => {
      const pending = scope.getStore();
      if (!pending || pending.written) return original(fn, config);
      return original(async (tx) => {
        const result = await fn(tx);
        if (!pending.written) {
          await insert(tx as unknown as Db, pending.record, 'done', result);
          pending.written = true;
        }
        return result;
      }, config);
    }) as Db['transaction'];
  }

  async record<T>(record: AuditRecord, act: () => Promise<T>): Promise<T> {
    const pending: Pending = { record, written: false };
    let answer: T;
    try {
      answer = await scope.run(pending, act);
    } catch (error) {
      await insert(this.db, record, 'failed', {
        error: error instanceof Error ? error.message : String(error),
        inTransaction: pending.written,
      }).catch(() => undefined);
      throw error;
    }
    if (!pending.written) await insert(this.db, record, 'done', answer);
    return answer;
  }

  /** A call the role does not allow, recorded so a supervisor sees who tried what. */
  async refused(record: AuditRecord): Promise<void> {
    await insert(this.db, record, 'refused', null);
  }

  async list(query: { limit: number; before?: number | undefined; q?: string | undefined }) {
    const q = query.q ? `%${query.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%` : null;
    const list = await rows<{
      id: string;
      created_at: string | Date;
      actor: string;
      role: string;
      via: 'session' | 'api_key';
      action: string;
      target: string | null;
      reason: string | null;
      before: unknown;
      after: unknown;
      ip: string;
      outcome: 'done' | 'refused' | 'failed';
    }>(
      this.db,
      // ORDER BY the column, not the SELECT's text alias `id`: ids sort as numbers ("99" > "203")
      sql`SELECT id::text, created_at, actor, role, via, action, target, reason, before, after, ip, outcome
          FROM audit_log
          WHERE (${query.before ?? null}::bigint IS NULL OR id < ${query.before ?? null}::bigint)
            AND (${q}::text IS NULL OR actor ILIKE ${q} OR action ILIKE ${q} OR target ILIKE ${q}
                 OR reason ILIKE ${q})
          ORDER BY audit_log.id DESC LIMIT ${query.limit}`,
    );
    return list.map((r) => ({
      id: r.id,
      at: new Date(r.created_at).toISOString(),
      actor: r.actor,
      role: r.role,
      via: r.via,
      action: r.action,
      target: r.target,
      reason: r.reason,
      before: r.before ?? null,
      after: r.after ?? null,
      ip: r.ip,
      outcome: r.outcome,
    }));
  }
}
