import { act, screen, waitFor, within } from '@testing-library/react';
import type { Slip, StatementEntry } from '@wallet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { pendingMoney } from '@/lib/pending-money';
import { storage } from '@/lib/storage';
import { queriesSettled, renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
});

const entry = (fields: Partial<StatementEntry>): StatementEntry => ({
  statementType: 'deposit',
  status: 'success',
  from: 'KBANK',
  to: 'WALLET',
  amount: 100,
  createdAt: '2024-03-05T02:04:09Z',
  ...fields,
});

const slip = (fields: Partial<Slip>): Slip => ({
  createdAt: '2024-03-05T02:04:09Z',
  amount: 500,
  status: 'processing',
  note: null,
  link: '',
  reference: 'ref-1',
  ...fields,
});

const sides = () =>
  within(screen.getByRole('list', { name: /./ }))
    .getAllByRole('listitem')
    .map((item) => item.querySelectorAll('.statement-item__meta')[1]?.textContent);

describe('statement names, not codes (issue 13)', () => {
  it('names banks by letter or 3-digit code, the wallet, TrueMoney and unknown banks', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 7,
          statements: [
            entry({ from: '004' }),
            entry({ from: 'KBANK' }),
            entry({ statementType: 'withdraw', from: 'WALLET', to: 'KTB' }),
            entry({ from: 'MANUAL' }),
            entry({ from: 'TRUEMONEY' }),
            entry({ statementType: 'withdraw', from: 'WALLET', to: 'BANK' }),
            entry({ statementType: 'transfer', from: 'WALLET', to: 'PG Slot' }),
          ],
        },
      },
    });
    const { queryClient } = renderApp('/user/statement');
    await screen.findByRole('list', { name: 'Statement entries' }, { timeout: 5_000 });
    expect(sides()).toEqual([
      'KBank → Wallet',
      'KBank → Wallet',
      'Wallet → Krungthai',
      'Bank transfer → Wallet',
      'TrueMoney → Wallet',
      'Wallet → Bank transfer',
      'Wallet → PG Slot',
    ]);
    await act(() => i18n.changeLanguage('th'));
    await waitFor(() =>
      expect(sides().slice(0, 4)).toEqual([
        'กสิกรไทย → กระเป๋าเงิน',
        'กสิกรไทย → กระเป๋าเงิน',
        'กระเป๋าเงิน → กรุงไทย',
        'โอนผ่านธนาคาร → กระเป๋าเงิน',
      ]),
    );
    await act(() => i18n.changeLanguage('la'));
    await waitFor(() =>
      expect(sides().slice(0, 3)).toEqual([
        'ກະສິກອນໄທ → ກະເປົາເງິນ',
        'ກະສິກອນໄທ → ກະເປົາເງິນ',
        'ກະເປົາເງິນ → ກຸງໄທ',
      ]),
    );
    // the new language's lookup info is asked again: let it land inside the test
    await queriesSettled(queryClient);
  });

  it('counts a withdrawal still processing as money on its way', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 1,
          statements: [
            entry({ statementType: 'withdraw', status: 'processing', from: 'WALLET', to: 'SCB' }),
          ],
        },
      },
    });
    const { queryClient } = renderApp('/user/statement');
    await screen.findByRole('list', { name: 'Statement entries' }, { timeout: 5_000 });
    expect(pendingMoney.has('withdraw')).toBe(true);
    expect(pendingMoney.has('deposit')).toBe(false);
    await queriesSettled(queryClient);
  });
});

describe('slip list that stays live (issue 13)', () => {
  it('reads itself again with backoff while a slip is checked, and turns green', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let status = 'processing';
    const fetch = mockHomeApi({
      'POST /api/statement': { body: { total: 0, statements: [] } },
      'POST /api/statement/slip': () => ({
        body: {
          total: 2,
          slips: [slip({ status, reference: 'a' }), slip({ reference: 'b', status: 'failed' })],
        },
      }),
    });
    const slipLoads = () => callsTo(fetch, 'POST', '/api/statement/slip').length;
    renderApp('/user/statement?slips=1');
    const dialog = await screen.findByRole('dialog', { name: 'My slips' }, { timeout: 5_000 });
    const first = () => within(dialog).getAllByRole('row')[1] as HTMLElement;
    await within(dialog).findByRole('table');
    expect(first().querySelector('.status-badge--pending')).toBeTruthy();
    expect(slipLoads()).toBe(1);
    // the slip is money on its way: the wallet looks for it too
    expect(pendingMoney.has('deposit')).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(slipLoads()).toBe(2);
    await act(() => vi.advanceTimersByTimeAsync(4_000));
    expect(slipLoads()).toBe(2);
    status = 'success';
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(slipLoads()).toBe(3);
    await waitFor(() => expect(first().querySelector('.status-badge--success')).toBeTruthy());
    expect(within(first()).getByText('Success')).toBeTruthy();

    // nothing in progress any more: it stops
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(slipLoads()).toBe(3);
  });
});
