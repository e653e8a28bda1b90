import {
  InviteEntry as InviteEntrySchema,
  InviteSummary as InviteSummarySchema,
  RefundCheck as RefundCheckSchema,
  RefundEntry as RefundEntrySchema,
  type InviteEntry,
  type InviteSummary,
  type RefundCheck,
  type RefundEntry,
} from '@wallet/contract';

/**
 * Issue 9 fixtures, each checked against the contract so they cannot drift from the server.
 * Member 1001 (walletBody) invites with code PR1001.
 */
export function inviteSummary(fields: Partial<InviteSummary> = {}): InviteSummary {
  return InviteSummarySchema.parse({
    enabled: true,
    code: 'PR1001',
    link: 'https://demo.test/register?code=PR1001',
    basis: 'first_deposit',
    percent: 10,
    capPerInvitee: 500,
    capPerPeriod: 5000,
    minTurnover: 50,
    condition: null,
    invitees: 3,
    played: 2,
    accrued: 120,
    reviewing: 0,
    received: 300,
    ...fields,
  });
}

export function inviteEntry(fields: Partial<InviteEntry> = {}): InviteEntry {
  return InviteEntrySchema.parse({
    from: { name: 'Som***' },
    amount: 100,
    createdAt: '2026-05-03T05:00:00.000Z',
    played: true,
    ...fields,
  });
}

/** The week Monday 04/05/2026 – Sunday 10/05/2026 (site time), 2,400 lost, 5% = 120 baht. */
export function refundCheck(fields: Partial<RefundCheck> = {}): RefundCheck {
  return RefundCheckSchema.parse({
    result: true,
    bonus: false,
    info: 'You can receive 120.00 baht for last week.',
    refundAmount: 120,
    refundSuccess: 0,
    refundFail: 0,
    enabled: true,
    period: 'week',
    periodStart: '2026-05-03T17:00:00.000Z',
    periodEnd: '2026-05-10T17:00:00.000Z',
    netLoss: 2400,
    percent: 5,
    minimum: 1,
    maximum: 2000,
    received: false,
    claimUntil: null,
    ...fields,
  });
}

export function refundEntry(fields: Partial<RefundEntry> = {}): RefundEntry {
  return RefundEntrySchema.parse({
    refundAmount: 80,
    createdAt: '2026-05-05T02:30:00.000Z',
    periodStart: '2026-04-26T17:00:00.000Z',
    periodEnd: '2026-05-03T17:00:00.000Z',
    netLoss: 1600,
    ...fields,
  });
}

export const noBanners = { body: { banners: [] } };
