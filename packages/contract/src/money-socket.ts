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
