import type { Permission } from '@wallet/contract';

export type NavItem = { to: string; labelKey: string; permission: Permission };

/** The screens, in side-navigation order, each with the permission that opens it. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', labelKey: 'nav.dashboard', permission: 'deposits.read' },
  { to: '/deposits', labelKey: 'nav.deposits', permission: 'deposits.read' },
  { to: '/bank-feed', labelKey: 'nav.bankFeed', permission: 'deposits.read' },
  { to: '/withdrawals', labelKey: 'nav.withdrawals', permission: 'withdrawals.read' },
  { to: '/members', labelKey: 'nav.members', permission: 'members.read' },
  { to: '/chat', labelKey: 'nav.chat', permission: 'chat.read' },
  { to: '/settings', labelKey: 'nav.settings', permission: 'settings.read' },
  { to: '/games', labelKey: 'nav.games', permission: 'settings.read' },
  { to: '/ledger', labelKey: 'nav.ledger', permission: 'ledger.read' },
  { to: '/marketing', labelKey: 'nav.marketing', permission: 'marketing.read' },
  { to: '/staff', labelKey: 'nav.staff', permission: 'staff.manage' },
  { to: '/audit', labelKey: 'nav.audit', permission: 'audit.read' },
];

export function visibleNav(permissions: readonly string[]): NavItem[] {
  return NAV_ITEMS.filter((item) => permissions.includes(item.permission));
}

/** Where a signed-in staff member lands: the first screen they may open. */
export function homePath(permissions: readonly string[]): string {
  return visibleNav(permissions)[0]?.to ?? '/no-access';
}
