import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hasOpenedGame } from '@/lib/game-return';
import { storage } from '@/lib/storage';
import { gameCard } from '@/testing/game-cards';
import { renderApp } from '@/testing/test-utils';
import { callsTo, demoSlots, mockHomeApi, slot, walletBody } from '@/testing/wallet-fixtures';

function signIn() {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
}

async function openGame(name: string) {
  const user = userEvent.setup();
  renderApp('/user/home');
  // the card is named by what it shows, the game first (issue 13)
  await user.click(await screen.findByRole('button', { name: gameCard(name) }));
  return { user, dialog: await screen.findByRole('dialog', { name }) };
}

const account = (username: string, password: string) => ({
  body: { username, password, event: {} },
});

beforeEach(() => {
  signIn();
});

describe('game account modal: a closed account (spec §2, §4)', () => {
  it('opens the account, reloads the wallet and shows the new login', async () => {
    let open = false;
    const slots = () =>
      demoSlots().map((s) => (s.code === 'joker2' && open ? { ...s, isActive: true } : s));
    const fetch = mockHomeApi({
      'GET /api/wallet': () => ({ body: walletBody({ slots: slots() }) }),
      'GET /api/wallet/activate/joker2': () => {
        open = true;
        return { body: { message: 'OK' } };
      },
      'GET /api/wallet/account/joker2': account('jk_somchai', 'Pass-1234'),
    });
    const { user, dialog } = await openGame('Joker');
    expect(
      within(dialog).getByText('You do not have a Joker account yet. Open one to start playing.'),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    const username = await within(dialog).findByLabelText<HTMLInputElement>('Username');
    expect(username.value).toBe('jk_somchai');
    expect(screen.getByText('Your Joker account is ready.')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/wallet/activate/joker2')).toHaveLength(1);
    expect(callsTo(fetch, 'GET', '/api/wallet')).toHaveLength(2);
  });

  it('shows SLOT_ACTIVATE_FAIL in the modal and stays closed', async () => {
    mockHomeApi({
      'GET /api/wallet/activate/joker2': { status: 502, body: { message: 'SLOT_ACTIVATE_FAIL' } },
    });
    const { user, dialog } = await openGame('Joker');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'We could not open the game account. Please try again.',
      ),
    );
    expect(within(dialog).getByRole('button', { name: 'Open account' })).toBeTruthy();
  });

  it('treats SLOT_ALREADY_ACTIVE as out of date: reloads and shows the account', async () => {
    let reloaded = false;
    mockHomeApi({
      'GET /api/wallet': () => ({
        body: walletBody({
          slots: demoSlots().map((s) => (s.code === 'joker2' ? { ...s, isActive: reloaded } : s)),
        }),
      }),
      'GET /api/wallet/activate/joker2': () => {
        reloaded = true;
        return { status: 409, body: { message: 'SLOT_ALREADY_ACTIVE' } };
      },
      'GET /api/wallet/account/joker2': account('jk_somchai', 'Pass-1234'),
    });
    const { user, dialog } = await openGame('Joker');
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await within(dialog).findByLabelText('Username')).toBeTruthy();
    expect(screen.getByText('This game account is already open.')).toBeTruthy();
  });
});

