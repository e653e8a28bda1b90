import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { activeReply } from '@/testing/bonus-fixtures';
import { coupon, drawnSpin, spinResult, spinSetup } from '@/testing/spin-fixtures';
import { lookupReplies, mockApi, renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
  // jsdom has no canvas: the wheel still turns (on a timer) and stops where the server says
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // the calm, short spin of prefers-reduced-motion keeps the tests quick
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
});

const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

const withCoins = (coin: number) => {
  const body = walletBody();
  return { body: { ...body, profile: { ...body.profile, coin } } };
};

const wheelApi = (extra: Parameters<typeof mockHomeApi>[0] = {}) =>
  mockHomeApi({
    'GET /api/spinwheel/active': { body: { isActive: true } },
    'GET /api/wallet': withCoins(2),
    'GET /api/spinwheel/setup': { body: spinSetup() },
    'GET /api/spinwheel/coupon': { body: { coupons: [], total: 0, open: 0 } },
    'GET /api/spinwheel/spins': { body: { spins: [], total: 0 } },
    ...extra,
  });

/** The coin count beside "Your coins". */
const coinsOf = (dialog: HTMLElement) =>
  within(dialog).getByText('Your coins').nextElementSibling?.textContent;

const openWheel = async () => {
  const user = userEvent.setup();
  renderApp('/user/home');
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  await user.click(await within(widgets).findByRole('button', { name: 'Prize wheel' }));
  const dialog = await screen.findByRole('dialog', { name: 'Lucky Wheel' });
  return { user, dialog };
};

describe('home: the spin wheel widget (spec §2)', () => {
  it('keeps the refresh-all widget while the wheel is not active', async () => {
    mockHomeApi();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    expect(within(widgets).getByRole('button', { name: 'Refresh all balances' })).toBeTruthy();
    expect(within(widgets).queryByRole('button', { name: 'Prize wheel' })).toBeNull();
  });

  it('shows the wheel with the coin count instead while it is active', async () => {
    wheelApi();
    renderApp('/user/home');
    const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
    const widget = await within(widgets).findByRole('button', { name: 'Prize wheel' });
    // issue 13: named by its visible title alone; the coin count is its description
    expect(
      document.getElementById(widget.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('You have 2 coins to spin');
    expect(within(widgets).queryByRole('button', { name: 'Refresh all balances' })).toBeNull();
  });
});

describe('spin wheel modal (spec §2, §4, §9)', () => {
  it('shows the wheel as an image, the coins, and Spin', async () => {
    wheelApi();
    const { dialog } = await openWheel();
    const wheel = within(dialog).getByRole('img', { name: /Prize wheel with 4 equal slices/ });
    expect(wheel.tagName).toBe('CANVAS');
    expect(wheel.getAttribute('aria-label')).toContain('฿50, ฿20, 2 coins, Try again');
    expect(coinsOf(dialog)).toBe('2 coins');
    expect(within(dialog).getByRole('button', { name: 'Spin' })).toHaveProperty('disabled', false);
  });

  it('blocks Spin at 0 coins and says how coins are earned', async () => {
    const fetch = wheelApi({ 'GET /api/spinwheel/setup': { body: spinSetup({ userCoin: 0 }) } });
    const { user, dialog } = await openWheel();
    const button = within(dialog).getByRole('button', { name: 'Spin' });
    expect(button).toHaveProperty('disabled', true);
    const panel = within(dialog).getByRole('tabpanel', { name: 'Wheel' });
    expect(within(panel).getByText('You have no coins left to spin.')).toBeTruthy();
    expect(within(panel).getByText('1 coin for every 100.00 baht you deposit.')).toBeTruthy();
    await user.click(button);
    expect(callsTo(fetch, 'POST', '/api/spinwheel/spin')).toHaveLength(0);
  });

  it('spins once, stops on the server slice and tells the prize; the wheel then reloads', async () => {
    let setup = spinSetup();
    const fetch = wheelApi({
      'GET /api/spinwheel/setup': () => ({ body: setup }),
      'POST /api/spinwheel/spin': () => {
        setup = spinSetup({ userCoin: 1 });
        return { body: spinResult(0) };
      },
    });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('button', { name: 'Spin' }));

    const prize = await screen.findByRole('dialog', { name: 'Spin result' }, { timeout: 3000 });
    expect(
      within(prize).getByText('You won a coupon for 50.00 baht! It was added to your coupons.'),
    ).toBeTruthy();
    expect(
      within(prize).getByText(
        'Starts a bonus: completed when your balance reaches 300% of the amount, lost below 20%.',
      ),
    ).toBeTruthy();
    expect(within(prize).getByText('Claim it within 7 days.')).toBeTruthy();
    expect(screen.getByText(/The wheel stopped on ฿50\./)).toBeTruthy();

    const calls = callsTo(fetch, 'POST', '/api/spinwheel/spin');
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeTruthy();

    const setupLoads = callsTo(fetch, 'GET', '/api/spinwheel/setup').length;
    await user.click(within(prize).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog', { name: 'Spin result' })).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/spinwheel/setup').length).toBeGreaterThan(setupLoads),
    );
    await waitFor(() => expect(coinsOf(dialog)).toBe('1 coin'));
  });

  it('shows a refused spin in the error dialog with the text of its code (§8)', async () => {
    wheelApi({ 'POST /api/spinwheel/spin': { status: 409, body: { message: 'NO_COIN' } } });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('button', { name: 'Spin' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(within(error).getByText('You have no coins left to spin.')).toBeTruthy();
  });

  it('lists every slice with its prize and chance', async () => {
    wheelApi();
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('tab', { name: 'Odds' }));
    const table = within(dialog).getByRole('table', {
      name: 'Each slice, its prize and its chance',
    });
    const rows = within(table).getAllByRole('row').slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '฿50',
      '฿20',
      '2 coins',
      'Try again',
    ]);
    expect(cells[0]).toEqual([
      'Coupon for 50.00 baht · Starts a bonus: completed when your balance reaches 300% of the amount, lost below 20%. · Claim it within 7 days.50 baht coupon',
      '10.00%',
    ]);
    expect(cells[1]?.[0]).toContain(
      'Paid to your wallet with no condition. · Claim it within 3 days.',
    );
    expect(cells.map((row) => row[1])).toEqual(['10.00%', '20.00%', '30.00%', '40.00%']);
    expect(cells[3]?.[0]).toMatch(/^No prize/);
    // the slice html is cleaned before it is shown
    expect(within(rows[0]!).getByText('50 baht coupon').tagName).toBe('P');
    expect(
      within(dialog)
        .getByRole('link', { name: /all odds/i })
        .getAttribute('href'),
    ).toBe('/odds');
  });
});

