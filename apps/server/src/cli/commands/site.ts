import { api } from '@wallet/contract';
import type { Command } from './types';

export const siteCommands: Command[] = [
  {
    name: 'terminate',
    args: '',
    description: 'Mark the site terminated: members are sent to /terminated',
    async run(_args, call) {
      await call(api.operator.terminate);
      return 'Site terminated. Undo with: reactivate';
    },
  },
  {
    name: 'reactivate',
    args: '',
    description: 'Make a terminated site active again',
    async run(_args, call) {
      await call(api.operator.reactivate);
      return 'Site active.';
    },
  },
];
