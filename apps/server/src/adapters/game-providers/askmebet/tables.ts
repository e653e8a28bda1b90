import { bigint, index, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/*
 * ── The askmebet adapter's own table (adapters/game-providers/askmebet) ─────────────────────
 * brief "Idempotency: the big gap": AMB takes no transaction id from us and mints its `refId`
 * only in the success answer, so every transfer is written down BEFORE it is sent (our ref,
 * member, direction, amount, when) and AMB's refId is added once known, from the answer or from
 * the member's transfer listing. The deposits' refIds are also how the bet feed is read
 * (getHistoryBetByDepositID): there is no agent-wide round feed.
 */
export const askmebetTransfers = pgTable(
  'askmebet_transfers',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Our transfer id (the wallet's `transfers.ref`). */
    ref: text('ref').notNull(),
    /** The slot code the wallet named (every askmebet slot is the same agent). */
    game: text('game').notNull(),
    username: text('username').notNull(),
    direction: text('direction', { enum: ['deposit', 'withdraw'] }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Just before the request left: the listing is matched from here. */
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    /** AMB's id (24 hex), once known; null while the outcome is in doubt or after a refusal. */
    refId: text('ref_id'),
    /** sent: in doubt until refId is known; applied: refId known; refused: a definite no. */
    status: text('status', { enum: ['sent', 'applied', 'refused'] })
      .notNull()
      .default('sent'),
    /** AMB's answer to a refused or in-doubt call. */
    lastError: text('last_error'),
  },
  (t) => [
    unique('askmebet_transfers_ref_unique').on(t.ref),
    // one AMB transfer answers for one of ours at most (the listing match must not reuse it)
    unique('askmebet_transfers_ref_id_unique').on(t.refId),
    index('askmebet_transfers_username_idx').on(t.username, t.sentAt),
    // the bet feed walks deposits by time
    index('askmebet_transfers_direction_sent_idx').on(t.direction, t.sentAt),
  ],
);
