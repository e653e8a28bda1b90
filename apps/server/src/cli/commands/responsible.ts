import { api, TIMEOUT_PERIODS, type ResponseOf, type TimeoutPeriod } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

type MemberRecord = ResponseOf<typeof api.operatorMembers.memberResponsible>;

/** A member's responsible-play record as lines: what is in force, then every change. */
function show(phone: string, { state, events }: MemberRecord): string {
  const limits = state.limits
    .map((l) => `${l.period} ${l.limit ?? 'none'} (used ${l.used})`)
    .join(', ');
  const lines = [
    `${phone}: limits ${limits}`,
    `reality check: ${state.realityCheck.intervalMinutes || 'off'}`,
    `time-out: ${state.timeout ? `until ${state.timeout.until}` : 'none'}`,
    `self-exclusion: ${state.exclusion ? `until ${state.exclusion.until}${state.exclusion.liftsAt ? `, lifts ${state.exclusion.liftsAt}` : ''}` : 'none'}`,
    ...state.pending.map(
      (p) => `pending: ${p.period} → ${p.amount ?? 'none'} from ${p.confirmableAt}`,
    ),
    ...events.map((e) => `${e.at}  ${e.actor}  ${e.kind}  ${JSON.stringify(e.detail)}`),
  ];
  return lines.join('\n');
}

/** Issue 15: staff read a member's responsible-play record and may impose a break. */
export const responsibleCommands: Command[] = [
  {
    name: 'member:responsible',
    args: 'PHONE',
    description: 'Limits, break, self-exclusion and every change of a member (who, what, when)',
    async run([phone], call) {
      if (!phone) throw new OperatorError('usage: member:responsible PHONE');
      return show(phone, await call(api.operatorMembers.memberResponsible, { params: { phone } }));
    },
  },
  {
    name: 'member:timeout',
    args: `PHONE ${TIMEOUT_PERIODS.join('|')} --reason TEXT`,
    description: 'Impose a break on a member (never shortens one they took)',
    async run(args, call) {
      const { rest, reason } = reasonOf(args);
      const [phone, period] = rest;
      if (!phone || !TIMEOUT_PERIODS.includes(period as TimeoutPeriod) || !reason) {
        throw new OperatorError(
          `usage: member:timeout PHONE ${TIMEOUT_PERIODS.join('|')} --reason TEXT`,
        );
      }
      const record = await call(api.operatorMembers.memberTimeout, {
        params: { phone },
        body: { period: period as TimeoutPeriod, reason },
      });
      return show(phone, record);
    },
  },
];
