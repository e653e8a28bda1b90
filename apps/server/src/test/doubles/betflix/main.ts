import { runDouble } from '../serve';
import { startBetflixDouble } from './server';

/**
 * The Betflix double run on its own (e2e): `node --import tsx …/main.ts --port N` prints
 * `listening N`. Credentials and upline from env as the server reads them, with test defaults.
 */
// eslint-disable-next-line no-restricted-properties -- a standalone test tool, not the server
const env = process.env;
await runDouble((port) =>
  startBetflixDouble({
    port,
    apiKey: env.BETFLIX_API_KEY ?? 'fake-x-api-key',
    apiCat: env.BETFLIX_API_CAT ?? 'fake-x-api-cat',
    upline: env.BETFLIX_UPLINE ?? 'fkag',
    ...(env.BETFLIX_ENTRANCE ? { entrance: env.BETFLIX_ENTRANCE } : {}),
    ...(env.BETFLIX_AGENT_CREDIT
      ? { agentCredit: Math.round(Number(env.BETFLIX_AGENT_CREDIT) * 100) }
      : {}),
  }),
);
