import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_PREPARED_STATEMENTS } from '../db/prepared-statements';
import { parseCredentialsKey } from '../lib/credential-box';

/**
 * The one module that reads process.env (STYLE: env parsed once, fail fast with a readable
 * message). Relative paths resolve against the directory npm was started from (INIT_CWD), so
 * `npm start` at the repository root keeps data in ./data as the README says.
 */
const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Where slips and chat files are kept: DATA_DIR, or PostgreSQL for several copies (issue 12). */
  FILE_STORE: z.enum(['local', 'postgres']).default('local'),
  /** Redis for the chat socket's adapter, so several server copies share rooms (issue 12). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Distinct statements prepared per copy (decision 035); 0: all unnamed (pgbouncer < 1.21). */
  DATABASE_PREPARED_STATEMENTS: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(DEFAULT_PREPARED_STATEMENTS),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  OPERATOR_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  WEB_DIST: z.string().min(1).optional(),
  BACKOFFICE_DIST: z.string().min(1).optional(),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  /** Issue 14: how long a stopping copy lets requests and job runs in flight finish. */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
  /** Issue 14: the bearer token GET /metrics asks for; without it /metrics is not served. */
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  STAFF_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  STAFF_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(12),
  SMS_PROVIDER: z.enum(['outbox', 'http', 'thaibulksms']).default('outbox'),
  SMS_HTTP_URL: z.url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('WALLET'),
  // ThaiBulkSMS API v2 (docs: /work/shared/integrations/sms-gateways.md), SMS_PROVIDER=thaibulksms
  THAIBULKSMS_API_URL: z
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'the origin only (the adapter calls /sms and /credit)')
    .default('https://api-v2.thaibulksms.com'),
  THAIBULKSMS_API_KEY: z.string().min(1).optional(),
  THAIBULKSMS_API_SECRET: z.string().min(1).optional(),
  GAME_CREDENTIALS_KEY: z
    .string()
    .refine((v) => parseCredentialsKey(v) !== null, '64 hex digits or base64 of 32 bytes')
    .optional(),
  DEMO_PROVIDER_FAULT_RATE: z.coerce.number().min(0).max(1).default(0),
  // Real game providers (docs/integrations/game-providers.md): each is on when its URL is set.
  ASKMEBET_API_URL: z
    .url()
    .regex(/^https?:\/\/.+\/api\/v1$/, 'the base up to and including /api/v1')
    .optional(),
  ASKMEBET_AGENT: z
    .string()
    .regex(/^[A-Za-z0-9]{1,18}$/, 'letters and digits, at most 18 (player names are 8–24)')
    .optional(),
  ASKMEBET_KEY: z.string().min(1).optional(),
  ASKMEBET_PREFIX: z
    .string()
    .regex(/^[0-9A-Fa-f]{24}$/, '24 hex digits')
    .optional(),
  ASKMEBET_WEB: z.string().min(1).optional(),
  BETFLIX_API_URL: z
    .url()
    .regex(/^https?:\/\/.+\/v4$/, 'the base up to and including /v4')
    .optional(),
  BETFLIX_API_KEY: z.string().min(1).optional(),
  BETFLIX_API_CAT: z.string().min(1).optional(),
  BETFLIX_UPLINE: z
    .string()
    .regex(/^[A-Za-z0-9]{1,12}$/, 'letters and digits')
    .optional(),
  BETFLIX_ENTRANCE: z.url().optional(),
  GAME_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(8_000),
  GAME_BALANCE_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3_000),
  TRANSFER_RECOVERY_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(30),
  TRANSFER_RECOVERY_GRACE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ROUNDS_SYNC_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(3_600).default(3),
  REWARDS_INTERVAL_SECONDS: z.coerce.number().int().min(0).max(86_400).default(10),
  PAYMENT_WEBHOOK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
  SLIP_CHECK_URL: z.url().optional(),
  SLIP_CHECK_TOKEN: z.string().min(1).optional(),
  // Slip verification services (docs/integrations/slip-verification.md): which one checks slips
  SLIP_CHECK_PROVIDER: z.enum(['easyslip', 'slipok', 'http']).optional(),
  EASYSLIP_API_URL: z
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'the origin only (the adapter adds /v2/verify/bank)')
    .optional(),
  EASYSLIP_API_KEY: z
    .string()
    .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'a UUID')
    .optional(),
  SLIPOK_API_URL: z
    .url()
    .regex(/^https?:\/\/[^/?#]+\/?$/, 'the origin only (the adapter adds /api/line/apikey/…)')
    .optional(),
  SLIPOK_API_KEY: z.string().min(1).optional(),
  SLIPOK_BRANCH_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or - (it goes into the path)')
    .optional(),
  PAYMENT_GATEWAY_URL: z.url().optional(),
  PAYMENT_GATEWAY_TOKEN: z.string().min(1).optional(),
  // browser tests only: a server clock the operator token can move forward (issue 15)
  TEST_CLOCK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  // the explicit switch of a test server; TEST_CLOCK needs it, whatever NODE_ENV says
  TEST_MODE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});

