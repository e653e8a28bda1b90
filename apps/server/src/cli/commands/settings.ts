import { api } from '@wallet/contract';
import { OperatorError } from '../client';
import { reasonOf } from './reason';
import type { Command } from './types';

const show = (value: unknown) => JSON.stringify(value, null, 2);

/** VALUE is JSON when it parses as JSON (true, 100, {"th":…}), otherwise a plain string. */
export function parseValue(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

export const settingsCommands: Command[] = [
  {
    name: 'settings list',
    args: '',
    description: 'List every setting with its description',
    async run(_args, call) {
      const { settings } = await call(api.operator.listSettings);
      return settings.map((s) => `${s.key.padEnd(20)} ${s.description}`).join('\n');
    },
  },
  {
    name: 'settings get',
    args: 'KEY',
    description: 'Print one setting as JSON',
    async run([key], call) {
      if (!key) throw new OperatorError('usage: settings get KEY');
      return show((await call(api.operator.getSetting, { params: { key } })).value);
    },
  },
  {
    name: 'settings set',
    args: 'KEY VALUE --reason "TEXT"',
    description:
      'Replace a setting (VALUE as JSON, or a plain string); the reason goes to the audit',
    async run(args, call) {
      const {
        rest: [key, ...words],
        reason,
      } = reasonOf(args);
      if (!key || words.length === 0 || !reason) {
        throw new OperatorError('usage: settings set KEY VALUE --reason "TEXT"');
      }
      const value = parseValue(words.join(' '));
      const saved = await call(api.operator.setSetting, {
        params: { key },
        body: { value, reason },
      });
      return `${saved.key} = ${show(saved.value)}`;
    },
  },
];
