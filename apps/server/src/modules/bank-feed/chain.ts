import { fromMinor } from '@wallet/contract';

/** A line of one account, in chain order (stated time, else received time, then id). */
export interface ChainLine {
  id: number;
  amount: number;
  balance: number | null;
  missingBefore: boolean;
  missingReason: string | null;
}

export interface ChainFlag {
  id: number;
  missingBefore: boolean;
  missingReason: string | null;
}

/**
 * The balance chain of one account's incoming lines (issue 26): a line that shows a balance
 * must equal the last balance shown before it plus every amount since (lines that show no
 * balance carry their amount forward). A difference means a text is missing (more in the
 * account than the lines explain) or money left the account (less). The first line with a
 * balance starts the chain. Answers the lines whose flag changes; with `anchored`, the first
 * line is where the walk starts (its own flag depends on lines before it and is left alone).
 */
export function chainFlags(lines: readonly ChainLine[], anchored = false): ChainFlag[] {
  const changed: ChainFlag[] = [];
  let last: number | null = null;
  let since = 0;
  for (const line of lines) {
    let flag: ChainFlag = { id: line.id, missingBefore: false, missingReason: null };
    if (line.balance === null) {
      since += line.amount;
    } else {
      if (last !== null) {
        const expected = last + since + line.amount;
        const gap = line.balance - expected;
        if (gap !== 0)
          flag = {
            id: line.id,
            missingBefore: true,
            missingReason:
              gap > 0
                ? `a text is missing: balance ${fromMinor(line.balance).toFixed(2)} is ${fromMinor(gap).toFixed(2)} more than expected ${fromMinor(expected).toFixed(2)}`
                : `balance ${fromMinor(line.balance).toFixed(2)} is ${fromMinor(-gap).toFixed(2)} less than expected ${fromMinor(expected).toFixed(2)} (money out, or a text out of order)`,
          };
      }
      last = line.balance;
      since = 0;
    }
    if (anchored && line === lines[0]) continue;
    if (flag.missingBefore !== line.missingBefore || flag.missingReason !== line.missingReason)
      changed.push(flag);
  }
  return changed;
}