/** Every variable the server reads (the README's configuration table lists each). */
export const ENV_VARIABLES = Object.keys(EnvSchema.shape) as readonly string[];

export interface Env {
  /** A movable server clock for browser tests (TEST_CLOCK=true). */
  testClock: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  databasePreparedStatements: number;
  fileStore: 'local' | 'postgres';
  redisUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  operatorToken: string | undefined;
  webDist: string;
  /** The staff back-office's build, served at /backoffice (issue 11). */
  backofficeDist: string;
  trustProxy: boolean;
  bodyLimitBytes: number;
  shutdownGraceMs: number;
  metricsToken: string | undefined;
  sessionTtlHours: number;
  /** Back-office sessions (issue 11): idle and absolute limits. */
  staffSession: { idleMinutes: number; hours: number };
  sms: SmsConfig;
  games: GamesConfig;
  /** HMAC secret of payment gateway webhooks; else a key file in DATA_DIR (docs/decisions/008). */
  paymentWebhookSecret: string | undefined;
  /** HTTP adapters of issue 5; unset: the operator review queue and the local gateway. */
  depositAdapters: {
    slipCheck: SlipCheckEnv | undefined;
    gateway: { url: string; token: string | undefined } | undefined;
  };
}

/**
 * The slip check (SLIP_CHECK_PROVIDER): the generic HTTP service (SLIP_CHECK_URL), EasySlip v2
 * or SlipOK, each by its origin; unset: the operator review queue.
 */
export type SlipCheckEnv =
  | { url: string; token: string | undefined }
  | { provider: 'easyslip'; apiUrl: string; apiKey: string }
  | { provider: 'slipok'; apiUrl: string; apiKey: string; branchId: string };

/** Game providers, transfers and their recovery job (issue 4, docs/decisions/007). */
export interface GamesConfig {
  /** AES-256 key for game passwords at rest; else a key file in DATA_DIR. */
  credentialsKey: Buffer | undefined;
  /** Share (0–1) of demo provider calls that fail or time out on purpose. */
  demoFaultRate: number;
  /** A transfer call the provider has not answered by then is in doubt. */
  providerTimeoutMs: number;
  /** A balance the provider has not sent by then is shown as unavailable. */
  balanceTimeoutMs: number;
  /** How often the recovery job runs (0: only at start). */
  recoveryIntervalMs: number;
  /** A transfer in flight this long is asked about by id. */
  recoveryGraceMs: number;
  /** How often the bet feeds are read into game_rounds (0: only by `rounds:sync`). */
  roundsSyncIntervalMs: number;
  /** How often invite accruals and refund offers are written (0: only by operator commands). */
  rewardsIntervalMs: number;
  /** The askmebet aggregator (AMB "ext" agent API), when configured. */
  askmebet: AskmebetConfig | undefined;
  /** The Betflix aggregator (v4 agent API), when configured. */
  betflix: BetflixConfig | undefined;
}

export interface AskmebetConfig {
  apiUrl: string;
  agent: string;
  key: string;
  prefix: string;
  web: string;
}

export interface BetflixConfig {
  apiUrl: string;
  apiKey: string;
  apiCat: string;
  upline: string;
  /** The agent's game site, for lobby links (`<entrance>/login/apilogin/<token>`). */
  entrance: string | undefined;
}

export type SmsConfig =
  | { provider: 'outbox' }
  | { provider: 'http'; url: string; token: string | undefined; sender: string }
  | {
      provider: 'thaibulksms';
      /** The origin; the adapter calls `/sms` and `/credit`. */
      apiUrl: string;
      apiKey: string;
      apiSecret: string;
      /** Only when SMS_SENDER is set: an unapproved sender name is refused (HTTP 400). */
      sender: string | undefined;
      timeoutMs?: number;
    };

export class EnvError extends Error {}

const repoRoot = path.resolve(import.meta.dirname, '../../../../..');

