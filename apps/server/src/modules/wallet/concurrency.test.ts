import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../../kernel/db/rows';
import { buildTestApp } from '../../test/app';
import { testDriver } from '../../test/database';
import { registerAndLogin } from '../../test/members';
import { seededRandom } from '../../test/seeded-random';
import { activate, credit, expectLedgerBalanced, transfer, transferAll } from '../../test/wallet';

const GAMES = ['pg', 'joker2', 'usun'];
const SIDES = ['WALLET', ...GAMES];
const CREDIT = 10_000;
/** What a money-moving call may answer under provider faults; anything else is a bug. */
const ALLOWED = new Set([
  '200 OK',
  '400 MONEY_NOT_ENOUGH',
  '502 TRANSFER_FAIL',
  '504 TRANSFER_PENDING',
]);

/**
 * ARCHITECTURE § Money under load: many transfers and transferAlls of one member at once, across
 * the wallet and three games, with the demo provider failing a share of its calls (refusals,
 * lost answers, answers that come after our timeout). Afterwards, with recovery run: nothing
 * left in doubt, no balance ever below zero, every entry balanced, and the money conserved.
 */
async function storm(app: FastifyInstance, operations: number) {
  const db = app.kernel.db;
  const m = await registerAndLogin(app);
  await credit(app, m.username, CREDIT);
  for (const g of GAMES) await activate(app, m, g);
  for (const g of GAMES) await transfer(app, m, { from: 'WALLET', to: g, amount: 1000 });

  // issue 14: every draw (the calls and the provider's faults) from one printed seed
  const random = seededRandom('wallet storm');
  const randomInt = (min: number, max: number) => random.int(min, max);
  app.services.demoProvider.faults.set({
    rate: 0.2,
    delayMs: 450,
    random: (max) => random.int(0, max),
  });
  let lowest = 0;
  let running = true;
  const watch = (async () => {
    while (running) {
      const [r] = await rows<{ ledger: string | null; provider: string | null }>(
        db,
        sql`SELECT (SELECT MIN(balance) FROM ledger_accounts WHERE member_id IS NOT NULL)::text AS ledger,
                   (SELECT MIN(balance) FROM demo_provider_accounts)::text AS provider`,
      );
      lowest = Math.min(lowest, Number(r?.ledger ?? 0), Number(r?.provider ?? 0));
      await sleep(15);
    }
  })();

  const calls = Array.from({ length: operations }, () => {
    const key = randomUUID();
    if (randomInt(0, 10) < 3) {
      const to = SIDES[randomInt(0, SIDES.length)]!;
      return { key, run: () => transferAll(app, m, to, key) };
    }
    const from = SIDES[randomInt(0, SIDES.length)]!;
    const others = SIDES.filter((s) => s !== from);
    const to = others[randomInt(0, others.length)]!;
    const amount = randomInt(100, 15_000) / 100;
    return {
      key,
      body: { from, to, amount },
      run: () => transfer(app, m, { from, to, amount }, key),
    };
  });
  const answers = await Promise.all(calls.map((c) => c.run()));
  running = false;
  await watch;

  const seen = answers.map((a) => `${a.statusCode} ${a.json().message}`);
  expect(seen.filter((s) => !ALLOWED.has(s))).toEqual([]);
  for (const a of answers)
    if (a.statusCode === 200) expect(a.json().wallet.amount).toBeGreaterThanOrEqual(0);

  // calm the provider, let late calls land, then settle everything left in doubt
  app.services.demoProvider.faults.clear();
  await sleep(600);
  const report = await app.services.recovery.run({ olderThanMs: 0 });
  expect(report.stillPending).toBe(0);

  const [left] = await rows<{ transfers: string; requests: string }>(
    db,
    sql`SELECT (SELECT COUNT(*) FROM transfers WHERE status = 'pending')::text AS transfers,
               (SELECT COUNT(*) FROM idempotency_keys WHERE status = 'running')::text AS requests`,
  );
  expect(left).toEqual({ transfers: '0', requests: '0' });
  expect(lowest).toBeGreaterThanOrEqual(0);

  // conservation: wallet + in-flight + what the provider holds = what was credited
  const memberId = (await app.services.members.byPhone(m.username))!.id;
  const book = await app.services.ledgerAccounts.book(memberId, 'BAHT');
  const [provider] = await rows<{ total: string }>(
    db,
    sql`SELECT COALESCE(SUM(balance), 0)::text AS total FROM demo_provider_accounts WHERE username = ${`lw${memberId}`}`,
  );
  expect(Number(book.inFlight.balance)).toBe(0);
  expect(Number(book.wallet.balance) + Number(provider!.total)).toBe(CREDIT * 100);
  // nobody played, so each game account is exactly what its provider holds, and no sync ever
  // had to invent a difference
  for (const g of GAMES) {
    expect(Number(book.games.get(g)!.balance), g).toBe(
      await app.services.demoProvider.balance(g, `lw${memberId}`),
    );
  }
  const [results] = await rows<{ n: string }>(
    db,
    sql`SELECT COUNT(*)::text AS n FROM journal_entries WHERE kind = 'game_result'`,
  );
  expect(results!.n).toBe('0');
  await expectLedgerBalanced(app);

  // a replay answers what the first request answered, and moves nothing
  const before = Number(book.wallet.balance);
  for (const [i, c] of calls.entries()) {
    if (i % 10 !== 0 || seen[i] === '504 TRANSFER_PENDING') continue;
    const replay = await (c.body ? transfer(app, m, c.body, c.key) : c.run());
    expect([replay.statusCode, replay.json()], seen[i]).toEqual([
      answers[i]!.statusCode,
      answers[i]!.json(),
    ]);
  }
  const afterReplays = await app.services.ledgerAccounts.book(memberId, 'BAHT');
  expect(Number(afterReplays.wallet.balance)).toBe(before);

  const tally: Record<string, number> = {};
  for (const s of seen) tally[s] = (tally[s] ?? 0) + 1;
  console.log(`${testDriver}: ${operations} concurrent calls`, tally, 'recovery', report);
}

describe('transfers under concurrency and provider faults', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ games: { providerTimeoutMs: 300 } });
    await app.services.settings.set('registerOTP', false);
  });
  afterAll(() => app.close());

  it.skipIf(testDriver !== 'postgres')(
    'on real PostgreSQL: 200 concurrent transfers and transferAlls, 20% provider faults',
    () => storm(app, 200),
    120_000,
  );

  // PGlite runs one query at a time, so the same scenario, smaller, still checks the rules
  it.skipIf(testDriver === 'postgres')('on PGlite: 40 concurrent calls, 20% provider faults', () =>
    storm(app, 40),
  );
});
