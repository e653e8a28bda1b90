import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_LOCALE, LAO_DEFAULT_LOCALE } from '@wallet/contract';
import multipart from '@fastify/multipart';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import type { Database } from './kernel/db/client';
import { registerErrorHandler } from './kernel/http/error-handler';
import { buildOpenApiDocument } from './kernel/http/openapi';
import { registerSpa } from './kernel/http/spa';
import type { Readiness } from './modules/system/readiness';
import { metricsRoute } from './kernel/observability/metrics-route';
import { trackRoutes } from './kernel/http/allowed-methods';
import { securityHeaders } from './kernel/http/security-headers';
import { compressAnswers } from './kernel/http/compression';
import { zodSerializerCompiler, zodValidatorCompiler } from './kernel/http/validation';
import type { SmsSender } from './adapters/sms/interface';
import { HttpSmsSender } from './adapters/sms/http';
import { ThaibulksmsSmsSender } from './adapters/sms/thaibulksms/sender';
import type { GamesConfig, SmsConfig } from './kernel/config/env';
import { declareActs } from './kernel/http/acts';
import { testClockRoutes, type TestClock } from './kernel/http/test-clock';
import { assembleModules } from './kernel/assemble';
import { createKernel, type Kernel } from './kernel/kernel';
import type { JobOptions } from './kernel/jobs/scheduler';
import type { ApiOf } from './kernel/module';
import { LocalFileStore } from './adapters/file-store/local';
import { PostgresFileStore } from './adapters/file-store/postgres';
import { SLIP_MAX_BYTES } from './modules/deposits/slip-reader';
import { appModules, type AppModule } from './modules';
import type { DepositsModuleOptions } from './modules/deposits/module';

export interface AppOptions {
  /** Issue 14: the bearer token of GET /metrics (METRICS_TOKEN); no token, no /metrics. */
  metricsToken?: string | undefined;
  database: Database;
  operatorToken: string;
  webDist?: string;
  backofficeDist?: string;
  logger?: FastifyServerOptions['logger'];
  bodyLimitBytes?: number;
  trustProxy?: boolean;
  now?: () => Date;
  sessionTtlHours?: number;
  staffSession?: { idleMinutes: number; hours: number };
  /** SMS settings from env, or a sender object (tests). Default: the outbox. */
  sms?: SmsConfig | SmsSender;
  /** Game providers and transfers (env GAME_*, DEMO_PROVIDER_*, TRANSFER_RECOVERY_*). */
  games?: Partial<GamesConfig>;
  /** Where local files are kept (`<dataDir>/slips`, `<dataDir>/chat`); default: a temporary one. */
  dataDir?: string;
  /** Slips and chat files under dataDir (default) or in PostgreSQL (env FILE_STORE). */
  fileStore?: 'local' | 'postgres';
  /** The chat socket's Redis adapter, for several copies (env REDIS_URL). */
  redisUrl?: string;
  /** HMAC secret of payment webhooks (env PAYMENT_WEBHOOK_SECRET or a key file in DATA_DIR). */
  webhookSecret?: string;
  /** HTTP adapters (env SLIP_CHECK_*, PAYMENT_GATEWAY_*); default: review queue, local gateway. */
  depositAdapters?: Pick<DepositsModuleOptions, 'slipCheck' | 'gateway'>;
  /** Browser tests: a clock `POST /api/test/clock` moves forward (env TEST_CLOCK). */
  testClock?: TestClock;
}

/**
 * Every module's API and the kernel's, in one object: for tests and operator tooling that reach
 * into a running app. Modules never read it; they get what they `use`.
 */