/**
 * A provider's settings come all together or not at all: half a configuration would start a
 * server that fails its first real bet, so it stops at start naming what is missing.
 */
function allOrNone<K extends string>(
  provider: string,
  parts: Record<K, [name: string, value: string | undefined]>,
): Record<K, string> | undefined {
  const entries = Object.entries(parts) as [K, [string, string | undefined]][];
  const missing = entries.filter(([, [, value]]) => !value).map(([, [name]]) => name);
  if (missing.length === entries.length) return undefined;
  if (missing.length > 0) {
    throw new EnvError(
      `Invalid environment:\n${missing
        .map((name) => `  ${name}: required when any ${provider}_* setting is set`)
        .join('\n')}`,
    );
  }
  return Object.fromEntries(entries.map(([key, [, value]]) => [key, value])) as Record<K, string>;
}

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // a movable clock changes every time rule (limits, breaks, sessions): only on a server
  // explicitly started for tests, never inferred from NODE_ENV's absence or spelling
  if (e.TEST_CLOCK && !e.TEST_MODE) {
    throw new EnvError(
      'Invalid environment:\n  TEST_CLOCK: only on a test server, with TEST_MODE=true as well',
    );
  }
  if (e.TEST_CLOCK && source.NODE_ENV?.trim().toLowerCase() === 'production') {
    throw new EnvError('Invalid environment:\n  TEST_CLOCK: never in production (NODE_ENV)');
  }
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    throw new EnvError('Invalid environment:\n  SMS_HTTP_URL: required when SMS_PROVIDER=http');
  }
  if (e.SMS_PROVIDER === 'thaibulksms') {
    const missing = (['THAIBULKSMS_API_KEY', 'THAIBULKSMS_API_SECRET'] as const).filter(
      (name) => !e[name],
    );
    if (missing.length > 0) {
      throw new EnvError(
        `Invalid environment:\n${missing.map((n) => `  ${n}: required when SMS_PROVIDER=thaibulksms`).join('\n')}`,
      );
    }
  }
  // issue 14 (found by the cluster test): a transfer's provider calls (send, then look it up)
  // may take up to 3 timeouts; recovery acting sooner can reverse a transfer the provider then
  // applies, and the ledger and the provider disagree
  if (e.TRANSFER_RECOVERY_GRACE_SECONDS * 1000 <= 3 * e.GAME_PROVIDER_TIMEOUT_MS) {
    throw new EnvError(
      'Invalid environment:\n  TRANSFER_RECOVERY_GRACE_SECONDS: must be longer than 3 × ' +
        `GAME_PROVIDER_TIMEOUT_MS (${(3 * e.GAME_PROVIDER_TIMEOUT_MS) / 1000} s)`,
    );
  }
  const askmebet = allOrNone('ASKMEBET', {
    apiUrl: ['ASKMEBET_API_URL', e.ASKMEBET_API_URL],
    agent: ['ASKMEBET_AGENT', e.ASKMEBET_AGENT],
    key: ['ASKMEBET_KEY', e.ASKMEBET_KEY],
    prefix: ['ASKMEBET_PREFIX', e.ASKMEBET_PREFIX],
    web: ['ASKMEBET_WEB', e.ASKMEBET_WEB],
  });
  const betflix = allOrNone('BETFLIX', {
    apiUrl: ['BETFLIX_API_URL', e.BETFLIX_API_URL],
    apiKey: ['BETFLIX_API_KEY', e.BETFLIX_API_KEY],
    apiCat: ['BETFLIX_API_CAT', e.BETFLIX_API_CAT],
    upline: ['BETFLIX_UPLINE', e.BETFLIX_UPLINE],
  });
  const slipCheck = slipCheckOf(e);
  const base = source.INIT_CWD ?? process.cwd();
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(base, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    databasePreparedStatements: e.DATABASE_PREPARED_STATEMENTS,
    fileStore: e.FILE_STORE,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    operatorToken: e.OPERATOR_TOKEN,
    webDist: e.WEB_DIST ? path.resolve(base, e.WEB_DIST) : path.join(repoRoot, 'apps/web/dist'),
    backofficeDist: e.BACKOFFICE_DIST
      ? path.resolve(base, e.BACKOFFICE_DIST)
      : path.join(repoRoot, 'apps/backoffice/dist'),
    trustProxy: e.TRUST_PROXY,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    metricsToken: e.METRICS_TOKEN,
    sessionTtlHours: e.SESSION_TTL_HOURS,
    staffSession: { idleMinutes: e.STAFF_IDLE_MINUTES, hours: e.STAFF_SESSION_HOURS },
    testClock: e.TEST_CLOCK,
    sms:
      e.SMS_PROVIDER === 'http'
        ? {
            provider: 'http',
            url: e.SMS_HTTP_URL ?? '',
            token: e.SMS_HTTP_TOKEN,
            sender: e.SMS_SENDER,
          }
        : e.SMS_PROVIDER === 'thaibulksms'
          ? {
              provider: 'thaibulksms',
              apiUrl: e.THAIBULKSMS_API_URL.replace(/\/+$/, ''),
              apiKey: e.THAIBULKSMS_API_KEY ?? '',
              apiSecret: e.THAIBULKSMS_API_SECRET ?? '',
              // the default 'WALLET' is no approved name: sent only when the operator set one
              sender: source.SMS_SENDER ? e.SMS_SENDER : undefined,
            }
          : { provider: 'outbox' },
    games: {
      credentialsKey: e.GAME_CREDENTIALS_KEY
        ? (parseCredentialsKey(e.GAME_CREDENTIALS_KEY) ?? undefined)
        : undefined,
      demoFaultRate: e.DEMO_PROVIDER_FAULT_RATE,
      providerTimeoutMs: e.GAME_PROVIDER_TIMEOUT_MS,
      balanceTimeoutMs: e.GAME_BALANCE_TIMEOUT_MS,
      recoveryIntervalMs: e.TRANSFER_RECOVERY_INTERVAL_SECONDS * 1000,
      recoveryGraceMs: e.TRANSFER_RECOVERY_GRACE_SECONDS * 1000,
      roundsSyncIntervalMs: e.ROUNDS_SYNC_INTERVAL_SECONDS * 1000,
      rewardsIntervalMs: e.REWARDS_INTERVAL_SECONDS * 1000,
      askmebet,
      betflix: betflix && { ...betflix, entrance: e.BETFLIX_ENTRANCE },
    },
    paymentWebhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    depositAdapters: {
      slipCheck,
      gateway: e.PAYMENT_GATEWAY_URL
        ? { url: e.PAYMENT_GATEWAY_URL, token: e.PAYMENT_GATEWAY_TOKEN }
        : undefined,
    },
  };
}

