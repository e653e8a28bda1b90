import {
  fromMinor,
  type ActiveBonus,
  type Banner,
  type BonusDefinition,
  type BonusTerms,
  type Locale,
  type LocalizedText,
  type MemberBonusRecord,
} from '@wallet/contract';
import type { BonusRow, MemberBonusRow } from './repo';
import { wireAmountRule, type BonusRules } from './rules';
import type { BonusView } from './service';

/** Texts of a bonus as kept in `bonuses.texts` and `bonuses.banners`. */
export interface BonusTexts {
  title: LocalizedText;
  description: LocalizedText;
}
export type StoredBanner = { image: string; html: LocalizedText };

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const money = (minor: number | null) => (minor === null ? null : fromMinor(minor));

/** The terms a member reads (every amount turned into wire decimals here, at the boundary). */
export function termsOf(bonus: BonusRow, rules: BonusRules, locale: Locale): BonusTerms {
  const texts = bonus.texts as BonusTexts;
  return {
    code: bonus.code,
    kind: rules.kind,
    title: texts.title[locale],
    description: texts.description[locale],
    amountRule: wireAmountRule(rules.amountRule),
    minDeposit: fromMinor(rules.minDeposit),
    condition: rules.condition,
    contributions: rules.contributions,
    percentFail: rules.percentFail,
    maxWithdraw: money(rules.maxWithdraw),
    endsAt: iso(bonus.endsAt),
  };
}

export function bannersOf(bonus: BonusRow, locale: Locale): Banner[] {
  return (bonus.banners as StoredBanner[]).map((b) => ({ image: b.image, html: b.html[locale] }));
}

export function activeBonusOf(view: BonusView, locale: Locale): ActiveBonus {
  const { row, progress } = view;
  return {
    ...termsOf(view.bonus, row.rules, locale),
    id: String(row.id),
    state: row.status === 'ended' ? 'ending' : row.status,
    deposit: money(row.deposit),
    bonusAmount: money(row.amount),
    base: money(row.base),
    required: fromMinor(progress?.required ?? 0),
    current: fromMinor(progress?.current ?? 0),
    remaining: fromMinor(progress?.remaining ?? 0),
    percent: progress?.percent ?? 0,
    met: progress?.met ?? false,
    totalBalance: fromMinor(view.total),
    inPlay: fromMinor(view.inPlay),
    failBelow: fromMinor(progress?.failBelow ?? 0),
    settlement: {
      keep: fromMinor(view.settlement.keep),
      forfeit: fromMinor(view.settlement.forfeit),
    },
    activatedAt: row.activatedAt.toISOString(),
    startedAt: iso(row.startedAt),
  };
}

export function recordOf(row: MemberBonusRow): MemberBonusRecord {
  return {
    id: String(row.id),
    code: row.bonusCode,
    kind: row.rules.kind,
    status: row.status,
    outcome: row.outcome,
    deposit: money(row.deposit),
    bonusAmount: money(row.amount),
    kept: money(row.kept),
    forfeited: money(row.forfeited),
    activatedAt: row.activatedAt.toISOString(),
    startedAt: iso(row.startedAt),
    endedAt: iso(row.endedAt),
  };
}

/** A stored bonus as the operator defined it (amounts back to decimals). */
export function definitionOf(bonus: BonusRow): BonusDefinition {
  const rules = bonus.rules as BonusRules;
  const texts = bonus.texts as BonusTexts;
  return {
    code: bonus.code,
    kind: rules.kind,
    type: rules.type,
    maxReceived: rules.maxReceived,
    amountRule: wireAmountRule(rules.amountRule),
    minDeposit: fromMinor(rules.minDeposit),
    condition: rules.condition,
    contributions: rules.contributions,
    percentFail: rules.percentFail,
    maxWithdraw: money(rules.maxWithdraw),
    title: texts.title,
    description: texts.description,
    banners: bonus.banners as StoredBanner[],
    startsAt: iso(bonus.startsAt),
    endsAt: iso(bonus.endsAt),
    enabled: bonus.enabled,
    sortOrder: bonus.sortOrder,
  };
}
