/** A member's money changed: some account of theirs moved in a transaction that committed. */
export interface MoneyChange {
  memberId: number;
}

/**
 * Where the ledger says, after the commit, whose money changed (docs/decisions/026; spec §2 home
 * "balances that stay live"); the socket listens and tells that member's open screens on every
 * copy. Telling is fire-and-forget: a listener's failure never fails the money's request (it has
 * committed), and a screen that missed it still polls when its socket is down.
 */
export class MoneyEvents {
  private readonly listeners: ((change: MoneyChange) => void)[] = [];

  listen(listener: (change: MoneyChange) => void): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at !== -1) this.listeners.splice(at, 1);
    };
  }

  changed(change: MoneyChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // the money moved in the database; the member's next read shows it
      }
    }
  }
}
