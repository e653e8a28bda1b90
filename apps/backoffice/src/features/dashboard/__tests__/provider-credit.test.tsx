import { ROLE_PERMISSIONS, type ProviderCredit } from '@wallet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/render';

const me = {
  staff: {
    id: 2,
    login: 'fin',
    name: 'Fin',
    role: 'finance',
    permissions: [...ROLE_PERMISSIONS.finance],
  },
  csrfToken: 'tok',
};

const credit = (provider: string, extra: Partial<ProviderCredit>): ProviderCredit => ({
  provider,
  reachable: true,
  credit: 10_000_000,
  alertBelow: 5_000_000,
  low: false,
  error: null,
  checkedAt: '2026-01-01T00:00:00.000Z',
  ...extra,
});

describe('game providers on the dashboard', () => {
  it('says which provider is low on agent credit or does not answer, and nothing about the others', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/providers': {
        body: {
          providers: [
            credit('demo', { credit: null }),
            credit('askmebet', { credit: 1_234_500, low: true }),
            credit('betflix', { reachable: false, credit: null, low: true, error: 'timeout' }),
          ],
        },
      },
    });
    renderApp('/dashboard');
    const title = await screen.findByText('Game providers need attention');
    const alert = title.closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getAllByRole('listitem')).toHaveLength(2);
    expect(alert.textContent).toContain(
      'askmebet: agent credit 12,345.00, below the alert of 50,000.00',
    );
    expect(alert.textContent).toContain('betflix: did not answer the credit check');
    expect(alert.textContent).not.toContain('demo');
  });

  it('shows no alert while every provider has enough credit', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/providers': { body: { providers: [credit('betflix', {})] } },
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(screen.queryByText('Game providers need attention')).toBeNull();
  });
});
