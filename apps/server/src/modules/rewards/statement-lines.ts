import { inArray, sql } from 'drizzle-orm';
import { WALLET_CODE } from '@wallet/contract';
import { rows } from '../../kernel/db/rows';
import { refundOffers } from '../refund/module';
import type { StatementDescriber } from '../statement/module';

const TEXT = {
  invite: { th: 'โบนัสชวนเพื่อน', la: 'ໂບນັດຊວນໝູ່', en: 'Invite reward' },
  refund: { th: 'คืนยอดเสีย', la: 'ຄືນຍອດເສຍ', en: 'Refund of losses' },
} as const;

/**
 * Statement lines of the invite and refund modules (§3: deposit lines linked to the invite or
 * refund record, whose description names it: "Invite reward · 3 friends", "Refund of losses ·
 * 17/11/2026–23/11/2026").
 */
export const rewardStatementLines: StatementDescriber = {
  kinds: ['invite', 'refund'],
  async describe(db, lines, locale) {
    const offerIds = lines.filter((l) => l.kind === 'refund').map((l) => Number(l.sourceId));
    const payoutIds = lines.filter((l) => l.kind === 'invite').map((l) => Number(l.sourceId));
    const [offers, payouts] = await Promise.all([
      offerIds.length
        ? db.select().from(refundOffers).where(inArray(refundOffers.id, offerIds))
        : [],
      payoutIds.length
        ? rows<{ payout_id: string; friends: string }>(
            db,
            sql`SELECT payout_id::text, COUNT(DISTINCT invitee_id)::text AS friends
                FROM invite_accruals WHERE payout_id IN (${sql.join(
                  payoutIds.map((id) => sql`${id}`),
                  sql`, `,
                )}) GROUP BY payout_id`,
          )
        : [],
    ]);
    const day = (d: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }).format(d);
    const out = new Map();
    for (const line of lines) {
      if (line.kind === 'invite') {
        const friends = payouts.find((p) => p.payout_id === line.sourceId)?.friends ?? '0';
        out.set(line.entryId, {
          statementType: 'deposit',
          status: 'success',
          from: 'INVITE',
          to: WALLET_CODE,
          invite: { description: `${TEXT.invite[locale]} · ${friends}` },
        });
      } else {
        const o = offers.find((x) => String(x.id) === line.sourceId);
        const period = o
          ? ` · ${day(new Date(o.periodStart))}–${day(new Date(o.periodEnd.getTime() - 1))}`
          : '';
        out.set(line.entryId, {
          statementType: 'deposit',
          status: 'success',
          from: 'REFUND',
          to: WALLET_CODE,
          refund: { description: `${TEXT.refund[locale]}${period}` },
        });
      }
    }
    return out;
  },
};
