import { inArray } from 'drizzle-orm';
import { WALLET_CODE } from '@wallet/contract';
import { coupons, wheelVersions } from './tables';
import type { StatementDescriber } from '../statement/module';

const TEXT = { th: 'คูปองวงล้อ', la: 'ຄູປອງວົງລໍ້', en: 'Wheel coupon' } as const;

/**
 * Statement lines of the prize wheel (§3: a deposit line linked to the luckydraw record whose
 * description names the prize: "Wheel coupon · ฿50"). Coin movements never reach the statement:
 * it lists the wallet's baht.
 */
export const spinStatementLines: StatementDescriber = {
  kinds: ['luckydraw'],
  async describe(db, lines, locale) {
    const ids = lines.map((l) => Number(l.sourceId));
    const list = ids.length ? await db.select().from(coupons).where(inArray(coupons.id, ids)) : [];
    const versions = [...new Set(list.map((c) => c.wheelVersion))];
    const wheels = versions.length
      ? await db.select().from(wheelVersions).where(inArray(wheelVersions.version, versions))
      : [];
    const out = new Map();
    for (const line of lines) {
      const c = list.find((x) => String(x.id) === line.sourceId);
      const wheel = wheels.find((w) => w.version === c?.wheelVersion);
      const label = wheel?.definition.slices.find((s) => s.code === c?.sliceCode)?.label[locale];
      out.set(line.entryId, {
        statementType: 'deposit',
        status: 'success',
        from: 'LUCKYDRAW',
        to: WALLET_CODE,
        luckydraw: { description: label ? `${TEXT[locale]} · ${label}` : TEXT[locale] },
      });
    }
    return out;
  },
};
