import type { FastifyInstance } from 'fastify';
import { api } from '@wallet/contract';
import { route } from '../../kernel/http/route';
import type { AgentCreditWatch } from './agent-credit';

/** Staff: the game providers' agent credit (dashboard alert) and a live connection check. */
export function providerRoutes(
  app: FastifyInstance,
  deps: { agentCredit: AgentCreditWatch },
): void {
  const o = api.operatorProviders;
  route(app, o.providers, async () => ({ providers: await deps.agentCredit.all() }));
  route(app, o.checkProvider, (req) => deps.agentCredit.check(req.params.name));
}
