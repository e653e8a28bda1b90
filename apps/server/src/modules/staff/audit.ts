import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db } from '../../kernel/db/client';
import { rows } from '../../kernel/db/rows';
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
  /** False once the write has answered: work it left behind no longer records it. */
  open: boolean;
}

const scope = new AsyncLocalStorage<Pending>();
/**
 * Operator writes running now. The scope is enabled only while one runs, and disabled when the
 * last one ends (disable() exits every context of the store, safe only when none is in flight):
 * on Node 20 an enabled AsyncLocalStorage puts promise hooks on every promise of the process,
 * every member call included (1–2 % of the server's CPU in bench/wallet.mjs).
 */
let running = 0;
const LIMIT = 20_000;
/**
 * Where an act's answer carries a secret (a new API key, a setup link, an authenticator's secret,
 * recovery codes), by the act and the field's path: never written to the log (decision 013).
 * By path, not by name: a setting's answer has a `key` too, and it is no secret.
 */
const SECRET_ANSWER_PATHS: Readonly<Record<string, readonly string[]>> = {
  'POST /api/operator/api-keys': ['key'],
  'POST /api/operator/staff': ['setupPath'],
  'POST /api/operator/staff/:login/reset': ['setupPath'],
  'POST /api/backoffice/setup/:token/password': ['secret', 'otpauthUri'],
  'POST /api/backoffice/setup/:token/totp': ['recoveryCodes'],
};
/** Names that are a secret wherever they appear (none is a setting's or a record's field). */
const SECRET_NAMES = new Set(['password', 'recoveryCodes', 'otpauthUri', 'csrfToken']);

/** The answer with the act's secret fields (paths like `a.b`) replaced by `[redacted]`. */
function redacted(value: unknown, paths: readonly string[]): unknown {
  if (!paths.length || value === null || typeof value !== 'object') return value;
  const copy = structuredClone(value) as Record<string, unknown>;
  for (const p of paths) {
    const parts = p.split('.');
    let at: unknown = copy;
    for (const part of parts.slice(0, -1)) {
      at = at !== null && typeof at === 'object' ? (at as Record<string, unknown>)[part] : null;
    }
    const last = parts.at(-1)!;
    if (at !== null && typeof at === 'object' && last in at) {
      (at as Record<string, unknown>)[last] = '[redacted]';
    }
  }
  return copy;
}

/** Big answers are cut (the audit keeps what happened, not every row of a list). */
function jsonOf(value: unknown): string | null {
  if (value === undefined) return null;
  const text = JSON.stringify(value, (k, v: unknown) =>
    SECRET_NAMES.has(k) ? '[redacted]' : v instanceof Map ? Object.fromEntries(v) : v,
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
          ${json(redacted(after, SECRET_ANSWER_PATHS[record.action] ?? []))}, ${record.ip}, ${outcome})`,
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
      // a write's record is written once, by its first transaction while it runs: work it left
      // behind (a timer, an after-commit push) may still see the store on Node 24, where
      // disable() does not reach the contexts a timer captured
      if (!pending || pending.written || !pending.open) return original(fn, config);
      return original(async (tx) => {
        const result = await fn(tx);
        if (!pending.written) {
          await insert(tx, pending.record, 'done', result);
          pending.written = true;
        }
        return result;
      }, config);
    }) as Db['transaction'];
  }

  async record<T>(record: AuditRecord, act: () => Promise<T>): Promise<T> {
    const pending: Pending = { record, written: false, open: true };
    let answer: T;
    running++;
    try {
      answer = await scope.run(pending, act);
    } catch (error) {
      await insert(this.db, record, 'failed', {
        error: error instanceof Error ? error.message : String(error),
        inTransaction: pending.written,
      }).catch(() => undefined);
      throw error;
    } finally {
      pending.open = false;
      if (--running === 0) scope.disable();
    }
    if (!pending.written) await insert(this.db, record, 'done', answer);
    return answer;
  }

  /**
   * A staff sign-in that did not pass: `failed` (a wrong credential) or `refused` (braked), under
   * the login tried, with the account when there is one (decision 013). Nothing of the body.
   */
  async signInFailed(attempt: {
    login: string;
    ip: string;
    outcome: 'failed' | 'refused';
    error: string;
  }): Promise<void> {
    await this.db.execute(
      sql`INSERT INTO audit_log (staff_id, actor, role, via, action, after, ip, outcome)
          SELECT s.id, ${attempt.login}, COALESCE(s.role, 'none'), 'session',
            'POST /api/backoffice/login', ${JSON.stringify({ error: attempt.error })}::jsonb,
            ${attempt.ip}, ${attempt.outcome}
          FROM (SELECT 1) AS one LEFT JOIN staff s ON s.login = ${attempt.login}`,
    );
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
