/**
 * Every query key of the back-office, in one place. A query takes its key from here and an
 * invalidation names the same entry (or a root above it), so the two can never drift apart.
 * Roots (`all`) are prefixes: invalidating one reloads every query under it.
 */
export const queryKeys = {
  /** The signed-in staff member (GET /me); it also carries the CSRF token. */
  me: ['backoffice', 'me'] as const,
  /** A setup link's state (features/setup). */
  setup: (token: string) => ['setup', token] as const,
  dashboard: ['operator', 'dashboard'] as const,
  /** The game providers' agent credit (the dashboard's alert). */
  providerCredit: ['operator', 'providers'] as const,
  audit: (q: string) => ['operator', 'audit', q] as const,
  settings: ['operator', 'settings'] as const,
  /** The game slots: which provider serves each one (features/games). */
  slots: ['operator', 'slots'] as const,
  deposits: {
    all: ['operator', 'deposits'] as const,
    queue: (status: string, method: string | undefined, paging: object) =>
      ['operator', 'deposits', status, method, paging] as const,
    /** A member's last deposits (the review's side list and the chat's member panel). */
    recent: (phone: string) => ['operator', 'deposits', 'recent', phone] as const,
  },
  qrcodes: ['operator', 'qrcodes'] as const,
  /** The bank feed (issue 26): devices, forwarded lines, a day's reconciliation. */
  bankFeed: {
    all: ['operator', 'bank-feed'] as const,
    devices: ['operator', 'bank-feed', 'devices'] as const,
    lines: (state: string) => ['operator', 'bank-feed', 'lines', state] as const,
    reconciliation: (day: string) => ['operator', 'bank-feed', 'reconciliation', day] as const,
    /** The site's deposit accounts a device may forward (the public deposit lookup). */
    accounts: ['operator', 'bank-feed', 'accounts'] as const,
  },
  withdrawals: {
    all: ['operator', 'withdrawals'] as const,
    list: (status: string, paging: object) => ['operator', 'withdrawals', status, paging] as const,
  },
  members: {
    search: (q: string) => ['operator', 'members', 'search', q] as const,
    /**
     * The responsible-gambling state the deposit review reads for its limit warning: an entry of
     * its own, apart from the member page's `member(phone).responsible`.
     */
    depositLimits: (phone: string) => ['operator', 'members', phone, 'responsible'] as const,
  },
  /** One member's page: every entry under `all(phone)` (a credit or debit reloads them all). */
  member: {
    all: (phone: string) => ['operator', 'member', phone] as const,
    profile: (phone: string) => ['operator', 'member', phone, 'profile'] as const,
    wallet: (phone: string) => ['operator', 'member', phone, 'wallet'] as const,
    bonus: (phone: string) => ['operator', 'member', phone, 'bonus'] as const,
    journal: (phone: string) => ['operator', 'member', phone, 'journal'] as const,
    invites: (phone: string) => ['operator', 'member', phone, 'invites'] as const,
    notes: (phone: string) => ['operator', 'member', phone, 'notes'] as const,
    responsible: (phone: string) => ['operator', 'member', phone, 'responsible'] as const,
  },
  staff: ['operator', 'staff'] as const,
  apiKeys: ['operator', 'api-keys'] as const,
  bonuses: ['operator', 'bonuses'] as const,
  wheel: ['operator', 'spinwheel'] as const,
  inviteReviews: ['operator', 'invite-reviews'] as const,
  chat: {
    all: ['operator', 'chat'] as const,
    lists: ['operator', 'chat', 'conversations'] as const,
    list: (params: object) => ['operator', 'chat', 'conversations', params] as const,
    conversation: (id: string) => ['operator', 'chat', 'conversation', id] as const,
    messages: (id: string) => ['operator', 'chat', 'messages', id] as const,
    agents: ['operator', 'chat', 'agents'] as const,
    canned: ['operator', 'chat', 'canned'] as const,
  },
};
