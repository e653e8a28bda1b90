import { api, SLOT_STATUSES, type OperatorSlot, type SlotStatus } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const SET_USAGE =
  'usage: slot:set CODE [--provider askmebet|betflix|demo] [--product CODE|-] [--status active|hidden] --reason "TEXT"';

/** `--name VALUE` (one word) anywhere in args; the rest without it. */
function option(args: string[], name: string): { rest: string[]; value: string | undefined } {
  const at = args.indexOf(name);
  if (at < 0) return { rest: args, value: undefined };
  const value = args[at + 1];
  if (value === undefined || value.startsWith('--')) throw new OperatorError(SET_USAGE);
  return { rest: [...args.slice(0, at), ...args.slice(at + 2)], value };
}

const HEAD = ['CODE', 'NAME', 'PROVIDER', 'PRODUCT', 'STATUS', 'MEMBERS WITH MONEY'];

/** The slots as a table, columns padded to their widest cell. */
export function slotTable(slots: readonly OperatorSlot[]): string {
  const cells = [
    HEAD,
    ...slots.map((s) => [
      s.code,
      s.name,
      s.provider,
      s.product ?? '-',
      s.status,
      String(s.membersWithMoney),
    ]),
  ];
  const widths = HEAD.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Which game provider serves each slot (the operator's choice; the owner's permission). */
export const slotCommands: Command[] = [
  {
    name: 'slots',
    args: '',
    description:
      'Game slots: provider, product, status and members holding money there; the configured providers',
    async run(args, call) {
      if (args.length) throw new OperatorError('usage: slots');
      const r = await call(api.operatorSlots.slots);
      return `${slotTable(r.slots)}\n\nConfigured providers: ${r.providers.join(', ') || 'none'}`;
    },
  },
  {
    name: 'slot:set',
    args: 'CODE --provider <askmebet|betflix|demo> [--product CODE|-] [--status active|hidden] --reason "TEXT"',
    description:
      "Change a slot's provider (refused while members hold money there; closes its game accounts), product (- for the lobby) or status",
    async run(args, call) {
      const { rest: r0, reason } = reasonOf(args);
      const { rest: r1, value: provider } = option(r0, '--provider');
      const { rest: r2, value: product } = option(r1, '--product');
      const { rest, value: status } = option(r2, '--status');
      const [code] = rest;
      if (!code || rest.length !== 1 || !reason) throw new OperatorError(SET_USAGE);
      if (provider === undefined && product === undefined && status === undefined)
        throw new OperatorError(SET_USAGE);
      if (status !== undefined && !(SLOT_STATUSES as readonly string[]).includes(status))
        throw new OperatorError(SET_USAGE);
      try {
        const s = await call(api.operatorSlots.setSlot, {
          params: { code },
          body: {
            reason,
            ...(provider !== undefined ? { provider } : {}),
            ...(product !== undefined ? { product: product === '-' ? null : product } : {}),
            ...(status !== undefined ? { status: status as SlotStatus } : {}),
          },
        });
        const closed = s.accountsClosed
          ? `\n${s.accountsClosed} game accounts closed: members activate again at ${s.provider}.`
          : '';
        return `${slotTable([s])}${closed}`;
      } catch (error) {
        if (error instanceof OperatorError && error.message.startsWith('409 SLOT_PROVIDER_IN_USE'))
          throw new OperatorError(
            `${error.message}: members still hold money in ${code} (a balance or a transfer in progress); the provider can change once they have moved it out (see \`slots\`)`,
          );
        throw error;
      }
    },
  },
];
