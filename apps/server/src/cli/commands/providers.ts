import { api, type ProviderCredit } from '@wallet/contract';
import { OperatorError } from '../client';
import type { Command } from './types';

const amount = (minor: number) =>
  (minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function describe(p: ProviderCredit): string {
  if (!p.reachable) return `${p.provider}: NOT REACHABLE (${p.error ?? 'no answer'})`;
  if (p.credit === null) return `${p.provider}: connected, no agent credit limit`;
  const alert = p.low ? `  BELOW THE ALERT (${amount(p.alertBelow)})` : '';
  return `${p.provider}: connected, agent credit ${amount(p.credit)}${alert}`;
}

export const providerCommands: Command[] = [
  {
    name: 'providers',
    args: '',
    description: "Every configured game provider's agent credit (kept a minute) and alerts",
    async run(_args, call) {
      const { providers } = await call(api.operatorProviders.providers);
      return providers.map(describe).join('\n');
    },
  },
  {
    name: 'provider:check',
    args: 'NAME',
    description:
      'Call a game provider now on a read-only endpoint (agent credit): is its configuration right?',
    async run([name], call) {
      if (!name) throw new OperatorError('usage: provider:check NAME (askmebet, betflix, demo)');
      const checked = await call(api.operatorProviders.checkProvider, { params: { name } });
      // a provider that does not answer is a failed check: the command's exit code says so
      if (!checked.reachable) throw new OperatorError(describe(checked));
      return describe(checked);
    },
  },
];
