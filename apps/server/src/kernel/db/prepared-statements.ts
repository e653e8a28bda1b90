import pg from 'pg';

/** How many distinct statements a copy prepares unless DATABASE_PREPARED_STATEMENTS says. */
export const DEFAULT_PREPARED_STATEMENTS = 200;

/**
 * Statements parsed once per connection (docs/decisions/035). PostgreSQL spends a large share of
 * a short statement's time parsing and planning it: on the wallet transfer, sending its
 * statements as named (prepared) statements took PostgreSQL's CPU per call from 2.6 to 1.4 ms
 * (bench/wallet.mjs). The pool's clients give every parameterised statement seen more than once a
 * name, the same on every connection of the copy; the pg driver then parses it once per
 * connection and afterwards sends only its values.
 *
 * Bounded: at most `limit` distinct statements get a name (each costs memory on every connection
 * that runs it); later ones go unnamed as before. A statement without values goes as it always
 * did (the simple protocol, which allows several commands in one text: migrations).
 */
export class StatementNames {
  private readonly names = new Map<string, string>();
  /** Texts seen once and not named yet: a one-off statement never takes a name. */
  private readonly seenOnce = new Set<string>();
  private given = 0;

  constructor(readonly limit: number) {}

  /** The name of `text` if it is one the copy prepares (naming it now when it comes again). */
  nameOf(text: string): string | undefined {
    const named = this.names.get(text);
    if (named !== undefined || this.names.size >= this.limit) return named;
    if (!this.seenOnce.has(text)) {
      // bounded too: texts that vary call by call must not grow this set without end
      if (this.seenOnce.size >= SEEN_ONCE_LIMIT) this.seenOnce.clear();
      this.seenOnce.add(text);
      return undefined;
    }
    this.seenOnce.delete(text);
    return this.give(text);
  }

  /**
   * A new name for `text`, whose statement under `stale` PostgreSQL refuses to run since a
   * table it reads changed type (a migration by another copy): every connection then parses it
   * afresh under the new name. The old one stays on the connections that have it, unused.
   */
  renew(text: string, stale: string): void {
    if (this.names.get(text) === stale) this.give(text);
  }

  private give(text: string): string {
    const name = `wallet_s${++this.given}`;
    this.names.set(text, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

const SEEN_ONCE_LIMIT = 10_000;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  values?: unknown;
  submit?: unknown;
}

/**
 * The query, named when `names` prepares it; anything else (a cursor, a query with a name of its
 * own, one without values, a text seen once) exactly as given.
 */
export function withStatementName(
  names: StatementNames,
  config: unknown,
  values: unknown,
): unknown {
  if (typeof config === 'string') {
    if (!Array.isArray(values) || values.length === 0) return config;
    const name = names.nameOf(config);
    return name === undefined ? config : { text: config, name };
  }
  if (typeof config !== 'object' || config === null) return config;
  const query = config as QueryConfigLike;
  // a name of the caller's own is kept; drizzle's `.prepare('')` (built once) has none
  if (typeof query.submit === 'function' || query.name) return config;
  if (typeof query.text !== 'string') return config;
  const given = Array.isArray(values) ? values : query.values;
  if (!Array.isArray(given) || given.length === 0) return config;
  const name = names.nameOf(query.text);
  return name === undefined ? config : { ...query, name };
}

/**
 * PostgreSQL's refusal to run a prepared statement whose result columns changed type under it
 * (feature_not_supported, "cached plan must not change result type"): it repeats on every run
 * until the statement is parsed again. Told by the routine that raises it, which, unlike the
 * message, does not change with the server's lc_messages.
 */
function isStalePlan(error: unknown): boolean {
  const e = error as { code?: unknown; routine?: unknown } | null;
  return e?.code === '0A000' && e.routine === 'RevalidateCachedQuery';
}

/** pg's own query, taken once: called on each query without a closure made for it. */
const baseQuery = pg.Client.prototype.query as (this: pg.Client, ...args: unknown[]) => never;

/** A pg client class whose queries go through `names` (the pool's `Client` option). */
export function preparingClient(names: StatementNames): typeof pg.Client {
  return class PreparingClient extends pg.Client {
    // one signature for pg's overloads: the arguments go on unchanged but the first
    override query(...args: unknown[]): never {
      const given = args[0];
      const config = withStatementName(names, given, args[1]);
      if (config === given) return baseQuery.apply(this, args);
      args[0] = config;
      const { text, name } = config as { text: string; name: string };
      const renewIfStale = (error: unknown) => {
        if (isStalePlan(error)) names.renew(text, name);
      };
      // the caller still gets the error: the run it asked for failed; the next one parses anew
      const callback = args.at(-1);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          renewIfStale(error);
          callback(error, result);
        };
        return baseQuery.apply(this, args);
      }
      const answer = baseQuery.apply(this, args) as unknown as Promise<unknown>;
      answer.catch(renewIfStale);
      return answer as never;
    }
  };
}
