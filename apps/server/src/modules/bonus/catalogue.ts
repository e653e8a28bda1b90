import { sql } from 'drizzle-orm';
import { BonusDefinition, type LocalizedText } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { bonuses } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { SettingsService } from '../settings/module';
import { DEMO_BONUSES } from './demo-bonuses';
import { bannerHtmlProblem } from '../../kernel/lib/html-check';
import { rulesOf } from './rules';

/**
 * The operator's side of the catalogue (`bonus:set`, and the demo bonuses seeded at start; an
 * operator's edits are kept). A definition is checked beyond its schema: the turnover multiplier
 * stays at or under `bonus.maxMultiplier` (10), banner html is plain formatting only.
 */
export class BonusCatalogue {
  constructor(
    private readonly db: Db,
    private readonly settings: SettingsService,
  ) {}

  async set(input: BonusDefinition): Promise<void> {
    const def = BonusDefinition.parse(input);
    const max = await this.settings.get('bonus.maxMultiplier');
    if (def.condition.kind === 'turnover' && def.condition.multiplier > max) {
      throw new AppError('BONUS_INVALID', 400, `multiplier over ${max}`, {
        reason: `multiplier over ${max}`,
      });
    }
    for (const banner of def.banners) {
      for (const html of Object.values(banner.html as LocalizedText)) {
        const problem = bannerHtmlProblem(html);
        if (problem) throw new AppError('BONUS_INVALID', 400, problem, { reason: problem });
      }
    }
    if (def.startsAt && def.endsAt && Date.parse(def.endsAt) <= Date.parse(def.startsAt)) {
      throw new AppError('BONUS_INVALID', 400, 'endsAt before startsAt', {
        reason: 'endsAt before startsAt',
      });
    }
    const row = {
      code: def.code,
      kind: def.kind,
      type: def.type,
      maxReceived: def.maxReceived,
      rules: rulesOf(def),
      texts: { title: def.title, description: def.description },
      banners: def.banners,
      startsAt: def.startsAt ? new Date(def.startsAt) : null,
      endsAt: def.endsAt ? new Date(def.endsAt) : null,
      enabled: def.enabled,
      sortOrder: def.sortOrder,
    };
    await this.db
      .insert(bonuses)
      .values(row)
      .onConflictDoUpdate({ target: bonuses.code, set: { ...row, updatedAt: sql`now()` } });
  }

  /** The demo bonuses, added when missing (an operator's version is never overwritten). */
  async seed(): Promise<void> {
    for (const def of DEMO_BONUSES) {
      const [found] = await this.db
        .select({ code: bonuses.code })
        .from(bonuses)
        .where(sql`${bonuses.code} = ${def.code}`);
      if (!found) await this.set(def);
    }
  }
}
