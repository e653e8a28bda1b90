/**
 * Money pushed live (spec §2 home "balances that stay live"; docs/decisions/026): the chat's
 * socket (CHAT_SOCKET_PATH, a member's `auth` = { token }) also tells a member that their money
 * changed, once the change has committed: a deposit credited, a withdrawal paid or returned, a
 * transfer settled or reversed, a bonus ended, a reward paid. It says only that, and when: the
 * screens read the wallet, the statement and the slips again (what they show is what the API
 * answers, in order, whatever copy told them first). Sent to the member's own sockets only.
 */
export interface MoneyChangedEvent {
  /** When the server told it (ISO 8601): for latency measures, never shown. */
  at: string;
}

export const MONEY_CHANGED_EVENT = 'money:changed' as const;

/**
 * Sent once to a member's socket as it connects, after it has joined the member's room (so any
 * change after the version was read is told by `money:changed`): where their money stands now,
 * as the wallet answer's `moneyVersion`. Money that moved between a screen's read and the join is
 * told by no event; a version above the screen's answer says so (decision 026).
 */
export interface MoneyVersionEvent {
  version: number;
}

export const MONEY_VERSION_EVENT = 'money:version' as const;
