/**
 * The core ledger: wallets, games, transfers, deposits, withdrawals, adjustments (issues 4–5,
 * docs/decisions/007 and 008). The kernel's LedgerKinds starts with these (registry.ts).
 */
export const CORE_LEDGER = {
  accountKinds: {
    wallet: { owner: 'member', note: 'the member wallet (spec §3 wallet.amount)' },
    transfer_in_flight: { owner: 'member', note: 'money between the wallet and a provider' },
    game: { owner: 'member', note: 'money at a provider, one per slot (last known balance)' },
    pending_withdrawal: { owner: 'member', note: 'reserved by a withdrawal until paid or failed' },
    adjustments: { owner: 'system', note: 'operator credits and debits' },
    provider_clearing: { owner: 'system', note: 'one per slot: wins and losses at the provider' },
    deposits: { owner: 'system', note: 'money that came in (bank, QR gateway, wallet link)' },
    payouts: { owner: 'system', note: 'money paid out to members’ bank accounts' },
  },
  entryKinds: {
    adjustment: 'operator credit or debit (against the adjustments account)',
    transfer_debit: 'a transfer opens: wallet or game → in-flight',
    transfer_settle: 'the provider confirmed: in-flight → game or wallet',
    transfer_reverse: 'the provider refused: in-flight → back where it came from',
    game_result: 'a game balance caught up with the provider (wins and losses)',
    deposit: 'money came in: deposits → wallet, once per deposit',
    withdraw_reserve: 'a withdrawal opens: wallet → pending_withdrawal',
    withdraw_payout: 'paid out to the bank: pending_withdrawal → payouts',
    withdraw_return: 'the withdrawal failed: pending_withdrawal → wallet',
  },
  // money towards play or out of the wallet moves only with the guards' yes (decision 019);
  // a transfer back from a game is a release (nothing refuses it, but it is serialised too)
  guarded: {
    transfer_debit: ['transfer_to_game', 'release'],
    withdraw_reserve: ['withdraw'],
  },
  sourceKinds: {
    transfer: 'transfers.ref',
    adjustment: 'idempotency_keys.id of the operator call',
    game_sync: 'game_slots.code whose balance was read',
    deposit: 'deposits.id',
    withdrawal: 'withdrawals.id',
  },
} as const;
