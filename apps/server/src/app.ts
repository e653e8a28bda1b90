import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
import { Readiness } from './modules/system/readiness';
import { metricsRoute } from './kernel/observability/metrics-route';
import { trackRoutes } from './kernel/http/allowed-methods';
import { securityHeaders } from './kernel/http/security-headers';
import { compressAnswers } from './kernel/http/compression';
import { zodSerializerCompiler, zodValidatorCompiler } from './kernel/http/validation';
import type { SmsSender } from './adapters/sms/interface';
import type { GamesConfig, SmsConfig } from './kernel/config/env';
import { demoProviderRoutes } from './adapters/game-providers/demo/routes';
import { accountRoutes } from './modules/account/routes';
import { memberAuth } from './modules/auth/member-auth';
import { authRoutes } from './modules/auth/routes';
import { lookupRoutes } from './modules/lookup/routes';
import { operatorMemberRoutes } from './modules/operator/member-routes';
import { operatorRoutes } from './modules/operator/routes';
import { otpRoutes } from './modules/otp/routes';
import { systemRoutes } from './modules/system/routes';
import { terminatedGuard } from './modules/system/terminated-guard';
import { mediaRoutes } from './modules/wallet/media-routes';
import { walletRoutes } from './modules/wallet/routes';
import { createServices, type AppServices, type DepositOptions } from './services';
import { depositRoutes } from './modules/deposits/routes';
import { SLIP_MAX_BYTES } from './modules/deposits/slip-reader';
import { operatorDepositRoutes } from './modules/operator/deposit-routes';
import { statementRoutes } from './modules/statement/routes';
import { withdrawalRoutes } from './modules/withdrawals/routes';
import { bonusRoutes } from './modules/bonus/routes';
import { responsibleRoutes } from './modules/responsible/routes';
import { operatorBonusRoutes } from './modules/bonus/operator-routes';
import { rewardRoutes } from './modules/invite/routes';
import { operatorRewardRoutes } from './modules/invite/operator-routes';
import { spinwheelRoutes } from './modules/spinwheel/routes';
import { operatorSpinwheelRoutes } from './modules/spinwheel/operator-routes';
import { staffAuth } from './modules/staff/auth';
import { operatorStaffRoutes } from './modules/staff/operator-routes';
import { operatorMemberLookupRoutes } from './modules/operator/member-lookup-routes';
import { backofficeRoutes } from './modules/staff/routes';
import { chatRoutes } from './modules/chat/routes';
import { operatorChatRoutes } from './modules/chat/operator-routes';
import { attachChatSocket } from './modules/chat/socket';
import { testClockRoutes, type TestClock } from './kernel/http/test-clock';
import { LocalFileStore } from './adapters/file-store/local';
import { PostgresFileStore } from './adapters/file-store/postgres';

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
  depositAdapters?: Pick<DepositOptions, 'slipCheck' | 'gateway'>;
  /** Browser tests: a clock `POST /api/test/clock` moves forward (env TEST_CLOCK). */
  testClock?: TestClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
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
  const services = createServices(database.db, {
    now: options.now ?? options.testClock?.now ?? (() => new Date()),
    sessionTtlMs: (options.sessionTtlHours ?? 24 * 30) * 3_600_000,
    staffSession: options.staffSession ?? { idleMinutes: 30, hours: 12 },
    sms: options.sms ?? { provider: 'outbox' },
    games: {
      // no key given (tests): a random one, good for this process only
      credentialsKey: options.games?.credentialsKey ?? randomBytes(32),
      demoFaultRate: options.games?.demoFaultRate ?? 0,
      providerTimeoutMs: options.games?.providerTimeoutMs ?? 8_000,
      balanceTimeoutMs: options.games?.balanceTimeoutMs ?? 3_000,
      recoveryGraceMs: options.games?.recoveryGraceMs ?? 60_000,
    },
    deposits: {
      files:
        options.fileStore === 'postgres'
          ? new PostgresFileStore(database.db)
          : new LocalFileStore(dataDir),
      webhookSecret: options.webhookSecret ?? randomBytes(32).toString('base64url'),
      ...options.depositAdapters,
    },
  });
  // the ledger's kinds into the database's reference tables: before anything seeds or posts
  await services.ledgerKinds.store(database.db);
  await services.settings.seed();
  await services.walletRepo.seedCatalogue();
  await services.bonusCatalogue.seed();
  await services.wheels.seed();
  // the operator token of earlier releases is the owner's bootstrap API key (issue 11)
  if ((await services.staff.bootstrap(options.operatorToken)) === 'revoked') {
    // revoked by staff: it stays so, and the server runs on without it (docs/decisions/013)
    app.log.warn(
      'the operator token (OPERATOR_TOKEN or DATA_DIR/operator-token) is revoked: the CLI needs a personal API key',
    );
  }
  app.decorate('services', services);
  // issue 14: the slip reader's worker threads end with the app
  app.addHook('onClose', () => services.slips.close());
  app.addHook('onClose', () => database.close());

  terminatedGuard(app, services.settings);
  memberAuth(app, services.sessions);
  staffAuth(app, services.staff, services.audit);
  const readiness = new Readiness(database.db);
  app.decorate('readiness', readiness);
  systemRoutes(app, readiness);
  if (options.metricsToken) metricsRoute(app, database, options.metricsToken);
  lookupRoutes(app, services.lookup);
  otpRoutes(app, services.otp);
  authRoutes(app, services.login, services.sessions);
  accountRoutes(app, services.accounts);
  walletRoutes(app, services);
  await app.register(multipart, {
    limits: { fileSize: SLIP_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  withdrawalRoutes(app, services);
  depositRoutes(app, services);
  statementRoutes(app, services.statement);
  bonusRoutes(app, services);
  responsibleRoutes(app, services.responsible);
  rewardRoutes(app, services);
  spinwheelRoutes(app, services);
  mediaRoutes(app);
  demoProviderRoutes(app, services.demoProvider);
  operatorRoutes(app, services);
  operatorMemberRoutes(app, services);
  operatorDepositRoutes(app, services);
  operatorBonusRoutes(app, services);
  operatorRewardRoutes(app, services);
  operatorSpinwheelRoutes(app, services);
  operatorStaffRoutes(app, services);
  operatorMemberLookupRoutes(app, services);
  chatRoutes(app, services);
  operatorChatRoutes(app, services);
  await attachChatSocket(app, {
    ...services,
    redisUrl: options.redisUrl,
    trustProxy: options.trustProxy,
  });
  backofficeRoutes(app, services, { absoluteMs: (options.staffSession?.hours ?? 12) * 3_600_000 });
  if (options.testClock) {
    testClockRoutes(app, options.testClock, services.audit);
    app.log.warn('test clock on (TEST_CLOCK, TEST_MODE): POST /api/test/clock moves time');
  }
  const openApi = buildOpenApiDocument();
  app.get('/api/docs', { config: { access: 'public' } }, async () => openApi);
  await registerSpa(
    app,
    options.webDist ?? '',
    allowedMethods,
    options.backofficeDist ?? '',
    // the settings snapshot (1 s fresh): no database read per page
    async () => (await services.settings.get('site.name').catch(() => undefined)) ?? undefined,
  );
  return app;
}
