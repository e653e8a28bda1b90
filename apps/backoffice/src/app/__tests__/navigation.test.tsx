import { ROLE_PERMISSIONS } from '@wallet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/render';
import { homePath, visibleNav } from '@/lib/nav';

const me = (role: 'support' | 'owner' | 'marketing') => ({
  staff: { id: 1, login: 'anna', name: 'Anna', role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

describe('permission-filtered navigation', () => {
  it('lists only the screens a role opens', () => {
    const support = visibleNav(ROLE_PERMISSIONS.support).map((item) => item.to);
    // the bank feed opens with deposits.read, as its reads on the server (issue 26)
    expect(support).toEqual([
      '/dashboard',
      '/deposits',
      '/bank-feed',
      '/withdrawals',
      '/members',
      '/chat',
    ]);
    // the games page (which provider serves each slot) opens with settings.read
    expect(visibleNav(ROLE_PERMISSIONS.owner)).toHaveLength(12);
    expect(visibleNav(ROLE_PERMISSIONS.marketing).map((item) => item.to)).toContain('/games');
    expect(homePath(ROLE_PERMISSIONS.marketing)).toBe('/members');
    expect(homePath([])).toBe('/no-access');
  });

  it('shows the side navigation of the signed-in staff member', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me('support') },
      'GET /api/operator/withdrawals': { body: { total: 0, withdrawals: [] } },
    });
    renderApp('/withdrawals');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual([
      'Dashboard',
      'Deposits & slips',
      'Bank feed',
      'Withdrawals',
      'Members',
      'Chat',
    ]);
    expect(within(nav).queryByRole('link', { name: 'Staff' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('says so when a screen is outside the role', async () => {
    mockApi({ 'GET /api/backoffice/me': { body: me('support') } });
    renderApp('/audit');
    expect(
      await screen.findByRole('heading', { name: 'Your role does not allow this.' }),
    ).toBeTruthy();
  });

  it('shows a 403 from the server honestly', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me('owner') },
      'GET /api/operator/settings': { status: 403, body: { message: 'STAFF_FORBIDDEN' } },
    });
    renderApp('/settings');
    expect(await screen.findByText('Your role does not allow this.')).toBeTruthy();
  });
});
