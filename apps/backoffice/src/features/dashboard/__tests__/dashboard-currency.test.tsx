import { ROLE_PERMISSIONS, type Dashboard, type OperatorDeposit } from '@wallet/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { formatCurrency } from '@/lib/format';
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

const flows = (baht: [number, number], kip: [number, number]) => [
  { currency: 'BAHT', count: baht[0], amount: baht[1] },
  { currency: 'LAK', count: kip[0], amount: kip[1] },
];

const days = Array.from({ length: 14 }, (_, i) => ({
  day: `2026-01-${String(i + 1).padStart(2, '0')}`,
  money: [
    { currency: 'BAHT', deposits: i === 13 ? 1000 : 0, withdrawals: 0 },
    { currency: 'LAK', deposits: i === 13 ? 50_000 : 0, withdrawals: 0 },
  ],
  newMembers: i === 13 ? 2 : 0,
}));

const dashboard: Dashboard = {
  today: {
    deposits: flows([3, 1000], [1, 50_000]),
    withdrawals: flows([1, 250.5], [0, 0]),
    newMembers: 2,
    activeMembers: 2,
  },
  week: {
    deposits: flows([3, 1000], [1, 50_000]),
    withdrawals: flows([1, 250.5], [0, 0]),
    newMembers: 2,
    activeMembers: 2,
  },
  queues: {
    deposits: { count: 0, oldestAt: null },
    withdrawals: { count: 0, oldestAt: null },
  },
  currencies: ['BAHT', 'LAK'],
  days,
};

const deposit = (id: number, amount: number, currency: string): OperatorDeposit => ({
  id: String(id),
  phone: '0812345678',
  method: 'notice',
  channel: 'KBANK',
  amount,
  currency,
  status: 'processing',
  note: null,
  reference: `REF${id}`,
  detail: null,
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberBank: {
    bankCode: 'KBANK',
    nameTH: 'กสิกรไทย',
    nameEN: 'Kasikornbank',
    accountNo: '1234567890',
    accountName: 'SOMCHAI',
  },
});

describe('money per currency in the back-office', () => {
  it('formats kip whole with ₭ and baht with 2 decimals and ฿', () => {
    expect(formatCurrency(50_000, 'LAK')).toBe('₭50,000');
    expect(formatCurrency(1000, 'BAHT')).toBe('฿1,000.00');
    expect(formatCurrency(-5, 'BAHT')).toBe('-฿5.00');
    expect(formatCurrency(null, 'LAK')).toBe('—');
  });

  it('shows the dashboard totals of kip and baht apart, never one sum', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/dashboard': { body: dashboard },
    });
    renderApp('/dashboard');
    const today = (await screen.findByRole('heading', { name: 'Today' })).parentElement!;
    const deposits = within(today).getByText('Deposits').parentElement!;
    expect(within(deposits).getByText('3 · ฿1,000.00')).toBeTruthy();
    expect(within(deposits).getByText('1 · ₭50,000')).toBeTruthy();
    const withdrawals = within(today).getByText('Withdrawals').parentElement!;
    expect(within(withdrawals).getByText('1 · ฿250.50')).toBeTruthy();
    expect(within(withdrawals).getByText('0 · ₭0')).toBeTruthy();
    // the old mixed figure (baht plus kip) appears nowhere
    expect(document.body.textContent).not.toContain('51,000');
    expect(document.body.textContent).not.toMatch(/₭[\d,]+\.\d/);
    // the 14-day table has a column pair per currency
    expect(screen.getByRole('columnheader', { name: 'Deposits (฿)' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Deposits (₭)' })).toBeTruthy();
  });

  it('reads the per-currency totals in Thai', async () => {
    await i18n.changeLanguage('th');
    mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/dashboard': { body: dashboard },
    });
    renderApp('/dashboard');
    // today and this week alike
    expect(await screen.findAllByText('3 รายการ · ฿1,000.00')).toHaveLength(2);
    expect(screen.getAllByText('1 รายการ · ₭50,000')).toHaveLength(2);
  });

  it('shows each queue row in its own currency: ₭ whole, ฿ with 2 decimals', async () => {
    mockApi({
      'GET /api/backoffice/me': { body: me },
      'GET /api/operator/deposits': {
        body: { total: 2, deposits: [deposit(1, 50_000, 'LAK'), deposit(2, 1000, 'BAHT')] },
      },
    });
    renderApp('/deposits');
    const kipRow = (await screen.findByRole('cell', { name: '1' })).closest('tr')!;
    expect(within(kipRow).getByText('₭50,000')).toBeTruthy();
    const bahtRow = screen.getByRole('cell', { name: '2' }).closest('tr')!;
    expect(within(bahtRow).getByText('฿1,000.00')).toBeTruthy();
    expect(document.body.textContent).not.toContain('50,000.00');
  });
});
