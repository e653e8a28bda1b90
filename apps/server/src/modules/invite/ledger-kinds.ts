/** What the invite module adds to the ledger (issue 9). No imports: see ledger/registry.ts. */
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
