import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, parseEnv } from './kernel/config/env';
import { openPglite, openPostgres } from './kernel/db/client';
import { DataDirLockedError, lockDataDir } from './kernel/db/data-dir-lock';
import { loggerOptions } from './kernel/http/logging';
import { TestClock } from './kernel/http/test-clock';
import { ensureWebhookSecret } from './modules/deposits/webhook-signature';
import { ensureOperatorToken } from './kernel/config/operator-token';
import { ensureCredentialsKey } from './kernel/lib/credential-box';
import { startBackgroundJobs } from './kernel/jobs/background-jobs';

async function main(): Promise<void> {
  const env = parseEnv();
  const releaseLock = env.databaseUrl ? () => undefined : lockDataDir(env.dataDir);
  const database = env.databaseUrl
    ? openPostgres(env.databaseUrl, env.databasePoolSize, env.databasePreparedStatements)
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
    metricsToken: env.metricsToken,
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

  let stopJobs: () => Promise<void> = async () => undefined;
  // issue 14: on SIGTERM the copy says it is not ready (the balancer stops sending), stops
  // accepting, lets requests and job runs in flight finish (bounded by the delay), closes its
  // sockets and database, and exits 0
  closeWithGrace({ delay: env.shutdownGraceMs }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'closing after an error');
    else app.log.info({ signal }, 'shutting down');
    app.readiness.draining = true;
    await stopJobs();
    await app.close();
    releaseLock();
  });

  await app.listen({ port: env.port, host: env.host });
  // the modules' jobs (transfer recovery, the bet feed, rewards): each once per due time across copies
  stopJobs = startBackgroundJobs(database.db, app.jobs, app.log);
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
