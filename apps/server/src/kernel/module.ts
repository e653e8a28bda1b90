import type { FastifyInstance } from 'fastify';
import type { JobOptions } from './jobs/scheduler';
import type { ScrapeGauge } from './observability/metrics-route';
import type { Kernel } from './kernel';
import type { LedgerModule } from './ledger/registry';

/**
 * A module: one folder under modules/ whose `module.ts` declares everything it adds to the app
 * (docs/decisions/022) — its services (`create`), its ledger kinds, its seeds (`start`), its
 * member and operator routes, its background jobs, what it closes — and which modules it needs.
 * Whatever it hooks into (a money guard, a credit hold, a listener on another module's event) it
 * registers in `create`, so a reader sees from this one file what the module takes part in.
 */
export interface ModuleSpec<Name extends string, Api, Options> {
  readonly name: Name;
  /** The modules whose public API `use` may hand this one; they are created first. */
  readonly needs?: readonly AnyModule[];
  /** What it adds to the ledger: account, entry and source kinds (docs/decisions/010). */
  readonly ledger?: LedgerModule;
  create(ctx: ModuleContext<Options>): Api;
  /** After every module is created: seeds and other start-up work. */
  start?(api: Api, ctx: ModuleContext<Options>): Promise<void>;
  /** Its member and operator routes (the contract's endpoints it answers). */
  routes?(app: FastifyInstance, api: Api, ctx: ModuleContext<Options>): void | Promise<void>;
  /** Background jobs: each runs once per due time across every copy (kernel/jobs). */
  jobs?(api: Api, ctx: ModuleContext<Options>): JobOptions[];
  /** Figures read at each `/metrics` scrape (a queue's length, silent devices). */
  gauges?(api: Api, ctx: ModuleContext<Options>): ScrapeGauge[];
  /** When the app closes. */
  close?(api: Api): Promise<void> | void;
}

export interface ModuleContext<Options> {
  kernel: Kernel;
  /** Another module's public API; only a module named in `needs` (else it throws at start). */
  use: Use;
  options: Options;
}

export type Use = <M extends AnyModule>(module: M) => ApiOf<M>;

export interface Module<
  Name extends string = string,
  Api = unknown,
  Options = undefined,
> extends ModuleSpec<Name, Api, Options> {
  /** The module with its options given (by app.ts, from configuration). */
  with(options: Options): BoundModule<Name, Api, Options>;
}

/** A module in the app's list: its options given. */
export interface BoundModule<Name extends string = string, Api = unknown, Options = unknown> {
  readonly module: Module<Name, Api, Options>;
  readonly options: Options;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any module, whatever its API
export type AnyModule = Module<string, any, any>;
export type ApiOf<M> = M extends Module<string, infer A, infer _O> ? A : never;

export function defineModule<Name extends string, Api, Options = undefined>(
  spec: ModuleSpec<Name, Api, Options>,
): Module<Name, Api, Options> {
  const module: Module<Name, Api, Options> = {
    ...spec,
    with: (options) => ({ module, options }),
  };
  return module;
}
