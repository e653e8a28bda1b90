/**
 * What the bonus module adds to the ledger (issue 8). Added to the kernel's
 * LedgerKinds at start (kernel/ledger/registry.ts), which stores the kinds for the database.
 */
export const BONUS_LEDGER = {
  accountKinds: {
    promotions: { owner: 'system', note: 'bonuses paid out and forfeits taken back' },
  },
  entryKinds: {
    bonus: 'a bonus or promotion credited with a deposit: promotions → wallet',
    finish_bonus: 'a bonus ended: the forfeit (if any) leaves the wallet for promotions',
  },
  guarded: { finish_bonus: ['release'] },
  sourceKinds: {
    member_bonus: 'member_bonuses.id',
  },
} as const;

// the kinds as types: Entry.kind, LedgerAccountKind… accept these (kernel/ledger/kinds.ts)
declare module '../../kernel/ledger/kinds' {
  interface LedgerKindMap {
    bonus: typeof BONUS_LEDGER;
  }
}
