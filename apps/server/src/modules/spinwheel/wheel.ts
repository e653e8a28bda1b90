import { desc, eq, sql } from 'drizzle-orm';
import { WheelDefinition, type Locale, type SpinWheelView } from '@wallet/contract';
import type { Db } from '../../kernel/db/client';
import { withTx } from '../../kernel/db/rows';
import { wheelVersions } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import { bannerHtmlProblem } from '../../kernel/lib/html-check';
import { DEMO_WHEEL } from './demo-wheel';

export interface WheelVersion {
  version: number;
  definition: WheelDefinition;
}

/**
 * Published wheels (issue 10). A version is never changed: new weights or prizes are a new
 * version, so every spin points at the exact odds it was drawn with. The live wheel is the
 * latest version.
 */
export class WheelVersions {
  constructor(private readonly db: Db) {}

  async live(db: Db = this.db): Promise<WheelVersion | null> {
    const [row] = await db
      .select()
      .from(wheelVersions)
      .orderBy(desc(wheelVersions.version))
      .limit(1);
    return row ? { version: row.version, definition: row.definition } : null;
  }

  async version(version: number, db: Db = this.db): Promise<WheelVersion | null> {
    const [row] = await db.select().from(wheelVersions).where(eq(wheelVersions.version, version));
    return row ? { version: row.version, definition: row.definition } : null;
  }

  /** The live wheel, or SPINWHEEL_INACTIVE when none was ever published. */
  async requireLive(db: Db = this.db): Promise<WheelVersion> {
    const live = await this.live(db);
    if (!live) throw new AppError('SPINWHEEL_INACTIVE', 409);
    return live;
  }

  /** Publishes a new version; its html is held to the bonus banners' rule (plain formatting). */
  async publish(input: WheelDefinition, reason: string): Promise<number> {
    const parsed = WheelDefinition.safeParse(input);
    if (!parsed.success) {
      const problem = parsed.error.issues[0]?.message ?? 'invalid wheel';
      throw new AppError('SPINWHEEL_INVALID', 400, problem, { reason: problem });
    }
    for (const slice of parsed.data.slices) {
      for (const html of Object.values(slice.htmlDescription)) {
        const problem = bannerHtmlProblem(html);
        if (problem) {
          throw new AppError('SPINWHEEL_INVALID', 400, problem, {
            reason: `${slice.code}: ${problem}`,
          });
        }
      }
    }
    const [row] = await this.db
      .insert(wheelVersions)
      .values({ definition: parsed.data, reason })
      .returning({ version: wheelVersions.version });
    return row!.version;
  }

  /** Publishes the demo wheel on a fresh site (never over an operator's). */
  async seed(): Promise<void> {
    await withTx(this.db, async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(727276)`);
      if (await this.live(tx)) return;
      await tx.insert(wheelVersions).values({ definition: DEMO_WHEEL, reason: 'demo wheel' });
    });
  }
}

/** A version as members see it, in their language, with each slice's chance. */
export function wheelView(wheel: WheelVersion, locale: Locale): SpinWheelView {
  const { definition } = wheel;
  const total = definition.slices.reduce((sum, s) => sum + s.weight, 0);
  return {
    name: definition.name[locale],
    version: wheel.version,
    slices: definition.slices.map((s) => ({
      code: s.code,
      label: s.label[locale],
      bgColor: s.bgColor,
      textColor: s.textColor,
      htmlDescription: s.htmlDescription[locale],
      weight: s.weight,
      chance: s.weight / total,
      // amounts are stored as wire decimals in the definition; normalised through minor units
      prize: s.prize,
    })),
  };
}
