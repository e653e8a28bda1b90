import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { CORE_LEDGER } from './core-kinds';
import {
  CURRENCIES,
  type EntryKind,
  type LedgerAccountKind,
  type LedgerCurrency,
  type LedgerModule,
  type SourceKind,
} from './kinds';
import {
  ledgerAccountKinds,
  ledgerCurrencies,
  ledgerEntryKinds,
  ledgerSourceKinds,
} from './tables';

export {
  CURRENCIES,
  type EntryKind,
  type LedgerAccountKind,
  type LedgerCurrency,
  type LedgerKindMap,
  type LedgerModule,
  type SourceKind,
} from './kinds';

const NAME = /^[a-zA-Z_]+$/;

/**
 * The ledger's kinds, filled at start: the kernel adds its core, each module adds its own
 * (`add`), then `store` writes them all to the reference tables before anything posts. One per
 * kernel (every app built in a test process has its own).
 */
export class LedgerKinds {
  private readonly accounts = new Map<string, 'member' | 'system'>();
  private readonly entries = new Set<string>();
  private readonly sources = new Set<string>();
  private readonly currencySet = new Set<string>(CURRENCIES);
  private readonly guards = new Map<string, readonly string[]>();

  constructor() {
    this.add(CORE_LEDGER);
  }

  /** Adds a module's kinds; a kind or currency declared twice, or a bad name, throws. */
  add(module: LedgerModule): this {
    const fresh = (known: { has(k: string): boolean }, names: string[], what: string) => {
      const seen = new Set<string>();
      for (const k of names) {
        if (!NAME.test(k)) throw new Error(`ledger registry: bad ${what} name "${k}"`);
        if (known.has(k) || seen.has(k)) {
          throw new Error(`ledger registry: ${what} "${k}" declared twice`);
        }
        seen.add(k);
      }
      return names;
    };
    const accounts = fresh(this.accounts, Object.keys(module.accountKinds), 'account kind');
    const entries = fresh(this.entries, Object.keys(module.entryKinds), 'entry kind');
    const sources = fresh(this.sources, Object.keys(module.sourceKinds), 'source kind');
    const currencies = fresh(this.currencySet, Object.keys(module.currencies ?? {}), 'currency');
    const guarded = Object.entries(module.guarded ?? {});
    for (const [kind] of guarded) {
      if (!entries.includes(kind) && !this.entries.has(kind)) {
        throw new Error(`ledger registry: guarded entry kind "${kind}" is not declared`);
      }
      if (this.guards.has(kind)) throw new Error(`ledger registry: "${kind}" guarded twice`);
    }
    // all checked: only now change anything, so a refused module leaves no half
    for (const k of accounts) this.accounts.set(k, module.accountKinds[k]!.owner);
    for (const k of entries) this.entries.add(k);
    for (const k of sources) this.sources.add(k);
    for (const c of currencies) this.currencySet.add(c);
    for (const [kind, actions] of guarded) this.guards.set(kind, actions);
    return this;
  }

  /** Account kinds a member owns: never below zero. */
  get memberAccountKinds(): readonly LedgerAccountKind[] {
    return this.accountsOf('member');
  }
  /** Account kinds of the house (no member): may go below zero. */
  get systemAccountKinds(): readonly LedgerAccountKind[] {
    return this.accountsOf('system');
  }
  get accountKinds(): readonly LedgerAccountKind[] {
    return [...this.accounts.keys()] as LedgerAccountKind[];
  }
  get entryKinds(): readonly EntryKind[] {
    return [...this.entries] as EntryKind[];
  }
  get sourceKinds(): readonly SourceKind[] {
    return [...this.sources] as SourceKind[];
  }
  /** The members' money first, then what modules add (COIN). */
  get currencies(): readonly LedgerCurrency[] {
    return [...this.currencySet] as LedgerCurrency[];
  }
  /** The money actions whose guard pass may post this kind (decision 019), if guarded. */
  guardedBy(kind: string): readonly string[] | undefined {
    return this.guards.get(kind);
  }

  /**
   * Writes every kind and currency to the reference tables (run right after the migrations,
   * before anything posts). Inserts only what is missing, so several server copies may start at
   * once; an account kind stored with the other owner (member ↔ system) throws: that change
   * needs a migration of the accounts already open.
   */
  async store(db: Db): Promise<void> {
    const kinds = [...this.accounts].map(([kind, owner]) => ({
      kind,
      isSystem: owner === 'system',
    }));
    await db
      .insert(ledgerCurrencies)
      .values(this.currencies.map((currency) => ({ currency })))
      .onConflictDoNothing();
    await db.insert(ledgerAccountKinds).values(kinds).onConflictDoNothing();
    await db
      .insert(ledgerEntryKinds)
      .values(this.entryKinds.map((kind) => ({ kind })))
      .onConflictDoNothing();
    await db
      .insert(ledgerSourceKinds)
      .values(this.sourceKinds.map((kind) => ({ kind })))
      .onConflictDoNothing();
    const stored = await db
      .select()
      .from(ledgerAccountKinds)
      .where(inArray(ledgerAccountKinds.kind, [...this.accounts.keys()]));
    for (const row of stored) {
      if (row.isSystem !== (this.accounts.get(row.kind) === 'system')) {
        throw new Error(`ledger registry: account kind "${row.kind}" changed owner; migrate it`);
      }
    }
  }

  private accountsOf(owner: 'member' | 'system'): readonly LedgerAccountKind[] {
    return [...this.accounts].filter(([, o]) => o === owner).map(([k]) => k as LedgerAccountKind);
  }
}
