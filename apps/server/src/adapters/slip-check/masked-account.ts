/**
 * How a slip's masked receiver account compares with one of our deposit accounts
 * (integrations/slip-verification.md, "Surprises"): services hide digits with `x`/`X`/`*`, and
 * where they hide them differs by bank — KBank-style `xxx-x-x6789-x` hides the **last** digit,
 * SCB-style `xxx-xxx123-4` the first six, EasySlip's docs show `1234xxxx5678`. Comparing "the
 * last 4 digits" refuses every correct KBank slip, so the visible digits are compared at their
 * positions.
 *
 * - Separators (`-`, spaces, dots) are dropped. A mask as long as the account keeps positions:
 *   each visible digit must equal the account's digit at the same place.
 * - A mask of another length cannot be aligned character by character (a wildcard run may
 *   stand for more or fewer digits). It is compared only when its visible digits are a head
 *   and/or a tail around one run of wildcards (`1234xxxx5678`, `xxxx5678`): the head starts
 *   the account, the tail ends it. Anything else (`x6789-x` against 10 digits) is `unknown`.
 * - Fewer than MIN_VISIBLE digits say nothing: `unknown`, never a match.
 *
 * `unknown` is not a refusal: the caller leaves the slip to staff.
 */
export type MaskComparison = 'same' | 'different' | 'unknown';

/** The fewest visible digits that may identify one of our accounts. */
export const MIN_VISIBLE = 4;

const SEPARATORS = /[\s.-]/g;
const WILDCARD = /^[xX*]$/;

export function compareMasked(masked: string, accountNo: string): MaskComparison {
  const mask = masked.replace(SEPARATORS, '');
  const account = accountNo.replace(/\D/g, '');
  if (!mask || !/^[0-9xX*]+$/.test(mask) || !account) return 'unknown';
  const visible = mask.replace(/[xX*]/g, '').length;
  if (visible < MIN_VISIBLE) return 'unknown';
  if (mask.length === account.length) {
    for (let i = 0; i < mask.length; i++) {
      const c = mask[i]!;
      if (!WILDCARD.test(c) && c !== account[i]) return 'different';
    }
    return 'same';
  }
  // one run of wildcards at most, between a visible head and a visible tail
  const parts = /^(\d*)[xX*]+(\d*)$/.exec(mask);
  if (!parts) return visible === mask.length ? 'different' : 'unknown';
  const head = parts[1]!;
  const tail = parts[2]!;
  if (head.length + tail.length >= account.length) return 'different';
  return account.startsWith(head) && account.endsWith(tail) ? 'same' : 'different';
}

/**
 * The name on a slip's receiver against ours, where the bank shows one: names may be cut short
 * or carry a title ("need partial match"), and banks print Thai or English. Compared only in
 * the same script: each shown word must start the corresponding word of ours (a cut word may
 * end with a dot). `null`: not comparable (no name, other script, too little shown).
 */
export function compareName(shown: string | null | undefined, ours: string): boolean | null {
  const a = nameWords(shown ?? '');
  const b = nameWords(ours);
  if (!a.words.length || !b.words.length || a.script !== b.script) return null;
  if (a.words.join('').length < 3) return null;
  if (a.words.length > b.words.length) return false;
  return a.words.every((w, i) => b.words[i]!.startsWith(w));
}

const THAI_TITLES = /^(?:นาย|นางสาว|นาง|น\.ส\.|บจก\.?|บริษัท|หจก\.?|ห้างหุ้นส่วนจำกัด)\s*/;
const ENGLISH_TITLES = /^(?:MR|MRS|MS|MISS|DR|CO|COMPANY)\.?\s+/;

function nameWords(name: string): { script: 'th' | 'en' | null; words: string[] } {
  const thai = /[\u0E00-\u0E7F]/.test(name);
  let s = name.trim();
  if (thai) {
    s = s.replace(THAI_TITLES, '').replace(/[^\u0E00-\u0E7F\s]/g, ' ');
  } else {
    s = s
      .toUpperCase()
      .replace(ENGLISH_TITLES, '')
      .replace(/[^A-Z\s]/g, ' ');
  }
  const words = s
    .split(/\s+/)
    .filter(Boolean)
    // legal forms at the end say nothing of who it is
    .filter((w) => !/^(?:จำกัด|มหาชน|LTD|LIMITED|CO|PCL)$/.test(w));
  return { script: words.length ? (thai ? 'th' : 'en') : null, words };
}

/** A slip's receiver as a service reports it. */
export interface SlipReceiver {
  /** The masked account as shown (null: only a proxy such as PromptPay). */
  account: string | null;
  /** Names as shown (Thai and/or English, possibly cut short). */
  names: readonly (string | null | undefined)[];
}

/**
 * Whether a receiver is one of our deposit accounts: `same` when an account's visible digits
 * agree and no shown name contradicts it; `different` when every account's digits (or name)
 * disagree; else `unknown` (staff decide).
 */
export function receiverIsOurs(
  receiver: SlipReceiver,
  accounts: readonly { bankAccountNo: string; bankAccountName?: string; currency?: string }[],
): MaskComparison {
  if (!receiver.account) return 'unknown';
  let unknown = false;
  // Thai slips are paid into baht accounts only (a kip account's number says nothing here)
  for (const account of accounts.filter((a) => (a.currency ?? 'BAHT') === 'BAHT')) {
    const digits = compareMasked(receiver.account, account.bankAccountNo);
    if (digits === 'unknown') unknown = true;
    if (digits !== 'same') continue;
    const names = receiver.names
      .map((n) => (account.bankAccountName ? compareName(n, account.bankAccountName) : null))
      .filter((n) => n !== null);
    if (names.every(Boolean)) return 'same';
  }
  return unknown ? 'unknown' : 'different';
}
