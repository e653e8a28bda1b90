import { ROLE_PERMISSIONS, type OperatorWithdrawal } from '@wallet/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
const row = (id: number): OperatorWithdrawal => ({
  id: String(id),
  phone: '0812345678',
  amount: id * 10,
  currency: 'BAHT',
  status: 'processing',
  bankCode: 'KBANK',
  bankAccountNo: '1234567890',
  bankAccountName: 'SOMCHAI',
  reason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** Issue 11: the payout queue asks the server for each page, order and search. */
describe('withdrawals table (server-side paging)', () => {
  it('sends the page, sort and search to the server and shows its total', async () => {
    const fetchMock = mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/withdrawals': {
        body: { total: 60, withdrawals: Array.from({ length: 25 }, (_, i) => row(i + 1)) },
      },
    });
    const calls = () =>
      fetchMock.mock.calls
        .map(([url]) => new URL(String(url), 'http://localhost'))
        .filter((url) => url.pathname === '/api/operator/withdrawals')
        .map((url) => Object.fromEntries(url.searchParams));
    const user = userEvent.setup();
    renderApp('/withdrawals');

    expect(await screen.findByText('60 rows')).toBeTruthy();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(calls().at(-1)).toMatchObject({
      status: 'processing',
      limit: '25',
      offset: '0',
      sort: 'createdAt',
      dir: 'desc',
    });

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ offset: '25' }));

    // sorting by amount goes back to page 1; the phone column cannot be sorted by the server
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ sort: 'amount', offset: '0' }));
    expect(screen.queryByRole('button', { name: /^Phone/ })).toBeNull();

    await user.type(screen.getByRole('searchbox', { name: /Search phone/ }), '0812');
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ q: '0812', offset: '0' }));
    // one request for the whole word, not one per key
    expect(calls().filter((c) => c.q !== undefined && c.q !== '0812')).toEqual([]);
  });
});
