import fs from 'node:fs/promises';
import { api, BonusDefinition, type ActiveBonus, type BonusCondition } from '@wallet/contract';
import { OperatorError } from '../client';
import type { Command } from './types';

const baht = (n: number | null) => (n === null ? '—' : n.toFixed(2));

const conditionText = (c: BonusCondition) =>
  c.kind === 'turnover'
    ? `turnover ${c.multiplier}× ${c.base === 'bonus' ? 'bonus' : 'deposit + bonus'}`
    : `balance ${c.percentSuccess}% of ${c.base === 'bonus' ? 'bonus' : 'deposit + bonus'}`;

function progressText(b: ActiveBonus): string[] {
  return [
    `  ${b.code} (${b.kind}) ${b.state}${b.met ? ', condition met' : ''}`,
    `  deposit ${baht(b.deposit)}  bonus ${baht(b.bonusAmount)}  base ${baht(b.base)}`,
    `  ${conditionText(b.condition)}: ${baht(b.current)} of ${baht(b.required)} (${b.percent}%), missing ${baht(b.remaining)}`,
    `  total balance ${baht(b.totalBalance)}; lost below ${baht(b.failBelow)}`,
    `  ending now: keep ${baht(b.settlement.keep)}, forfeit ${baht(b.settlement.forfeit)}`,
  ];
}

/** Operator commands of the bonus module and the bet feed (issue 8). */
export const bonusCommands: Command[] = [
  {
    name: 'bonuses',
    args: '',
    description: 'Bonus and promotion definitions, with how often each was received',
    async run(_args, call) {
      const { bonuses } = await call(api.operatorBonus.bonuses, {});
      if (bonuses.length === 0) return 'No bonuses.';
      return bonuses
        .map(
          (b) =>
            `${b.code.padEnd(12)} ${b.kind.padEnd(9)} ${b.type.padEnd(5)} max ${b.maxReceived}  ` +
            `${b.enabled ? 'on ' : 'off'}  ${conditionText(b.condition)}; received ${b.received}, open ${b.active}  ${b.title.en}`,
        )
        .join('\n');
    },
  },
  {
    name: 'bonus:set',
    args: 'CODE FILE.json',
    description: 'Create or replace a bonus or promotion from a JSON file (validated)',
    async run([code, file], call) {
      if (!code || !file) throw new OperatorError('usage: bonus:set CODE FILE.json');
      let json: unknown;
      try {
        json = JSON.parse(await fs.readFile(file, 'utf8'));
      } catch (error) {
        throw new OperatorError(`cannot read ${file}: ${(error as Error).message}`);
      }
      const parsed = BonusDefinition.safeParse({ ...(json as object), code });
      if (!parsed.success) {
        const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
        throw new OperatorError(`${file} is not a valid bonus:\n${lines.join('\n')}`);
      }
      const saved = await call(api.operatorBonus.setBonus, { params: { code }, body: parsed.data });
      return `Saved ${saved.code} (${saved.kind}, ${conditionText(saved.condition)})`;
    },
  },
  {
    name: 'bonus:member',
    args: 'PHONE',
    description: 'A member’s active bonus with its progress, and their bonus history',
    async run([phone], call) {
      if (!phone) throw new OperatorError('usage: bonus:member PHONE');
      const r = await call(api.operatorBonus.memberBonus, { params: { phone } });
      return [
        `${r.phone}`,
        ...(r.active ? progressText(r.active) : ['  no active bonus']),
        ...(r.history.length ? ['  history:'] : []),
        ...r.history.map(
          (h) =>
            `    #${h.id} ${h.code} ${h.status}${h.outcome ? ` (${h.outcome})` : ''} ` +
            `bonus ${baht(h.bonusAmount)} kept ${baht(h.kept)} forfeited ${baht(h.forfeited)} ${h.activatedAt}`,
        ),
      ].join('\n');
    },
  },
  {
    name: 'rounds:sync',
    args: '',
    description: 'Read every provider’s bet feed into game_rounds now (the job runs every few s)',
    async run(_args, call) {
      const r = await call(api.operatorBonus.roundsSync, {});
      return [
        ...r.providers.map(
          (p) =>
            `${p.provider}: ${p.fetched} fetched, ${p.inserted} new, ${p.voided} voided, ` +
            `${p.unmatched} unknown players; cursor ${p.cursor ?? '—'}${p.error ? `; ERROR ${p.error}` : ''}`,
        ),
        `bonuses ended as lost: ${r.bonusesEnded}`,
      ].join('\n');
    },
  },
];
