import { api } from '@wallet/contract';
import { OperatorError } from '../client';
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
    args: 'KEY VALUE',
    description: 'Replace a setting (VALUE as JSON, or a plain string)',
    async run([key, ...rest], call) {
      if (!key || rest.length === 0) throw new OperatorError('usage: settings set KEY VALUE');
      const value = parseValue(rest.join(' '));
      const saved = await call(api.operator.setSetting, { params: { key }, body: { value } });
      return `${saved.key} = ${show(saved.value)}`;
    },
  },
];
