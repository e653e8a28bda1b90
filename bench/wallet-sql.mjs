// The statements the server sends for a wallet view and for a wallet → game transfer, in its
// order, sent straight through a pg pool: the direct-SQL side of bench/wallet.mjs, and the work of
// the bare HTTP server in bench/wallet-floor-server.mjs. Keep them equal to what the server sends
// (count them with log_statement = 'all' on the bench's database). Each function takes `prepared`:
// true sends every statement named, parsed once per connection, as the server does
// (docs/decisions/035); false sends each as plain pool.query(text, values), parsed every time.
import { createHash, randomUUID } from 'node:crypto';

export const sha256 = (s) => createHash('sha256').update(s).digest('hex');

const names = new Map();
/** One statement through `client` (a pool or a pool's client), named when `prepared`. */
const send = (client, prepared, text, values) => {
  if (!prepared) return client.query(text, values);
  let name = names.get(text);
  if (name === undefined) names.set(text, (name = `bench_s${names.size + 1}`));
  return client.query({ name, text, values });
};

const SESSION_RESOLVE = `select "sessions"."id", "members"."id", "members"."phone", "members"."name", "members"."source_code", "members"."inviter_id", "members"."bank_code", "members"."bank_account_name", "members"."bank_account_no", "members"."currency", "members"."status", "members"."created_at", "members"."updated_at" from "sessions" inner join "members" on "members"."id" = "sessions"."member_id" where ("sessions"."token_hash" = $1 and "sessions"."revoked_at" is null and "sessions"."expires_at" > $2 and "members"."status" = $3)`;
const sessionResolve = (pool, prepared, w) =>
  send(pool, prepared, SESSION_RESOLVE, [w.tokenHash, new Date().toISOString(), 'active']);

/** The wallet view: answers the body the bare server would send. */
export async function walletStatements(pool, w, prepared) {
  const s = await sessionResolve(pool, prepared, w);
  const id = s.rows[0].id;
  const [accounts, games] = await Promise.all([
    send(
      pool,
      prepared,
      'SELECT id::text, kind, slot_code, currency, balance::text, version::text, created_at FROM ledger_accounts WHERE member_id = $1',
      [id],
    ),
    send(
      pool,
      prepared,
      `select "id", "member_id", "slot_code", "username", "password_enc", "status", "busy_until", "created_at", "updated_at", EXISTS (SELECT 1 FROM transfers t
        WHERE t.member_id = game_accounts.member_id AND t.slot_code = game_accounts.slot_code
          AND t.status = 'pending') as "transfer_open" from "game_accounts" where "game_accounts"."member_id" = $1`,
      [id],
    ),
    send(
      pool,
      prepared,
      `SELECT COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL AND (NOT flagged OR review = 'approved')), 0)::text AS due,
              COALESCE(SUM(amount) FILTER (WHERE payout_id IS NULL AND flagged AND review IS NULL), 0)::text AS reviewing
       FROM invite_accruals WHERE inviter_id = $1 AND payout_id IS NULL`,
      [id],
    ),
  ]);
  const game = games.rows.find((g) => g.slot_code === 'pg');
  await send(
    pool,
    prepared,
    'select "id", "game", "username", "password_hash", "currency", "balance", "locked_at", "created_at" from "demo_provider_accounts" where ("demo_provider_accounts"."game" = $1 and "demo_provider_accounts"."username" = $2)',
    ['pg', game.username],
  );
  return JSON.stringify({ accounts: accounts.rows, games: games.rows });
}

const post = async (c, prepared, entry, postings, memberId) => {
  const balances = new Map();
  for (const [id, amount] of [...postings].sort((a, b) => a[0] - b[0])) {
    const r = await send(
      c,
      prepared,
      `UPDATE ledger_accounts SET balance = balance + $1, version = version + 1
       WHERE id = $2 AND (member_id IS NULL OR balance + $3 >= 0) RETURNING balance::text, currency, member_id`,
      [amount, id, amount],
    );
    if (r.rowCount !== 1) throw new Error(`account ${id}: not enough for ${amount}`);
    balances.set(id, Number(r.rows[0].balance));
  }
  await send(
    c,
    prepared,
    `WITH e AS (INSERT INTO journal_entries (kind, source_kind, source_id, member_id, memo) VALUES ($1, 'transfer', $2, $3, $4) RETURNING id)
     INSERT INTO postings (entry_id, account_id, amount)
     SELECT e.id, p.account_id, p.amount FROM e, (VALUES ($5::bigint, $6::bigint), ($7::bigint, $8::bigint)) AS p(account_id, amount)
     RETURNING entry_id::text AS id`,
    [entry.kind, entry.reference, memberId, entry.memo ?? null, ...postings.flat()],
  );
  return balances;
};
const tx = async (pool, fn) => {
  const c = await pool.connect();
  try {
    await c.query('begin');
    const out = await fn(c);
    await c.query('commit');
    return out;
  } catch (error) {
    await c.query('rollback');
    throw error;
  } finally {
    c.release();
  }
};

