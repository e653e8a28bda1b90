/**
 * What the bonus module adds to the ledger (issue 8). No imports: the database schema builds its
 * CHECKs from this through ledger/registry.ts.
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