describe('game account modal: an open account (spec §2, §4, §8)', () => {
  it('says when the game gave the balance shown, or that it did not answer just now (spec §2)', async () => {
    mockHomeApi({
      'GET /api/wallet': {
        body: walletBody({
          slots: demoSlots().map((s) =>
            s.code === 'pg'
              ? { ...s, readAt: '2026-11-24T07:03:22.000Z' }
              : s.code === 'askmebet'
                ? { ...s, unavailable: true }
                : s,
          ),
        }),
      },
      'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-99'),
      'GET /api/wallet/account/askmebet': account('amb_somchai', 'Secret-98'),
    });
    const { user, dialog } = await openGame('PG Slot');
    // the site's time zone (Bangkok): 07:03:22 UTC is 14:03:22
    expect(within(dialog).getByText('Read from the game at 14:03:22')).toBeTruthy();
    expect(within(dialog).getByText('250.50')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: gameCard('AskMeBet') }));
    const other = await screen.findByRole('dialog', { name: 'AskMeBet' });
    expect(
      within(other).getByText('The game did not answer. This is the last known balance.'),
    ).toBeTruthy();
    expect(within(other).queryByText(/Read from the game/)).toBeNull();
  });

  it('shows the login with copy buttons and the Copied / Failed to copy toasts', async () => {
    mockHomeApi({ 'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111') });
    const { user, dialog } = await openGame('PG Slot');
    const username = await within(dialog).findByLabelText<HTMLInputElement>('Username');
    const password = within(dialog).getByLabelText<HTMLInputElement>('Password');
    expect(username.value).toBe('pg_somchai');
    expect(username.readOnly).toBe(true);
    expect(password.value).toBe('Secret-111');
    expect(password.type).toBe('password');
    expect(within(dialog).getByText('250.50')).toBeTruthy();

    // user-event puts its own clipboard on navigator when set up
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(within(dialog).getByRole('button', { name: 'Copy username' }));
    expect(writeText).toHaveBeenCalledWith('pg_somchai');
    expect(await screen.findByText('Copied pg_somchai')).toBeTruthy();

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy password' }));
    expect(await screen.findByText('Failed to copy')).toBeTruthy();
  });

  it('during a break says why and until when, offers no login or launch, and still moves money out', async () => {
    mockHomeApi({
      'GET /api/wallet/account/pg': {
        status: 403,
        body: { message: 'ACCOUNT_TIMEOUT', until: '2026-12-01T05:00:00.000Z' },
      },
    });
    const { dialog } = await openGame('PG Slot');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toMatch(/break/i);
    expect(within(alert).getByRole('link', { name: 'Go to Responsible play' })).toBeTruthy();
    expect(within(dialog).queryByLabelText('Username')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Play on the web' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Retry' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Transfer money' })).toBeTruthy();
  });

  it('resets the password and loads the account again', async () => {
    let password = 'Secret-111';
    const fetch = mockHomeApi({
      'GET /api/wallet/account/pg': () => account('pg_somchai', password),
      'GET /api/wallet/resetpassword/pg': () => {
        password = 'Fresh-222';
        return { body: { message: 'OK' } };
      },
    });
    const { user, dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your game password has been reset.')).toBeTruthy();
    expect(within(dialog).getByLabelText<HTMLInputElement>('Password').value).toBe('Fresh-222');
    expect(callsTo(fetch, 'GET', '/api/wallet/account/pg')).toHaveLength(2);
  });

  it('opens a window at the click and sends it to the auto-login link', async () => {
    const order: string[] = [];
    const win = {
      closed: false,
      opener: {} as unknown,
      document: { title: '', body: { textContent: '', style: { cssText: '' } } },
      location: { replace: vi.fn((url: string) => order.push(`go ${url}`)) },
      close: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockImplementation(() => {
      order.push('open');
      return win as unknown as Window;
    });
    const fetch = mockHomeApi({
      'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111'),
      'GET /api/autoLogin/pg/pg_somchai': () => {
        order.push('fetch');
        return { body: { link: '/demo-provider/play?ticket=t-1' } };
      },
    });
    const { user, dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    await user.click(within(dialog).getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(win.location.replace).toHaveBeenCalled());
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(order).toEqual([
      'open',
      'fetch',
      'go http://localhost:3000/demo-provider/play?ticket=t-1',
    ]);
    expect(win.opener).toBeNull();
    expect(callsTo(fetch, 'GET', '/api/autoLogin/pg/pg_somchai')).toHaveLength(1);
    // issue 15: a launched game starts the reality-check clock
    expect(storage.hasPlayed()).toBe(true);
    // issue 13: home asks the games again once the member is back
    expect(hasOpenedGame()).toBe(true);
  });

  it('puts the game password in the path for the providers that need it', async () => {
    const win = { closed: false, document: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    const fetch = mockHomeApi({
      'GET /api/wallet/account/askmebet': account('amb_somchai', 'Pw-9'),
      'GET /api/autoLogin/askmebet/amb_somchai/Pw-9': { body: { link: 'https://game.test/x' } },
    });
    const { user, dialog } = await openGame('AskMeBet');
    await within(dialog).findByLabelText('Username');
    await user.click(within(dialog).getByRole('button', { name: 'Play on the web' }));
    await waitFor(() => expect(win.location.replace).toHaveBeenCalledWith('https://game.test/x'));
    expect(callsTo(fetch, 'GET', '/api/autoLogin/askmebet/amb_somchai/Pw-9')).toHaveLength(1);
  });

  it('offers a link when the browser blocked the window, and closes it when the launch fails', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    let fail = false;
    mockHomeApi({
      'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111'),
      'GET /api/autoLogin/pg/pg_somchai': () =>
        fail
          ? { status: 404, body: { message: 'SLOT_NO_ACCOUNT' } }
          : { body: { link: 'https://game.test/play' } },
    });
    const { user, dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    await user.click(within(dialog).getByRole('button', { name: 'Play on the web' }));
    const link = await within(dialog).findByRole('link', { name: 'Open the game' });
    expect(link.getAttribute('href')).toBe('https://game.test/play');

    fail = true;
    const win = { closed: false, document: {}, location: { replace: vi.fn() }, close: vi.fn() };
    vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    await user.click(within(dialog).getByRole('button', { name: 'Play on the web' }));
    expect(await screen.findByText('You do not have an account for this game yet.')).toBeTruthy();
    expect(win.close).toHaveBeenCalled();
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('hides the Android and iOS buttons when the slot has no app links', async () => {
    mockHomeApi({ 'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111') });
    const { dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    expect(within(dialog).queryByRole('link', { name: 'Android app' })).toBeNull();
    expect(within(dialog).queryByRole('link', { name: 'iOS app' })).toBeNull();
  });

  it('links the Android and iOS apps when the slot has them', async () => {
    const slots = [
      slot('pg', {
        name: 'PG Slot',
        isActive: true,
        android: 'https://play.example/pg',
        ios: 'https://apps.example/pg',
      }),
    ];
    mockHomeApi({
      'GET /api/wallet': { body: walletBody({ slots }) },
      'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111'),
    });
    const { dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    const android = within(dialog).getByRole('link', { name: 'Android app' });
    expect(android.getAttribute('href')).toBe('https://play.example/pg');
    expect(android.getAttribute('target')).toBe('_blank');
    expect(within(dialog).getByRole('link', { name: 'iOS app' }).getAttribute('href')).toBe(
      'https://apps.example/pg',
    );
  });

  it('opens the transfer modal towards the game from the Transfer shortcut', async () => {
    mockHomeApi({ 'GET /api/wallet/account/pg': account('pg_somchai', 'Secret-111') });
    const { user, dialog } = await openGame('PG Slot');
    await within(dialog).findByLabelText('Username');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer money' }));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer' });
    expect(screen.queryByRole('dialog', { name: 'PG Slot' })).toBeNull();
    expect(within(transfer).getByLabelText<HTMLSelectElement>('From').value).toBe('WALLET');
    expect(within(transfer).getByLabelText<HTMLSelectElement>('To').value).toBe('pg');
  });
});