describe('coupons: choose, confirm, claim, reload (spec §4)', () => {
  it('confirms the amount, the condition and that it is final, then claims once', async () => {
    let coupons = [coupon(), coupon({ _id: 'coupon-2', status: 'claimed', amount: 20 })];
    const fetch = wheelApi({
      'GET /api/spinwheel/coupon': () => ({ body: { coupons, total: 2, open: 1 } }),
      'POST /api/spinwheel/coupon/claim': () => {
        coupons = coupons.map((c) => ({ ...c, status: 'claimed' as const }));
        return {
          body: {
            message: 'COUPON_CLAIMED',
            amount: 50,
            wallet: { amount: 1050 },
            bonus: null,
          },
        };
      },
    });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('tab', { name: 'My coupons' }));
    expect(
      within(dialog).getByText('Coupons can be claimed when no bonus is running.'),
    ).toBeTruthy();
    const table = await within(dialog).findByRole('table', { name: 'Your prize coupons' });
    expect(within(table).getByText('Open')).toBeTruthy();
    expect(within(table).getByText('Claimed')).toBeTruthy();
    expect(within(table).getAllByRole('button', { name: /Claim/ })).toHaveLength(1);

    await user.click(within(table).getByRole('button', { name: 'Claim coupon for 50.00 baht' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Claim this coupon?' });
    expect(
      within(confirm).getByText('You are about to claim a coupon for 50.00 baht (50 baht coupon).'),
    ).toBeTruthy();
    expect(
      within(confirm).getByText(
        'Completed when your total balance reaches 300% of the reward (150.00 baht).',
      ),
    ).toBeTruthy();
    expect(within(confirm).getByText('A claim cannot be undone.')).toBeTruthy();
    expect(document.activeElement).toBe(within(confirm).getByRole('button', { name: 'Not now' }));
    expect(callsTo(fetch, 'POST', '/api/spinwheel/coupon/claim')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Claim 50.00 baht' }));
    expect(
      await screen.findByText(
        'Coupon claimed. 50.00 baht is in your wallet. Wallet balance: 1,050.00 baht.',
      ),
    ).toBeTruthy();
    const calls = callsTo(fetch, 'POST', '/api/spinwheel/coupon/claim');
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeTruthy();
    expect(JSON.parse(String((calls[0]?.[1] as RequestInit).body))).toEqual({ coupon: 'coupon-1' });
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Claim/ })).toBeNull());
  });

  it('shows BONUS_REMAINING in the error dialog, and warns first when a bonus runs', async () => {
    wheelApi({
      'GET /api/bonus/check/active': activeReply(),
      'GET /api/spinwheel/coupon': { body: { coupons: [coupon()], total: 1, open: 1 } },
      'POST /api/spinwheel/coupon/claim': { status: 409, body: { message: 'BONUS_REMAINING' } },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    await screen.findByRole('progressbar');
    await user.click(await screen.findByRole('button', { name: 'Prize wheel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lucky Wheel' });
    await user.click(within(dialog).getByRole('tab', { name: 'My coupons' }));
    expect(
      within(dialog).getByText(
        'You have a bonus running now: a claim will be refused until it ends.',
      ),
    ).toBeTruthy();
    await user.click(
      await within(dialog).findByRole('button', { name: 'Claim coupon for 50.00 baht' }),
    );
    const confirm = await screen.findByRole('alertdialog', { name: 'Claim this coupon?' });
    await user.click(within(confirm).getByRole('button', { name: 'Claim 50.00 baht' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('A bonus is still in progress. Complete or end it first.'),
    ).toBeTruthy();
  });
});

describe('fairness (issue 10)', () => {
  it('shows the seeds, verifies a revealed spin in the browser and explains a hidden one', async () => {
    const revealed = drawnSpin('old-server-seed', { nonce: 2 });
    const hidden = drawnSpin(null, { nonce: 5 });
    const fetch = wheelApi({
      'GET /api/spinwheel/spins': { body: { spins: [hidden, revealed], total: 2 } },
      'GET /api/spinwheel/odds': {
        body: { wheel: spinSetup().result.activeSpinwheel, earn: spinSetup().result.earn },
      },
    });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('tab', { name: 'Fairness' }));
    expect(within(dialog).getByText('a'.repeat(64))).toBeTruthy();
    expect(within(dialog).getByText(/HMAC-SHA256\(key = server seed/)).toBeTruthy();
    expect(
      await within(dialog).findByText('Rotate your seed to reveal it and verify.'),
    ).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Verify the spin with nonce 2' }));
    expect(await within(dialog).findByText('✓ Verified')).toBeTruthy();
    const odds = callsTo(fetch, 'GET', '/api/spinwheel/odds');
    expect(new URL(String(odds[0]?.[0]), 'http://localhost').searchParams.get('version')).toBe('3');
  });

  it('says ✗ Mismatch when the recorded slice is not the one the seeds draw', async () => {
    const spin = drawnSpin('old-server-seed', { nonce: 2 });
    wheelApi({
      'GET /api/spinwheel/spins': {
        body: { spins: [{ ...spin, code: spin.code === 'NONE' ? 'C50' : 'NONE' }], total: 1 },
      },
      'GET /api/spinwheel/odds': {
        body: { wheel: spinSetup().result.activeSpinwheel, earn: spinSetup().result.earn },
      },
    });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('tab', { name: 'Fairness' }));
    await user.click(
      await within(dialog).findByRole('button', { name: 'Verify the spin with nonce 2' }),
    );
    expect(await within(dialog).findByText('✗ Mismatch')).toBeTruthy();
  });

  it('changes the client seed and shows the server seed it reveals', async () => {
    const fetch = wheelApi({
      'POST /api/spinwheel/seed': {
        body: {
          revealed: { serverSeed: 'the-old-server-seed', seedHash: 'a'.repeat(64), spins: 4 },
          fairness: { seedHash: 'b'.repeat(64), clientSeed: 'my-new-seed', nonce: 0 },
        },
      },
    });
    const { user, dialog } = await openWheel();
    await user.click(within(dialog).getByRole('tab', { name: 'Fairness' }));
    const field = within(dialog).getByRole('textbox', { name: 'New client seed' });
    await user.clear(field);
    await user.type(field, 'has space');
    await user.click(within(dialog).getByRole('button', { name: 'Change seed and reveal' }));
    expect(within(dialog).getByText('Use 1–64 letters, digits, _ or - (no spaces).')).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/spinwheel/seed')).toHaveLength(0);

    await user.clear(field);
    await user.type(field, 'my-new-seed');
    await user.click(within(dialog).getByRole('button', { name: 'Change seed and reveal' }));
    expect(await within(dialog).findByText('the-old-server-seed')).toBeTruthy();
    const calls = callsTo(fetch, 'POST', '/api/spinwheel/seed');
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeTruthy();
    expect(JSON.parse(String((calls[0]?.[1] as RequestInit).body))).toEqual({
      clientSeed: 'my-new-seed',
    });
  });
});

describe('public odds page', () => {
  it('shows the odds of the live wheel and how coins are earned', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/spinwheel/odds': {
        body: {
          wheel: spinSetup().result.activeSpinwheel,
          earn: { perDeposit: null, perTurnover: 1000 },
        },
      },
    });
    renderApp('/odds');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prize wheel odds' })).toBeTruthy();
    expect(await screen.findByText('Lucky Wheel, version 3')).toBeTruthy();
    expect(screen.getByText('40.00%')).toBeTruthy();
    expect(screen.getByText('1 coin for every 1,000.00 baht you bet (turnover).')).toBeTruthy();
  });

  it('keeps a member signed in (the wheel modal links here)', async () => {
    mockApi({
      ...lookupReplies,
      'GET /api/spinwheel/odds': {
        body: { wheel: spinSetup().result.activeSpinwheel, earn: spinSetup().result.earn },
      },
    });
    renderApp('/odds');
    await screen.findByRole('heading', { level: 1, name: 'Prize wheel odds' });
    expect(storage.getToken()).toBe('tok');
  });
});
