import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, parseEnv } from './config/env';
import { openPglite, openPostgres } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { loggerOptions } from './http/logging';
import { TestClock } from './http/test-clock';
import { ensureWebhookSecret } from './modules/deposits/webhook-signature';
import { ensureOperatorToken } from './modules/operator/token';
import { ensureCredentialsKey } from './modules/wallet/credential-box';
import { startRecoveryJob } from './modules/wallet/recovery-job';
import { startRoundsJob } from './modules/rounds/job';
import { startRewardsJob } from './modules/rewards/job';

async function main(): Promise<void> {
  const env = parseEnv();
  const releaseLock = env.databaseUrl ? () => undefined : lockDataDir(env.dataDir);
  const database = env.databaseUrl
    ? openPostgres(env.databaseUrl, env.databasePoolSize)
    : await openPglite(path.join(env.dataDir, 'pgdata'));
  const operatorToken = await ensureOperatorToken(env.dataDir, env.operatorToken);
  const credentialsKey = await ensureCredentialsKey(env.dataDir, env.games.credentialsKey);
  const webhookSecret = await ensureWebhookSecret(env.dataDir, env.paymentWebhookSecret);
  const app = await buildApp({
    database,
    operatorToken,
    webDist: env.webDist,
    backofficeDist: env.backofficeDist,
    logger: loggerOptions(env.logLevel),
    bodyLimitBytes: env.bodyLimitBytes,
    trustProxy: env.trustProxy,
    sessionTtlHours: env.sessionTtlHours,
    staffSession: env.staffSession,
    sms: env.sms,
    games: { ...env.games, credentialsKey },
    dataDir: env.dataDir,
    fileStore: env.fileStore,
    ...(env.redisUrl ? { redisUrl: env.redisUrl } : {}),
    webhookSecret,
    depositAdapters: env.depositAdapters,
    ...(env.testClock ? { testClock: new TestClock() } : {}),
  });

  let stopRecovery: () => void = () => undefined;
  let stopRounds: () => void = () => undefined;
  let stopRewards: () => void = () => undefined;
  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    stopRecovery();
    stopRounds();
    stopRewards();
    await app.close();
    releaseLock();
  });

  await app.listen({ port: env.port, host: env.host });
  // ARCHITECTURE § Money: transfers left in doubt (a crash, a silent provider) are settled here
  stopRecovery = startRecoveryJob(app.services.recovery, env.games.recoveryIntervalMs, app.log);
  // issue 8: every provider's settled rounds into game_rounds, so bonus progress follows play
  stopRounds = startRoundsJob(app.services.rounds, env.games.roundsSyncIntervalMs, app.log);
  // issue 9: invite accruals and refund offers from deposits and game_rounds
  stopRewards = startRewardsJob(app.services.rewardsJob, env.games.rewardsIntervalMs, app.log);
  const port = (app.server.address() as { port: number } | null)?.port ?? env.port;
  app.log.info({ database: database.driver, dataDir: env.dataDir }, 'ready');
  // The one line a person starting the app looks for.
  console.log(`\n  Member wallet is running at http://localhost:${port}\n`);
}

main().catch((error: unknown) => {
  const known = error instanceof EnvError || error instanceof DataDirLockedError;
  console.error(known ? error.message : error);
  process.exit(1);
});
