import { runDouble } from '../serve';
import { startAskmebetDouble } from './double';

/**
 * The askmebet protocol double on its own (e2e): `node --import tsx
 * apps/server/src/test/doubles/askmebet/main.ts --port N` prints `listening N`. Credentials come
 * from ASKMEBET_AGENT, ASKMEBET_KEY, ASKMEBET_PREFIX and ASKMEBET_WEB (test defaults otherwise);
 * it is driven over HTTP at /__double/* (state, bets, void, agent-credit, faults, reset).
 */
// eslint-disable-next-line no-restricted-properties -- a test tool run on its own, not the server
const env = process.env;
await runDouble((port) =>
  startAskmebetDouble({
    port,
    ...(env.ASKMEBET_AGENT ? { agent: env.ASKMEBET_AGENT } : {}),
    ...(env.ASKMEBET_KEY ? { key: env.ASKMEBET_KEY } : {}),
    ...(env.ASKMEBET_PREFIX ? { prefix: env.ASKMEBET_PREFIX } : {}),
    ...(env.ASKMEBET_WEB ? { web: env.ASKMEBET_WEB } : {}),
    ...(env.ASKMEBET_DUP_WINDOW_MS ? { dupWindowMs: Number(env.ASKMEBET_DUP_WINDOW_MS) } : {}),
  }),
);
