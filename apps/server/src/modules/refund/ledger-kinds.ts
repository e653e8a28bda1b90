/**
 * What the refund module adds to the ledger (issue 9). Added to the kernel's LedgerKinds at start
 * (kernel/ledger/registry.ts).
 */
export const REFUND_LEDGER = {
  accountKinds: {
    refunds: { owner: 'system', note: 'refunds of losses paid to members' },
  },
  entryKinds: {
    refund: 'a period’s refund of losses received: refunds → wallet',
  },
  guarded: { refund: ['claim'] },
  sourceKinds: {
    refund_offer: 'refund_offers.id',
  },
} as const;

// the kinds as types: Entry.kind, LedgerAccountKind… accept these (kernel/ledger/kinds.ts)
declare module '../../kernel/ledger/kinds' {
  interface LedgerKindMap {
    refund: typeof REFUND_LEDGER;
  }
}