export type AppServices = Kernel &
  UnionToIntersection<ApiOf<AppModule>> & { db: Kernel['db']; now: Kernel['now'] };

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
    /** The kernel: the database, the clock, the ledger, idempotency (kernel/kernel.ts). */
    kernel: Kernel;
    /** The modules' background jobs; server.ts starts them once the app listens. */
    jobs: readonly JobOptions[];
    /** Issue 14: /api/ready's state; SIGTERM sets `draining` (server.ts). */
    readiness: Readiness;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Builds the whole API (no listen): migrates and seeds the database first, so a built app is a
 * ready app. Tests build it on their own database and use app.inject().
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: options.bodyLimitBytes ?? 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode (broken percent-encoding) is bad input, not a crash.
    frameworkErrors: (error, request, reply) => {
      request.log.info({ detail: error.message }, 'request refused');
      void (reply as FastifyReply).status(400).send({ message: 'KEY_INVALID' });
    },
  });
  app.setValidatorCompiler(zodValidatorCompiler);
  app.setSerializerCompiler(zodSerializerCompiler);
  registerErrorHandler(app);
  const allowedMethods = trackRoutes(app);
  securityHeaders(app);
  compressAnswers(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const { database } = options;
  await database.migrate();
  // no data directory given (tests): a temporary one, removed when the app closes
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wallet-data-'));
  if (!options.dataDir) {
    app.addHook('onClose', () => fs.promises.rm(dataDir, { recursive: true, force: true }));
  }
  const now = options.now ?? options.testClock?.now ?? (() => new Date());
  const kernel = createKernel(
    database.db,
    {
      now,
      sessionTtlMs: (options.sessionTtlHours ?? 24 * 30) * 3_600_000,
      staffSession: options.staffSession ?? { idleMinutes: 30, hours: 12 },
      games: {
        // no key given (tests): a random one, good for this process only
        credentialsKey: options.games?.credentialsKey ?? randomBytes(32),
        demoFaultRate: options.games?.demoFaultRate ?? 0,
        providerTimeoutMs: options.games?.providerTimeoutMs ?? 8_000,
        balanceTimeoutMs: options.games?.balanceTimeoutMs ?? 3_000,
        recoveryIntervalMs: options.games?.recoveryIntervalMs ?? 60_000,
        recoveryGraceMs: options.games?.recoveryGraceMs ?? 60_000,
        roundsSyncIntervalMs: options.games?.roundsSyncIntervalMs ?? 60_000,
        rewardsIntervalMs: options.games?.rewardsIntervalMs ?? 3_600_000,
        askmebet: options.games?.askmebet,
        betflix: options.games?.betflix,
      },
      webhookSecret: options.webhookSecret ?? randomBytes(32).toString('base64url'),
      embedded: database.driver === 'pglite',
    },
    app.log,
  );
  app.decorate('kernel', kernel);
  declareActs(app);
  // slips and chat files: one store, chosen by FILE_STORE (decision 016)
  const files =
    options.fileStore === 'postgres'
      ? new PostgresFileStore(database.db)
      : new LocalFileStore(dataDir);
  const sms = options.sms ?? { provider: 'outbox' };
  await app.register(multipart, {
    limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  const assembled = await assembleModules(
    app,
    kernel,
    appModules({
      operatorToken: options.operatorToken,
      sender: (outbox) => {
        if ('send' in sms) return sms;
        if (sms.provider === 'http') return new HttpSmsSender(sms);
        if (sms.provider === 'thaibulksms') return new ThaibulksmsSmsSender(sms);
        return outbox;
      },
      files,
      ...options.depositAdapters,
      redisUrl: options.redisUrl,
      trustProxy: options.trustProxy,
    }),
  );
  app.decorate('services', Object.assign({}, kernel, ...assembled.apis.values()) as AppServices);
  app.decorate('jobs', assembled.jobs);
  app.addHook('onClose', () => database.close());
  if (options.metricsToken) metricsRoute(app, database, options.metricsToken, assembled.gauges);
  if (options.testClock) {
    testClockRoutes(app, options.testClock);
    app.log.warn('test clock on (TEST_CLOCK, TEST_MODE): POST /api/test/clock moves time');
  }
  const openApi = buildOpenApiDocument();
  app.get('/api/docs', { config: { access: 'public' } }, async () => openApi);
  await registerSpa(app, options.webDist ?? '', allowedMethods, options.backofficeDist ?? '', {
    // the settings snapshot (1 s fresh): no database read per page
    name: async () =>
      (await app.services.settings.get('site.name').catch(() => undefined)) ?? undefined,
    // spec §1: the first visit's language is Lao on the Lao deployment, Thai otherwise
    locale: async () => {
      const deployment = await app.services.settings.get('site.deployment').catch(() => undefined);
      return deployment === 'LA' ? LAO_DEFAULT_LOCALE : DEFAULT_LOCALE;
    },
    // the public pages paint the site's notice with their first screen
    active: (locale) => app.services.lookup.active(locale),
    // and its name in the header
    info: () => app.services.lookup.info(),
  });
  return app;
}
