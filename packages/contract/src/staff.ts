/**
 * Staff roles and what each may do (issue 11, docs/decisions/013). Every operator endpoint
 * names the one permission it needs (`permission` in the contract); the server refuses a call
 * outside the caller's role with 403 STAFF_FORBIDDEN, whatever the back-office shows.
 */
export const PERMISSIONS = {
  'settings.read': 'read settings',
  'settings.write': 'change settings, terminate or reactivate the site',
  'members.read': 'look members up: profile, balances, bonuses, invites',
  'members.write': 'suspend or reactivate a member, correct a bank account name',
  'members.notes': 'write notes on a member (kept with who wrote them)',
  'money.adjust': 'credit or debit a wallet (with a reason)',
  'deposits.read': 'see deposits, slips and QR codes',
  'deposits.decide': 'approve or reject deposits and slips',
  'withdrawals.read': 'see withdrawals',
  'withdrawals.decide': 'mark withdrawals paid or failed',
  'ledger.read': 'run the ledger check',
  'ledger.repair': 'settle transfers in doubt, read the bet feeds now',
  'marketing.read': 'see bonuses, promotions, refunds and the wheel',
  'marketing.write': 'define bonuses, promotions and the wheel; run reward jobs',
  'coins.grant': 'grant or take coins and issue coupons (with a reason)',
  'sms.read': 'read the SMS outbox (OTP codes)',
  'providers.manage': 'make the demo game provider fail (testing)',
  'staff.manage': 'add, disable and reset staff; issue and revoke API keys',
  'audit.read': 'read and export the audit log',
  'chat.read': 'read chat conversations with members and guests',
  'chat.write': 'answer chats, write private notes, take, hand over and resolve conversations',
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];

export const STAFF_ROLES = ['owner', 'finance', 'support', 'marketing', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

const READS: readonly Permission[] = [
  'settings.read',
  'members.read',
  'deposits.read',
  'withdrawals.read',
  'ledger.read',
  'marketing.read',
];

/** The permission matrix: owner everything; the others what their work needs. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSION_NAMES,
  finance: [
    'members.read',
    'members.notes',
    'deposits.read',
    'deposits.decide',
    'withdrawals.read',
    'withdrawals.decide',
    'money.adjust',
    'ledger.read',
    'ledger.repair',
  ],
  support: [
    'members.read',
    'members.notes',
    'deposits.read',
    'withdrawals.read',
    'sms.read',
    'chat.read',
    'chat.write',
  ],
  marketing: ['members.read', 'marketing.read', 'marketing.write', 'coins.grant', 'settings.read'],
  viewer: READS,
};

export const roleAllows = (role: StaffRole, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

/** Settings marketing looks after (reward rules, banners, the wheel); the rest are the owner's. */
const MARKETING_SETTINGS = ['bonus.', 'invite.', 'refund.', 'spinwheel.'];
export const settingPermission = (key: string): Permission =>
  MARKETING_SETTINGS.some((prefix) => key.startsWith(prefix))
    ? 'marketing.write'
    : 'settings.write';
