import { Navigate } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { AuditPage } from '@/features/audit/audit-page';
import { BankFeedPage } from '@/features/bank-feed/bank-feed-page';
import { ChatPage } from '@/features/chat/chat-page';
import { DashboardPage } from '@/features/dashboard/dashboard-page';
import { DepositsPage } from '@/features/deposits/deposits-page';
import { GamesPage } from '@/features/games/games-page';
import { LedgerPage } from '@/features/ledger/ledger-page';
import { MarketingPage } from '@/features/marketing/marketing-page';
import { MembersPage } from '@/features/members/members-page';
import { SettingsPage } from '@/features/settings/settings-page';
import { SetupPage } from '@/features/setup/setup-page';
import { StaffPage } from '@/features/staff/staff-page';
import { WithdrawalsPage } from '@/features/withdrawals/withdrawals-page';
import { HomeRedirect, NoAccess, RequirePermission } from './guards';
import { Shell } from './shell';

export const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/setup/:token', element: <SetupPage /> },
  {
    path: '/',
    element: <Shell />,
    children: [
      { index: true, element: <HomeRedirect /> },
      { path: 'no-access', element: <NoAccess /> },
      {
        path: 'dashboard',
        element: <RequirePermission permission="deposits.read" element={<DashboardPage />} />,
      },
      {
        path: 'deposits',
        element: <RequirePermission permission="deposits.read" element={<DepositsPage />} />,
      },
      {
        path: 'bank-feed',
        element: <RequirePermission permission="deposits.read" element={<BankFeedPage />} />,
      },
      {
        path: 'withdrawals',
        element: <RequirePermission permission="withdrawals.read" element={<WithdrawalsPage />} />,
      },
      {
        path: 'members',
        element: <RequirePermission permission="members.read" element={<MembersPage />} />,
      },
      {
        path: 'chat',
        element: <RequirePermission permission="chat.read" element={<ChatPage />} />,
      },
      {
        path: 'settings',
        element: <RequirePermission permission="settings.read" element={<SettingsPage />} />,
      },
      {
        path: 'games',
        element: <RequirePermission permission="settings.read" element={<GamesPage />} />,
      },
      {
        path: 'ledger',
        element: <RequirePermission permission="ledger.read" element={<LedgerPage />} />,
      },
      {
        path: 'marketing',
        element: <RequirePermission permission="marketing.read" element={<MarketingPage />} />,
      },
      {
        path: 'staff',
        element: <RequirePermission permission="staff.manage" element={<StaffPage />} />,
      },
      {
        path: 'audit',
        element: <RequirePermission permission="audit.read" element={<AuditPage />} />,
      },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];
