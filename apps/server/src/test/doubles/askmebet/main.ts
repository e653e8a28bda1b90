import { startAskmebetDouble } from './double';

/**
 * The askmebet protocol double on its own (e2e): `node --import tsx
 * apps/server/src/test/doubles/askmebet/main.ts --port N` prints `listening N`. Credentials come
 * from ASKMEBET_AGENT, ASKMEBET_KEY, ASKMEBET_PREFIX and ASKMEBET_WEB (test defaults otherwise);
 * it is driven over HTTP at /__double/* (state, bets, void, agent-credit, faults, reset).
 */
// eslint-disable-next-line no-restricted-properties -- a test tool run on its own, not the server
const env = process.env;
const at = process.argv.indexOf('--port');
const port = at >= 0 ? Number(process.argv[at + 1]) : 0;
if (!Number.isInteger(port) || port < 0) {
  console.error('usage: main.ts --port N');
  process.exit(2);
}

const double = await startAskmebetDouble({
  port,
  ...(env.ASKMEBET_AGENT ? { agent: env.ASKMEBET_AGENT } : {}),
  ...(env.ASKMEBET_KEY ? { key: env.ASKMEBET_KEY } : {}),
  ...(env.ASKMEBET_PREFIX ? { prefix: env.ASKMEBET_PREFIX } : {}),
  ...(env.ASKMEBET_WEB ? { web: env.ASKMEBET_WEB } : {}),
  ...(env.ASKMEBET_DUP_WINDOW_MS ? { dupWindowMs: Number(env.ASKMEBET_DUP_WINDOW_MS) } : {}),
});
console.log(`listening ${new URL(double.url).port}`);

const stop = () => {
  void double.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
