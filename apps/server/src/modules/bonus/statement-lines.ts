import { eq, inArray } from 'drizzle-orm';
import { WALLET_CODE } from '@wallet/contract';
import { bonuses, memberBonuses } from './tables';
import type { StatementDescriber } from '../statement/module';
import type { BonusTexts } from './wire';

/**
 * The bonus module's statement lines (§3 Statement entry): `bonus` (+, from the bonus or
 * promotion into the wallet) and `finish_bonus` (the forfeit leaving the wallet when a bonus
 * ends), each linked to the bonus or promotion with its title as the description.
 */
export const bonusStatementLines: StatementDescriber = {
  kinds: ['bonus', 'finish_bonus'],
  async describe(db, lines, locale) {
    const ids = [...new Set(lines.map((l) => Number(l.sourceId)))];
    const found = await db
      .select({ id: memberBonuses.id, kind: bonuses.kind, texts: bonuses.texts })
      .from(memberBonuses)
      .innerJoin(bonuses, eq(bonuses.code, memberBonuses.bonusCode))
      .where(inArray(memberBonuses.id, ids));
    const out = new Map();
    for (const line of lines) {
      const mb = found.find((f) => String(f.id) === line.sourceId);
      const side = mb?.kind === 'promotion' ? 'PROMOTION' : 'BONUS';
      const link = { description: mb ? (mb.texts as BonusTexts).title[locale] : '' };
      const linked = mb?.kind === 'promotion' ? { promotion: link } : { bonus: link };
      out.set(
        line.entryId,
        line.kind === 'bonus'
          ? { statementType: 'bonus', status: 'success', from: side, to: WALLET_CODE, ...linked }
          : {
              statementType: 'finish_bonus',
              status: 'success',
              from: WALLET_CODE,
              to: side,
              ...linked,
            },
      );
    }
    return out;
  },
};
