import { LAO_CURRENCIES } from '@wallet/contract';
import type { CORE_LEDGER } from './core-kinds';

/**
 * What a module adds to the ledger (docs/decisions/010): its account kinds (member-owned ones
 * never go below zero; system ones may), its journal entry kinds and the source kinds its entries
 * point at. A module declares these in a `ledger-kinds.ts` of its own; the app adds them to the
 * kernel's `LedgerKinds` (registry.ts) at start, which stores them in the database's reference
 * tables (ledger_account_kinds, ledger_entry_kinds, ledger_source_kinds, ledger_currencies): the
 * database refuses any kind or currency no module declared.
 */
export interface LedgerModule {
  readonly accountKinds: Readonly<Record<string, { owner: 'member' | 'system'; note: string }>>;
  readonly entryKinds: Readonly<Record<string, string>>;
  readonly sourceKinds: Readonly<Record<string, string>>;
  /** Currencies beside the members' money (BAHT, LAK): e.g. the wheel's COIN. */
  readonly currencies?: Readonly<Record<string, string>>;
  /**
   * Entry kinds posted only with a guard pass of one of these money actions, taken in the same
   * transaction (docs/decisions/019): the ledger refuses them otherwise.
   */
  readonly guarded?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The ledger modules the type checker knows, by name: the kernel's core here, and each module
 * adds its own from its ledger-kinds.ts by declaration merging, so the kinds stay string-literal
 * types (a misspelled kind fails the typecheck) while the kernel imports no module:
 *
 *     declare module '../../kernel/ledger/kinds' {
 *       interface LedgerKindMap { bonus: typeof BONUS_LEDGER }
 *     }
 *
 * At run time only what `LedgerKinds.add` was given counts (and what the database holds).
 */
export interface LedgerKindMap {
  core: typeof CORE_LEDGER;
}

type Declared = LedgerKindMap[keyof LedgerKindMap];
/** The keys of one field of every declared module (distributes over the union). */
type KeysOf<M, F extends string> = M extends { readonly [K in F]: infer R }
  ? keyof R & string
  : never;

export type LedgerAccountKind = KeysOf<Declared, 'accountKinds'>;
export type EntryKind = KeysOf<Declared, 'entryKinds'>;
export type SourceKind = KeysOf<Declared, 'sourceKinds'>;
/** The members' money (a member holds one of these, chosen at registration). */
export const CURRENCIES = LAO_CURRENCIES;
/** Every currency a ledger account may hold: the money, then what modules add (COIN). */
export type LedgerCurrency = (typeof CURRENCIES)[number] | KeysOf<Declared, 'currencies'>;
