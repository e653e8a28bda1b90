/**
 * What the prize wheel adds to the ledger (issue 10, docs/decisions/012): coins are a currency
 * of their own, `COIN`, held in a member account that never goes below zero like any other.
 * Added to the kernel's LedgerKinds at start (kernel/ledger/registry.ts).
 */
export const SPIN_LEDGER = {
  currencies: {
    COIN: 'spin-wheel coins (whole coins, no minor unit)',
  },
  accountKinds: {
    coins: { owner: 'member', note: 'the member’s coins (spec §3 profile.coin, userCoin)' },
    coin_issuer: { owner: 'system', note: 'coins earned, granted, won and spent' },
    luckydraw: { owner: 'system', note: 'baht prizes of the wheel paid to members' },
  },
  entryKinds: {
    coin_earn: 'coins earned by deposits or play: coin_issuer → coins',
    coin_grant: 'coins granted or taken by an operator, with a reason',
    spin: 'one spin: one coin coins → coin_issuer',
    spin_coins: 'coins won on a spin: coin_issuer → coins',
    luckydraw: 'a prize coupon claimed: luckydraw → wallet',
  },
  guarded: { spin: ['spin'], luckydraw: ['claim'] },
  sourceKinds: {
    coin_earning: 'coin_earnings.id',
    coin_grant: 'coin_grants.id',
    spin: 'spins.id',
    coupon: 'coupons.id',
  },
} as const;

// the kinds as types: Entry.kind, LedgerAccountKind… accept these (kernel/ledger/kinds.ts)
declare module '../../kernel/ledger/kinds' {
  interface LedgerKindMap {
    spinwheel: typeof SPIN_LEDGER;
  }
}
