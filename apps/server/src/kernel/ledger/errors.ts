/** A posting would take a member-owned account below zero: nothing was written. */
export class InsufficientFunds extends Error {
  constructor(readonly accountId: number) {
    super(`account ${accountId} has not enough funds`);
    this.name = 'InsufficientFunds';
  }
}

/** A programming error: an entry that does not balance, or names an unknown account. */
export class InvalidEntry extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidEntry';
  }
}