/**
 * SLIP_CHECK_PROVIDER picks the service and its settings must be there (checked at start). No
 * provider: SLIP_CHECK_URL as before (the generic HTTP checker), else the review queue; an
 * EasySlip or SlipOK key without SLIP_CHECK_PROVIDER stops the start rather than be ignored.
 */
function slipCheckOf(e: z.infer<typeof EnvSchema>): SlipCheckEnv | undefined {
  const fail = (line: string) => {
    throw new EnvError(`Invalid environment:\n  ${line}`);
  };
  const slipok = allOrNone('SLIPOK', {
    apiKey: ['SLIPOK_API_KEY', e.SLIPOK_API_KEY],
    branchId: ['SLIPOK_BRANCH_ID', e.SLIPOK_BRANCH_ID],
  });
  const origin = (url: string) => url.replace(/\/+$/, '');
  switch (e.SLIP_CHECK_PROVIDER) {
    case 'easyslip':
      if (!e.EASYSLIP_API_KEY) fail('EASYSLIP_API_KEY: required when SLIP_CHECK_PROVIDER=easyslip');
      return {
        provider: 'easyslip',
        apiUrl: origin(e.EASYSLIP_API_URL ?? 'https://api.easyslip.com'),
        apiKey: e.EASYSLIP_API_KEY ?? '',
      };
    case 'slipok':
      if (!slipok)
        fail('SLIPOK_API_KEY, SLIPOK_BRANCH_ID: required when SLIP_CHECK_PROVIDER=slipok');
      return {
        provider: 'slipok',
        apiUrl: origin(e.SLIPOK_API_URL ?? 'https://api.slipok.com'),
        apiKey: slipok?.apiKey ?? '',
        branchId: slipok?.branchId ?? '',
      };
    case 'http':
      if (!e.SLIP_CHECK_URL) fail('SLIP_CHECK_URL: required when SLIP_CHECK_PROVIDER=http');
      break;
    default:
      if (e.EASYSLIP_API_KEY || slipok) {
        fail('SLIP_CHECK_PROVIDER: required (easyslip or slipok) when their keys are set');
      }
  }
  return e.SLIP_CHECK_URL ? { url: e.SLIP_CHECK_URL, token: e.SLIP_CHECK_TOKEN } : undefined;
}
