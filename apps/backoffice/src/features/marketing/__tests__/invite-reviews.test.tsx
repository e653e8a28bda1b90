import { ROLE_PERMISSIONS, type OperatorInviteAccrual } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/render';

const me = (role: 'marketing' | 'viewer') => ({
  staff: { id: 3, login: 'mai', name: 'Mai', role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

const flagged: OperatorInviteAccrual = {
  id: '41',
  inviterPhone: '0812345678',
  inviteePhone: '0898765432',
  inviteeName: 'Benja Same',
  sourceKind: 'deposit',
  sourceId: '7',
  amount: 10,
  currency: 'BAHT',
  createdAt: '2026-05-03T05:00:00.000Z',
  review: 'waiting',
  reviewedBy: null,
  reviewedAt: null,
  paid: false,
};

describe('flagged invite rewards (decision 011)', () => {
  it('lists what waits and approves one with a reason', async () => {
    const user = userEvent.setup();
    const fetchMock = mockApi({
      'GET /api/backoffice/me': { body: me('marketing') },
      'GET /api/operator/invites/review': { body: { accruals: [flagged] } },
      'POST /api/operator/invites/accruals/41/approve': {
        body: { ...flagged, review: 'approved', reviewedBy: 'mai' },
      },
    });
    renderApp('/marketing');
    const card = (await screen.findByText('0898765432 Benja Same')).closest('section')!;
    await user.click(within(card as HTMLElement).getByRole('button', { name: 'Approve' }));
    const dialog = screen.getByRole('dialog', { name: /Approve/ });
    const confirm = within(dialog).getByRole('button', { name: 'Approve' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true); // a decision says why
    await user.type(within(dialog).getByLabelText('Reason'), 'same household');
    await user.click(confirm);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.filter(([input]) => String(input).includes('/accruals/41/approve')),
      ).toHaveLength(1),
    );
    const [, init] = fetchMock.mock.calls.find(([input]) =>
      String(input).includes('/accruals/41/approve'),
    )!;
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'same household' });
    expect(await screen.findByText('Invite reward #41 approved')).toBeTruthy();
  });

  it('shows a viewer the list without the decisions', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me('viewer') },
      'GET /api/operator/invites/review': { body: { accruals: [flagged] } },
    });
    renderApp('/marketing');
    expect(await screen.findByText('0898765432 Benja Same')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });
});
