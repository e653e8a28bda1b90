import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from './db/client';
import { LedgerAccounts } from './ledger/accounts';
import { Adjustments } from './ledger/adjustments';
import { checkLedger } from './ledger/check';
import { Idempotency } from './ledger/idempotency';
import { Ledger } from './ledger/ledger';
import { LedgerKinds } from './ledger/registry';
import type { GamesConfig } from './config/env';
import { MemberRepo } from './members/repo';

/** What the app's configuration gives every module (data only; adapters come with `with`). */
export interface KernelConfig {
  /** The server's clock (a test clock moves it). */
  now: () => Date;
  sessionTtlMs: number;
  staffSession: { idleMinutes: number; hours: number };
  games: GamesConfig & { credentialsKey: Buffer };
  /** The payment gateways' webhook HMAC secret. */
  webhookSecret: string;
  /**
   * The embedded database (PGlite): one connection, and this process its only writer (the data
   * directory is locked), so what this process caches of the database is never stale.
   */
  embedded: boolean;
}

/**
 * The ground floor every module stands on: the database, the clock, the ledger (posting,
 * accounts, money guards, idempotency, the kind registry) and keys derived from the server's
 * secret. It knows no module: modules add to it (kinds, guards) when they are created.
 */
export interface Kernel {
  readonly db: Db;
  readonly now: () => Date;
  readonly config: KernelConfig;
  /** The app's logger (start-up warnings, jobs). */
  readonly log: FastifyBaseLogger;
  readonly ledger: Ledger;
  /**
   * The ledger's kinds: the core's, then each module's `ledger` added at start and stored before
   * anything posts (the database refuses a kind no one declared).
   */
  readonly ledgerKinds: LedgerKinds;
  readonly ledgerAccounts: LedgerAccounts;
  readonly idempotency: Idempotency;
  readonly adjustments: Adjustments;
  /** The members table: every module's money and identity hang off a member. */
  readonly members: MemberRepo;
  /** `ledger:check`: every balance equals its postings, every entry balances per currency. */
  ledgerCheck(): ReturnType<typeof checkLedger>;
  /**
   * A key derived from the server's secret for one purpose (signed links, guest ids, truelink):
   * every server copy derives the same.
   */
  derive(label: string): Buffer;
}

export function createKernel(db: Db, config: KernelConfig, log: FastifyBaseLogger): Kernel {
  const ledgerKinds = new LedgerKinds();
  const ledger = new Ledger(db, ledgerKinds);
  const ledgerAccounts = new LedgerAccounts(db);
  return {
    db,
    now: config.now,
    config,
    log,
    ledger,
    ledgerKinds,
    ledgerAccounts,
    idempotency: new Idempotency(db),
    adjustments: new Adjustments(db, ledger, ledgerAccounts),
    members: new MemberRepo(db),
    ledgerCheck: () => checkLedger(db),
    derive: (label) => createHmac('sha256', config.games.credentialsKey).update(label).digest(),
  };
}
