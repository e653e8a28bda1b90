import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { AppError } from '../../http/app-error';
import {
  SETTING_KEYS,
  defaultSettings,
  isSettingKey,
  settingDescriptions,
  settingSchemas,
  type SettingKey,
  type SettingValue,
} from './definitions';

export interface SettingView {
  key: SettingKey;
  value: unknown;
  description: string;
}

/**
 * The settings store. Every read is checked against the setting's schema; a row that no longer
 * fits (edited by hand in SQL) falls back to the default instead of breaking a screen.
 */
export class SettingsService {
  constructor(private readonly db: Db) {}

  /** Inserts defaults for keys that have no row yet; existing values are left alone. */
  async seed(): Promise<void> {
    // a JSON null default (no refund claim window) is stored as JSON, not as SQL NULL
    const rows = SETTING_KEYS.map((key) => ({
      key,
      value: sql`${JSON.stringify(defaultSettings[key])}::jsonb`,
    }));
    await this.db.insert(settings).values(rows).onConflictDoNothing();
  }

  async get<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
    const [row] = await this.db.select().from(settings).where(eq(settings.key, key));
    return this.parse(key, row?.value);
  }

  async getMany<const K extends SettingKey>(
    keys: readonly K[],
  ): Promise<{ [P in K]: SettingValue<P> }> {
    const rows = await this.db
      .select()
      .from(settings)
      .where(inArray(settings.key, [...keys]));
    const byKey = new Map(rows.map((r) => [r.key, r.value]));
    const out = {} as { [P in K]: SettingValue<P> };
    for (const key of keys) out[key] = this.parse(key, byKey.get(key));
    return out;
  }

  async list(): Promise<SettingView[]> {
    const values = await this.getMany(SETTING_KEYS);
    return SETTING_KEYS.map((key) => ({
      key,
      value: values[key],
      description: settingDescriptions[key],
    }));
  }

  async view(key: string): Promise<SettingView> {
    const k = this.requireKey(key);
    return { key: k, value: await this.get(k), description: settingDescriptions[k] };
  }

  async set(key: string, value: unknown): Promise<SettingView> {
    const k = this.requireKey(key);
    const parsed = settingSchemas[k].safeParse(value);
    if (!parsed.success)
      throw new AppError('SETTING_INVALID', 400, parsed.error.issues[0]?.message);
    // a JSON null (slip.closedHours: none) must be stored as JSON, not as SQL NULL
    const json = sql`${JSON.stringify(parsed.data)}::jsonb`;
    // a transaction of its own: an operator's change is audited with it (issue 11)
    await this.db.transaction(async (tx) => {
      await tx
        .insert(settings)
        .values({ key: k, value: json })
        .onConflictDoUpdate({
          target: settings.key,
          set: { value: json, updatedAt: sql`now()` },
        });
    });
    return { key: k, value: parsed.data, description: settingDescriptions[k] };
  }

  private requireKey(key: string): SettingKey {
    if (!isSettingKey(key)) throw new AppError('SETTING_UNKNOWN', 404);
    return key;
  }

  private parse<K extends SettingKey>(key: K, raw: unknown): SettingValue<K> {
    const parsed = settingSchemas[key].safeParse(raw);
    return (parsed.success ? parsed.data : defaultSettings[key]) as SettingValue<K>;
  }
}