/** A transfer of 1 baht from the wallet to the demo game `pg`, with the request's key. */
export async function transferStatements(pool, w, key, prepared) {
  const { id, wallet, in_flight: inFlight, game } = w.ids;
  const ref = randomUUID();
  await sessionResolve(pool, prepared, w);
  const fingerprint = sha256(
    `wallet.transfer\n${JSON.stringify({ amount: 1, from: 'WALLET', to: 'pg' })}`,
  );
  const idem = await send(
    pool,
    prepared,
    `INSERT INTO idempotency_keys (member_id, key, endpoint, fingerprint) VALUES ($1, $2, $3, $4)
     ON CONFLICT DO NOTHING RETURNING id::text`,
    [id, key, 'wallet.transfer', fingerprint],
  );
  const requestId = idem.rows[0].id;
  // the target slot with the member's account there, then the member's accounts
  await send(
    pool,
    prepared,
    `select "game_slots"."code", "game_slots"."name", "game_slots"."category", "game_slots"."provider", "game_slots"."logo", "game_slots"."background", "game_slots"."product", "game_slots"."web", "game_slots"."android", "game_slots"."ios", "game_slots"."ft_wallet_slot", "game_slots"."sort_order", "game_slots"."enabled", "game_accounts"."id", "game_accounts"."member_id", "game_accounts"."slot_code", "game_accounts"."username", "game_accounts"."password_enc", "game_accounts"."status", "game_accounts"."busy_until", "game_accounts"."created_at", "game_accounts"."updated_at" from "game_slots" left join "game_accounts" on ("game_accounts"."slot_code" = "game_slots"."code" and "game_accounts"."member_id" = $1) where ("game_slots"."code" = $2 and "game_slots"."enabled" = $3)`,
    [id, 'pg', true],
  );
  await send(
    pool,
    prepared,
    `SELECT id::text, kind, slot_code, currency, balance::text, version::text, created_at
     FROM ledger_accounts WHERE member_id = $1`,
    [id],
  );
  const { transferId, walletAfter } = await tx(pool, async (c) => {
    // the guards decide inside the debit's transaction, with the member locked (decision 019):
    // responsible play, the active bonus, and the slot still served
    await send(c, prepared, 'SELECT currency FROM members WHERE id = $1 FOR NO KEY UPDATE', [id]);
    await send(
      c,
      prepared,
      'select "member_id", "daily_limit", "weekly_limit", "monthly_limit", "reality_minutes", "timeout_until", "exclusion_until", "exclusion_lift_requested_at", "updated_at" from "responsible_profiles" where "responsible_profiles"."member_id" = $1',
      [id],
    );
    await send(
      c,
      prepared,
      `SELECT id::text, member_id::text, bonus_code, status, outcome, rules, currency,
         deposit_id::text, deposit::text, amount::text, base::text, own_funds::text, kept::text,
         forfeited::text, activated_at, started_at, ended_at
       FROM member_bonuses WHERE member_id = $1 AND status <> 'ended'`,
      [id],
    );
    await send(
      c,
      prepared,
      `SELECT s.provider, s.enabled, EXISTS (SELECT 1 FROM game_accounts a WHERE a.id = $1 AND a.status = 'active') AS account
       FROM game_slots s WHERE s.code = $2 FOR SHARE OF s`,
      [w.gameAccountId, 'pg'],
    );
    const t = await send(
      c,
      prepared,
      `INSERT INTO transfers (ref, member_id, request_id, slot_code, direction, amount, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
      [ref, id, requestId, 'pg', 'to_game', 100, 'BAHT'],
    );
    const balances = await post(
      c,
      prepared,
      { kind: 'transfer_debit', reference: ref, memo: 'wallet → pg' },
      [
        [wallet, -100],
        [inFlight, 100],
      ],
      id,
    );
    return { transferId: t.rows[0].id, walletAfter: balances.get(wallet) };
  });
  // the demo provider's own work
  await tx(pool, async (c) => {
    const moved = await send(
      c,
      prepared,
      `UPDATE demo_provider_accounts SET balance = balance + $1
       WHERE game = $2 AND username = $3 AND balance + $4 >= 0 AND ($5 < 0 OR locked_at IS NULL)
       RETURNING id::text`,
      [100, 'pg', w.gameUsername, 100, 100],
    );
    await send(
      c,
      prepared,
      `INSERT INTO demo_provider_transfers (game, ref, account_id, direction, amount)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      ['pg', ref, moved.rows[0].id, 'deposit', 100],
    );
  });
  return tx(pool, async (c) => {
    await send(
      c,
      prepared,
      `UPDATE transfers SET status = $1, updated_at = now() WHERE id = $2 AND status = 'pending' RETURNING id`,
      ['settled', transferId],
    );
    await post(
      c,
      prepared,
      { kind: 'transfer_settle', reference: ref },
      [
        [inFlight, -100],
        [game, 100],
      ],
      id,
    );
    const body = { message: 'OK', wallet: { amount: walletAfter / 100 } };
    await send(
      c,
      prepared,
      `UPDATE idempotency_keys SET status = 'done', response_status = $1, response_body = $2::jsonb, updated_at = now()
       WHERE id = $3 AND status = 'running' RETURNING id`,
      [200, JSON.stringify(body), requestId],
    );
    return JSON.stringify(body);
  });
}
