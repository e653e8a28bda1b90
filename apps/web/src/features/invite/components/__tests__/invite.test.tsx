import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { activeReply } from '@/testing/bonus-fixtures';
import { inviteEntry, inviteSummary, noBanners } from '@/testing/reward-fixtures';
import { callsTo, mockHomeApi, walletBody } from '@/testing/wallet-fixtures';
import { renderApp } from '@/testing/test-utils';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

const withInvite = (amount: number, success = 0, fail = 0) => ({
  body: walletBody({ invite: { amount, success, fail } }),
});

const received = (fields: { amount?: number; wallet?: number } = {}) => ({
  body: {
    message: 'INVITE_BONUS_SUCCESS',
    amount: fields.amount ?? 120,
    wallet: { amount: fields.wallet ?? 1120 },
    bonus: null,
  },
});

const inviteGroup = async () => screen.findByRole('group', { name: 'Invite bonus' });

describe('home header: the invite bonus (spec §2)', () => {
  it('shows the amount; Receive is disabled at 0 with a hint', async () => {
    mockHomeApi();
    renderApp('/user/home');
    const group = await inviteGroup();
    expect(within(group).getByText('฿0.00')).toBeTruthy();
    const button = within(group).getByRole('button', { name: 'Receive' });
    expect(button).toHaveProperty('disabled', true);
    const hint = within(group).getByText('Invite friends to earn a bonus');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
  });

  it('says what waits for a staff check, apart from what can be received (decision 011)', async () => {
    mockHomeApi({
      'GET /api/wallet': {
        body: walletBody({ invite: { amount: 0, success: 0, fail: 0, reviewing: 40 } }),
      },
    });
    renderApp('/user/home');
    const group = await inviteGroup();
    expect(within(group).getByText('฿0.00')).toBeTruthy();
    const button = within(group).getByRole('button', { name: 'Receive' });
    expect(button).toHaveProperty('disabled', true);
    const hint = within(group).getByText('40.00 baht waits for a staff check first');
    expect(button.getAttribute('aria-describedby')).toBe(hint.id);
    expect(within(group).queryByText('Invite friends to earn a bonus')).toBeNull();
  });

  it('states the conditions with both percents, then receives once per press', async () => {
    let wallet = withInvite(120, 300, 20);
    const fetch = mockHomeApi({
      'GET /api/wallet': () => wallet,
      'GET /api/invite/bonus': () => {
        wallet = withInvite(0);
        return received();
      },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const group = await inviteGroup();
    expect(within(group).getByText('฿120.00')).toBeTruthy();
    await user.click(within(group).getByRole('button', { name: 'Receive' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Receive your invite bonus?' });
    expect(
      within(dialog).getByText('You are about to receive 120.00 baht earned by inviting friends.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('It starts as a bonus with a condition:')).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Completed when your total balance reaches 300% of the reward (360.00 baht).',
      ),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        'Lost if your total balance falls below 20% of the reward (24.00 baht).',
      ),
    ).toBeTruthy();
    // the safe choice has the focus
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Not now' }));
    expect(callsTo(fetch, 'GET', '/api/invite/bonus')).toHaveLength(0);

    const walletLoads = callsTo(fetch, 'GET', '/api/wallet').length;
    await user.click(within(dialog).getByRole('button', { name: 'Receive 120.00 baht' }));
    expect(
      await screen.findByText(
        'Invite bonus received successfully. 120.00 baht is in your wallet. Wallet balance: 1,120.00 baht.',
      ),
    ).toBeTruthy();
    const calls = callsTo(fetch, 'GET', '/api/invite/bonus');
    expect(calls).toHaveLength(1);
    expect(keyOf(calls[0])).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // the wallet (and with it the header) reloads
    await waitFor(() =>
      expect(callsTo(fetch, 'GET', '/api/wallet').length).toBeGreaterThan(walletLoads),
    );
    await waitFor(() => expect(within(group).getByText('฿0.00')).toBeTruthy());
  });

  it('says it is paid with no condition when both percents are 0', async () => {
    mockHomeApi({ 'GET /api/wallet': withInvite(55.5) });
    const user = userEvent.setup();
    renderApp('/user/home');
    await user.click(within(await inviteGroup()).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Paid straight to your wallet with no condition: you can play or withdraw it right away.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/starts as a bonus/)).toBeNull();
  });

  it('shows a refusal in a danger toast (§8) and makes a new key for the next press', async () => {
    const fetch = mockHomeApi({
      'GET /api/wallet': withInvite(120),
      'GET /api/invite/bonus': { status: 400, body: { message: 'NO_INVITEE_PLAY_INFO' } },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const group = await inviteGroup();
    await user.click(within(group).getByRole('button', { name: 'Receive' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Receive 120.00 baht',
      }),
    );
    expect(await screen.findByText('The friends you invited have not played yet.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(within(group).getByRole('button', { name: 'Receive' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Receive 120.00 baht',
      }),
    );
    await waitFor(() => expect(callsTo(fetch, 'GET', '/api/invite/bonus')).toHaveLength(2));
    const [first, second] = callsTo(fetch, 'GET', '/api/invite/bonus');
    expect(keyOf(first)).not.toBe(keyOf(second));
  });

  it('sends the same key again after an answer was lost (it cannot be received twice)', async () => {
    let lost = true;
    const fetch = mockHomeApi({
      'GET /api/wallet': withInvite(120),
      'GET /api/invite/bonus': () => {
        if (lost) throw new TypeError('Failed to fetch');
        return received();
      },
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const group = await inviteGroup();
    const press = async () => {
      await user.click(within(group).getByRole('button', { name: 'Receive' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Receive 120.00 baht',
        }),
      );
    };
    await press();
    expect(await screen.findByText(/We cannot reach the server/)).toBeTruthy();
    lost = false;
    await press();
    expect(await screen.findByText(/Invite bonus received successfully/)).toBeTruthy();
    const [first, second] = callsTo(fetch, 'GET', '/api/invite/bonus');
    expect(keyOf(first)).toBe(keyOf(second));
  });

  it('warns and holds Receive while a bonus runs when the reward would start one', async () => {
    const fetch = mockHomeApi({
      'GET /api/wallet': withInvite(120, 300, 20),
      'GET /api/bonus/check/active': activeReply(),
    });
    const user = userEvent.setup();
    renderApp('/user/home');
    const group = await inviteGroup();
    // the active bonus is known once its widget shows the bar
    await screen.findByRole('progressbar');
    await user.click(within(group).getByRole('button', { name: 'Receive' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'You already have an active bonus. This reward starts a bonus, so end yours first.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive 120.00 baht' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(callsTo(fetch, 'GET', '/api/invite/bonus')).toHaveLength(0);
  });
});

const openInvite = async () => {
  const user = userEvent.setup();
  renderApp('/user/home');
  const widgets = await screen.findByRole('region', { name: 'Shortcuts' });
  await user.click(within(widgets).getByRole('button', { name: 'Invite friends' }));
  return user;
};

describe('invite widget: the banner rule (spec §2)', () => {
  it('opens the invite modal directly when there are no banners', async () => {
    const fetch = mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': { body: inviteSummary() },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    await openInvite();
    expect(await screen.findByRole('dialog', { name: 'Invite friends' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/invite/banners')).toHaveLength(1);
  });

  it('opens the modal when the banners cannot be loaded', async () => {
    mockHomeApi({
      'GET /api/invite/banners': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
      'GET /api/invite/summary': { body: inviteSummary() },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(within(dialog).queryByRole('region', { name: 'Invite friends' })).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
  });

  it('shows the banners first (sanitized), and closing them opens the modal', async () => {
    const fetch = mockHomeApi({
      'GET /api/invite/banners': {
        body: {
          banners: [
            { image: '/media/rewards/invite.svg', html: '<p><b>Invite</b> a friend</p>' },
            { image: '/media/rewards/two.svg', html: '<p onclick="alert(1)">Second</p>' },
          ],
        },
      },
      'GET /api/invite/summary': { body: inviteSummary() },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    const user = await openInvite();
    const banners = await screen.findByRole('dialog', { name: 'Invite friends' });
    const carousel = within(banners).getByRole('region', { name: 'Invite friends' });
    expect(within(carousel).getByText('Invite').tagName).toBe('B');
    expect(within(banners).queryByRole('textbox')).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/invite/summary')).toHaveLength(0);
    await user.click(within(banners).getByRole('button', { name: 'Next banner' }));
    expect(within(carousel).getByText('Second').getAttribute('onclick')).toBeNull();

    await user.click(within(banners).getByRole('button', { name: 'Continue' }));
    const modal = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(modal).findByLabelText('Invite link')).toBeTruthy();
    expect(within(modal).queryByRole('region', { name: 'Invite friends' })).toBeNull();
  });
});

describe('invite modal (issue 9)', () => {
  it('offers the link with copy, a QR code, the rules, the totals and the friends', async () => {
    const fetch = mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': {
        body: inviteSummary({ condition: { percentSuccess: 200, percentFail: 10 } }),
      },
      'POST /api/invite': {
        body: {
          invites: [
            inviteEntry(),
            inviteEntry({ from: { name: 'Nid***' }, amount: 0, played: false }),
          ],
          total: 12,
        },
      },
    });
    const user = await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const link = await within(dialog).findByLabelText<HTMLInputElement>('Invite link');
    expect(link.value).toBe('https://demo.test/register?code=PR1001');
    expect(link.readOnly).toBe(true);
    expect(within(dialog).getByText('Your invite code: PR1001')).toBeTruthy();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy invite link' }));
    expect(writeText).toHaveBeenCalledWith('https://demo.test/register?code=PR1001');
    expect(await screen.findByText('Copied https://demo.test/register?code=PR1001')).toBeTruthy();

    const qr = within(dialog).getByRole('img', {
      name: 'QR code of your invite link (code PR1001)',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    // no share sheet in this browser: no Share button
    expect(within(dialog).queryByRole('button', { name: 'Share' })).toBeNull();

    const rules = within(dialog).getByRole('region', { name: 'How you earn' });
    expect(within(rules).getByText("10% of each friend's first deposit")).toBeTruthy();
    expect(within(rules).getByText('500.00 baht')).toBeTruthy();
    expect(within(rules).getByText('5,000.00 baht')).toBeTruthy();
    expect(within(rules).getByText('50.00 baht of turnover')).toBeTruthy();
    expect(
      within(rules).getByText('Completed when your total balance reaches 200% of the reward.'),
    ).toBeTruthy();
    expect(
      within(rules).getByText('Lost if your total balance falls below 10% of the reward.'),
    ).toBeTruthy();

    const totals = within(dialog).getByRole('region', { name: 'Your totals' });
    expect(within(totals).getByText('Friends invited').nextSibling?.textContent).toBe('3');
    expect(within(totals).getByText('Waiting to receive').nextSibling?.textContent).toBe('฿120.00');

    const table = within(dialog).getByRole('table', {
      name: 'Friends you invited and what each has earned you',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('rowheader', { name: 'Som***' })).toBeTruthy();
    expect(within(rows[1]!).getByText('100.00')).toBeTruthy();
    expect(within(rows[1]!).getByText('03/05/2026')).toBeTruthy();
    expect(within(rows[1]!).getByText('Yes')).toBeTruthy();
    expect(within(rows[2]!).getByText('Not yet')).toBeTruthy();

    // 12 friends: two pages of 10
    const body = JSON.parse(String(callsTo(fetch, 'POST', '/api/invite')[0]?.[1]?.body)) as unknown;
    expect(body).toEqual({ page: 1, limit: 10 });
    await user.click(within(dialog).getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(callsTo(fetch, 'POST', '/api/invite')).toHaveLength(2));
    expect(JSON.parse(String(callsTo(fetch, 'POST', '/api/invite')[1]?.[1]?.body))).toEqual({
      page: 2,
      limit: 10,
    });
  });

  it('shows flagged rewards waiting for a staff check in the totals, with why (decision 011)', async () => {
    mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': { body: inviteSummary({ accrued: 0, reviewing: 25 }) },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const totals = await within(dialog).findByRole('region', { name: 'Your totals' });
    expect(within(totals).getByText('Waiting to receive').nextSibling?.textContent).toBe('฿0.00');
    expect(within(totals).getByText('Waiting for a staff check').nextSibling?.textContent).toBe(
      '฿25.00',
    );
    expect(within(totals).getByText(/checked by our staff before you can receive it/)).toBeTruthy();
  });

  it('shares the link through the system share sheet when there is one', async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': { body: inviteSummary() },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    const user = await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    await user.click(await within(dialog).findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://demo.test/register?code=PR1001' }),
    );
  });

  it('says "no friends yet" for an empty list and for a failed load, without a toast', async () => {
    mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': { body: inviteSummary({ invitees: 0, played: 0 }) },
      'POST /api/invite': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
    });
    await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    expect(await within(dialog).findByText('No friends yet — share your link.')).toBeTruthy();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(screen.queryByText(/Something went wrong/)).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('still offers the link (built from the member id) when the summary fails', async () => {
    mockHomeApi({
      'GET /api/invite/banners': noBanners,
      'GET /api/invite/summary': { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } },
      'POST /api/invite': { body: { invites: [], total: 0 } },
    });
    await openInvite();
    const dialog = await screen.findByRole('dialog', { name: 'Invite friends' });
    const link = await within(dialog).findByLabelText<HTMLInputElement>('Invite link');
    expect(link.value).toBe(`${window.location.origin}/register?code=PR1001`);
    expect(within(dialog).getByText('The invite rules are not available right now.')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
