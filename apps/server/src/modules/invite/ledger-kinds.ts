/**
 * What the invite module adds to the ledger (issue 9). Added to the kernel's LedgerKinds at start
 * (kernel/ledger/registry.ts).
 */
export const INVITE_LEDGER = {
  accountKinds: {
    invite_rewards: { owner: 'system', note: 'invite rewards paid to inviters' },
  },
  entryKinds: {
    invite: 'accrued invite rewards received: invite_rewards → wallet',
  },
  guarded: { invite: ['claim'] },
  sourceKinds: {
    invite_payout: 'invite_payouts.id',
  },
} as const;

// the kinds as types: Entry.kind, LedgerAccountKind… accept these (kernel/ledger/kinds.ts)
declare module '../../kernel/ledger/kinds' {
  interface LedgerKindMap {
    invite: typeof INVITE_LEDGER;
  }
}
