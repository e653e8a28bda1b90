import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefundCheck } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { noBanners, refundCheck, refundEntry } from '@/testing/reward-fixtures';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';
import { renderApp } from '@/testing/test-utils';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

const history = (refunds = [refundEntry()], total = refunds.length) => ({
  body: { refunds, total },
});

const mockRefundApi = (check: () => RefundCheck, extra: Parameters<typeof mockHomeApi>[0] = {}) =>
  mockHomeApi({
    'GET /api/refund/banners': noBanners,
    'GET /api/refund/check': () => ({ body: check() }),
    'POST /api/refund': history(),
    ...extra,
  });

const openRefund = async () => {
  const user = userEvent.setup();
  renderApp('/user/home');
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  await user.click(within(widgets).getByRole('button', { name: 'Refund' }));
  const dialog = await screen.findByRole('dialog', { name: 'Refund of losses' });
  return { user, dialog };
};

describe('refund widget: the banner rule (spec §2)', () => {
  it('opens the refund modal directly when there are no banners', async () => {
    const fetch = mockRefundApi(() => refundCheck());
    const { dialog } = await openRefund();
    expect(await within(dialog).findByText("Last week's refund")).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/refund/banners')).toHaveLength(1);
  });

  it('shows the banners first, and closing them opens the modal', async () => {
    const fetch = mockRefundApi(() => refundCheck(), {
      'GET /api/refund/banners': {
        body: { banners: [{ image: '/media/rewards/refund.svg', html: '<p>5% back</p>' }] },
      },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    await user.click(within(widgets).getByRole('button', { name: 'Refund' }));
    const banners = await screen.findByRole('dialog', { name: 'Refund' });
    expect(within(banners).getByText('5% back')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/refund/check')).toHaveLength(0);
    await user.click(within(banners).getByRole('button', { name: 'Close' }));
    const modal = await screen.findByRole('dialog', { name: 'Refund of losses' });
    expect(await within(modal).findByText('฿120.00')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Refund' })).toBeNull();
  });
});

describe('refund modal (spec §2, §4, issue 9)', () => {
  it('shows the period, the figures, how it is paid and the info line', async () => {
    mockRefundApi(() =>
      refundCheck({
        refundSuccess: 150,
        refundFail: 25,
        claimUntil: '2026-05-11T16:59:59.000Z',
      }),
    );
    const { dialog } = await openRefund();
    expect(await within(dialog).findByText('฿120.00')).toBeTruthy();
    expect(within(dialog).getByText('For the week 04/05/2026 – 10/05/2026')).toBeTruthy();
    const list = dialog.querySelector<HTMLElement>('dl.reward-facts');
    const facts = (term: string) => within(list!).getByText(term).nextSibling?.textContent;
    expect(facts('Period')).toBe('04/05/2026 – 10/05/2026');
    expect(facts('Net loss in the period')).toBe('2,400.00 baht');
    expect(facts('Refund rate')).toBe('5% of the net loss');
    expect(facts('Smallest refund paid')).toBe('1.00 baht');
    expect(facts('Largest refund per period')).toBe('2,000.00 baht');
    expect(facts('Receive it by')).toBe('11/05/2026 23:59:59');
    expect(
      within(dialog).getByText(
        'Completed when your total balance reaches 150% of the reward (180.00 baht).',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Lost if your total balance falls below 25% of the reward (30.00 baht).',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText('You can receive 120.00 baht for last week.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive refund' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('is disabled while a bonus is active, with the reason (§4)', async () => {
    const fetch = mockRefundApi(() =>
      refundCheck({ bonus: true, info: 'A bonus is active: end it to receive your refund.' }),
    );
    const { dialog } = await openRefund();
    const button = await within(dialog).findByRole('button', { name: 'Receive refund' });
    expect(button).toHaveProperty('disabled', true);
    const reason = within(dialog).getByText(
      'You cannot receive a refund while a bonus is active. End your bonus first.',
    );
    expect(button.getAttribute('aria-describedby')).toContain(reason.id);
    expect(callsTo(fetch, 'GET', '/api/refund/receive')).toHaveLength(0);
  });

  it('is disabled when the result is false, with the server’s reason', async () => {
    mockRefundApi(() =>
      refundCheck({
        result: false,
        refundAmount: 0,
        netLoss: 0,
        info: 'You did not lose last week, so there is no refund.',
      }),
    );
    const { dialog } = await openRefund();
    const button = await within(dialog).findByRole('button', { name: 'Receive refund' });
    expect(button).toHaveProperty('disabled', true);
    const reason = within(dialog).getByText('You did not lose last week, so there is no refund.');
    expect(button.getAttribute('aria-describedby')).toBe(reason.id);
  });

  it('receives after the confirm, once per press, then reloads the check and the wallet', async () => {
    let check = refundCheck();
    const fetch = mockRefundApi(() => check, {
      'GET /api/refund/receive': () => {
        check = refundCheck({ result: false, received: true, info: 'Received.' });
        return {
          body: {
            message: 'REFUND_SUCCESS',
            refundAmount: 120,
            wallet: { amount: 1120 },
            bonus: null,
          },
        };
      },
    });
    const { user, dialog } = await openRefund();
    await user.click(await within(dialog).findByRole('button', { name: 'Receive refund' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Receive your refund?' });
    expect(
      within(confirm).getByText(
        'You are about to receive 120.00 baht, the refund for 04/05/2026 – 10/05/2026.',
      ),
    ).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Paid straight to your wallet with no condition: you can play or withdraw it right away.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/refund/receive')).toHaveLength(0);

    const checks = callsTo(fetch, 'GET', '/api/refund/check').length;
    const wallets = callsTo(fetch, 'GET', '/api/wallet').length;
    await user.click(within(confirm).getByRole('button', { name: 'Receive 120.00 baht' }));
    expect(
      await screen.findByText(
        'Refund received. 120.00 baht is in your wallet. Wallet balance: 1,120.00 baht.',
      ),
    ).toBeTruthy();
    const calls = callsTo(fetch, 'GET', '/api/refund/receive');
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeTruthy();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/refund/check').length).toBeGreaterThan(checks),
    );
    expect(
      await within(dialog).findByText("You have already received this period's refund."),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive refund' })).toHaveProperty(
      'disabled',
      true,
    );
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThan(wallets),
    );

    // closing with the true flag reloads the wallet (spec §2)
    const beforeClose = callsTo(fetch, 'GET', '/api/wallet').length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThan(beforeClose),
    );
  });

  it('closing reloads the wallet, even without receiving (issue 13)', async () => {
    const fetch = mockRefundApi(() => refundCheck());
    const { user, dialog } = await openRefund();
    await within(dialog).findByText('฿120.00');
    const wallets = callsTo(fetch, 'GET', '/api/wallet').length;
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(wallets + 1));
  });

  it('says clearly when this period’s refund was received already (REFUND_RECEIVED)', async () => {
    mockRefundApi(() => refundCheck(), {
      'GET /api/refund/receive': { status: 409, body: { message: 'REFUND_RECEIVED' } },
    });
    const { user, dialog } = await openRefund();
    await user.click(await within(dialog).findByRole('button', { name: 'Receive refund' }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Receive 120.00 baht' }));
    const alert = await within(dialog).findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toBe("You have already received this period's refund."),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists the refunds received, 10 a page, and keeps quiet when the list fails', async () => {
    const fetch = mockRefundApi(() => refundCheck(), {
      'POST /api/refund': history([refundEntry()], 11),
    });
    const { user, dialog } = await openRefund();
    const table = await within(dialog).findByRole('table', { name: 'Refunds you have received' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).getByRole('rowheader').textContent).toBe('27/04/2026 – 03/05/2026');
    expect(within(rows[1]!).getByText('1,600.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('80.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('05/05/2026')).toBeTruthy();
    expect(JSON.parse(String(callsTo(fetch, 'POST', '/api/refund')[0]?.[1]?.body))).toEqual({
      page: 1,
      limit: 10,
    });
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/refund')).toHaveLength(2));
  });

  it('shows a quiet empty history when the list cannot be loaded (§7)', async () => {
    mockRefundApi(() => refundCheck(), {
      'POST /api/refund': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    const { dialog } = await openRefund();
    expect(await within(dialog).findByText('No refunds received yet.')).toBeTruthy();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });
});
