import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../kernel/db/client';
import { rows, withTx } from '../../kernel/db/rows';
import type { StaffPrincipal } from '../../kernel/http/staff';
import { openTestDatabase } from '../../test/database';
import { AuditLog, type AuditRecord } from './audit';

let database: Database;
let audit: AuditLog;
let principal: StaffPrincipal;
beforeAll(async () => {
  database = await openTestDatabase();
  audit = new AuditLog(database.db);
  const [owner] = await rows<{ id: string }>(
    database.db,
    sql`INSERT INTO staff (login, name, role, status)
        VALUES ('scope-owner', 'Owner', 'owner', 'active') RETURNING id::text`,
  );
  principal = { ...principalOf, staffId: Number(owner!.id) };
});
afterAll(() => database.close());

const principalOf: StaffPrincipal = {
  staffId: 0,
  login: 'scope-owner',
  name: 'Owner',
  role: 'owner',
  via: 'api_key',
  sessionId: null,
  apiKeyId: null,
  csrfToken: null,
};
const act = (action: string): AuditRecord => ({
  principal,
  action,
  target: null,
  reason: 'audit scope test',
  request: null,
  before: null,
  ip: '127.0.0.1',
});

/** Resolves when `release()` is called: lets a test hold an act open. */
function gate() {
  let release!: () => void;
  const opened = new Promise<void>((resolve) => (release = resolve));
  return { opened, release };
}

const logged = (action: string) =>
  rows<{ action: string; outcome: string }>(
    database.db,
    sql`SELECT action, outcome FROM audit_log WHERE action = ${action}`,
  );

describe('the audit scope (decision 013)', () => {
  it('records each overlapping write in its own transaction, though the first ends before the second opens one', async () => {
    const second = gate();
    const secondRuns = audit.record(act('POST /api/operator/scope-second'), async () => {
      await second.opened;
      // the first write has ended by now: the scope must still know this one
      return withTx(database.db, async (tx) => {
        await tx.execute(sql`SELECT 1`);
        return { ok: true };
      });
    });
    await audit.record(act('POST /api/operator/scope-first'), () =>
      withTx(database.db, async (tx) => {
        await tx.execute(sql`SELECT 1`);
        return { ok: true };
      }),
    );
    second.release();
    await secondRuns;

    expect(await logged('POST /api/operator/scope-first')).toEqual([
      { action: 'POST /api/operator/scope-first', outcome: 'done' },
    ]);
    expect(await logged('POST /api/operator/scope-second')).toEqual([
      { action: 'POST /api/operator/scope-second', outcome: 'done' },
    ]);
  });

  it('records a write once, though work it left behind opens a transaction after it answered', async () => {
    const late = gate();
    await audit.record(act('POST /api/operator/scope-late'), async () => {
      // work started by the write that outlives its answer (the scope has closed by then)
      setTimeout(() => {
        void withTx(database.db, (tx) => tx.execute(sql`SELECT 1`)).then(() => late.release());
      }, 20);
      return { ok: true };
    });
    await late.opened;
    expect(await logged('POST /api/operator/scope-late')).toEqual([
      { action: 'POST /api/operator/scope-late', outcome: 'done' },
    ]);
  });

  it('records a failed write as failed, and the scope closes after it', async () => {
    await expect(
      audit.record(act('POST /api/operator/scope-failed'), async () => {
        throw new Error('refused by the test');
      }),
    ).rejects.toThrow('refused by the test');
    expect(await logged('POST /api/operator/scope-failed')).toEqual([
      { action: 'POST /api/operator/scope-failed', outcome: 'failed' },
    ]);
    await audit.record(act('POST /api/operator/scope-after-failure'), () =>
      withTx(database.db, (tx) => tx.execute(sql`SELECT 1`)),
    );
    expect(await logged('POST /api/operator/scope-after-failure')).toHaveLength(1);
  });
});
