import { LAO_CURRENCIES } from '@wallet/contract';
import { BONUS_LEDGER } from '../../modules/bonus/ledger-kinds';
import { INVITE_LEDGER } from '../../modules/invite/ledger-kinds';
import { REFUND_LEDGER } from '../../modules/refund/ledger-kinds';
import { SPIN_LEDGER } from '../../modules/spinwheel/ledger-kinds';
import { CORE_LEDGER } from './core-kinds';

/**
 * What a module adds to the ledger (docs/decisions/010): its account kinds (member-owned ones
 * never go below zero; system ones may), its journal entry kinds and the source kinds its entries
 * point at. A module declares these in a file of its own with no imports, so the database schema
 * can build its CHECK constraints from them without importing the module's code.
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

/** Every module that adds to the ledger: the core (wallet, games, deposits) and the rewards. */
const MODULES = [CORE_LEDGER, BONUS_LEDGER, INVITE_LEDGER, REFUND_LEDGER, SPIN_LEDGER] as const;
type Modules = (typeof MODULES)[number];

export type LedgerAccountKind = { [M in Modules as string]: keyof M['accountKinds'] }[string] &
  string;
export type EntryKind = { [M in Modules as string]: keyof M['entryKinds'] }[string] & string;
export type SourceKind = { [M in Modules as string]: keyof M['sourceKinds'] }[string] & string;

function unique<T extends string>(lists: T[][], what: string): readonly T[] {
  const all = lists.flat();
  const seen = new Set<T>();
  for (const k of all) {
    if (seen.has(k)) throw new Error(`ledger registry: ${what} "${k}" declared twice`);
    seen.add(k);
  }
  return all;
}

const kindsOf = (owner: 'member' | 'system') =>
  MODULES.map((m) =>
    Object.entries(m.accountKinds as LedgerModule['accountKinds'])
      .filter(([, d]) => d.owner === owner)
      .map(([k]) => k as LedgerAccountKind),
  );

export const MEMBER_ACCOUNT_KINDS = unique(kindsOf('member'), 'account kind');
export const SYSTEM_ACCOUNT_KINDS = unique(kindsOf('system'), 'account kind');
export const LEDGER_ACCOUNT_KINDS: readonly LedgerAccountKind[] = [
  ...MEMBER_ACCOUNT_KINDS,
  ...SYSTEM_ACCOUNT_KINDS,
];
export const ENTRY_KINDS = unique(
  MODULES.map((m) => Object.keys(m.entryKinds) as EntryKind[]),
  'entry kind',
);
export const SOURCE_KINDS = unique(
  MODULES.map((m) => Object.keys(m.sourceKinds) as SourceKind[]),
  'source kind',
);
/** The members' money (a member holds one of these, chosen at registration). */
export const CURRENCIES = LAO_CURRENCIES;
/** Every currency a ledger account may hold: the money, then what modules add (COIN). */
export type LedgerCurrency = (typeof CURRENCIES)[number] | 'COIN';
export const LEDGER_CURRENCIES = unique(
  [
    [...CURRENCIES],
    ...MODULES.map((m) => Object.keys((m as LedgerModule).currencies ?? {}) as LedgerCurrency[]),
  ],
  'currency',
) as readonly LedgerCurrency[];

/** Entry kind → the money actions whose guard pass may post it (docs/decisions/019). */
export const GUARDED_KINDS: ReadonlyMap<string, readonly string[]> = new Map(
  MODULES.flatMap((m) => Object.entries((m as LedgerModule).guarded ?? {})),
);
for (const kind of GUARDED_KINDS.keys()) {
  if (!ENTRY_KINDS.includes(kind as EntryKind)) {
    throw new Error(`ledger registry: guarded entry kind "${kind}" is not declared`);
  }
}

/** `'a', 'b'` for a CHECK constraint (registry names are plain identifiers, checked here). */
export function sqlList(values: readonly string[]): string {
  for (const v of values) {
    if (!/^[a-zA-Z_]+$/.test(v)) throw new Error(`ledger registry: bad name "${v}"`);
  }
  return values.map((v) => `'${v}'`).join(', ');
}
