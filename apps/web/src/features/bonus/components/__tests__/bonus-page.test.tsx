import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, noActiveBonus } from '@/testing/wallet-fixtures';
import { activeBonus, activeReply, bonus } from '@/testing/bonus-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

const keyOf = (call: unknown[] | undefined) =>
  new Headers((call?.[1] as RequestInit | undefined)?.headers).get('Idempotency-Key');

const cards = [
  bonus(),
  bonus({
    code: 'DAILY10',
    title: 'Daily 10%',
    type: 'day',
    maxReceived: 3,
    receivedCount: 3,
    state: 'received',
    amountRule: { kind: 'percent', percent: 10, cap: null },
  }),
  bonus({
    code: 'FIXED50',
    title: 'Fixed 50',
    amountRule: { kind: 'fixed', amount: 50 },
    state: 'active',
    receivedCount: 1,
  }),
];

async function openPage(extra: Parameters<typeof mockHomeApi>[0] = {}) {
  const fetch = mockHomeApi({
    'GET /api/bonus': { body: { bonuses: cards } },
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/user/bonus');
  await screen.findByRole('heading', { level: 1, name: 'Bonuses & promotions' });
  return { fetch, user };
}

describe('bonus cards (spec §2, §4)', () => {
  it('shows available, received (disabled) and active (current marker) cards', async () => {
    await openPage({ 'GET /api/bonus/check/active': noActiveBonus });
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    const [available, received, active] = within(list).getAllByRole('button');
    expect(available?.textContent).toContain('Welcome 100%');
    expect(available?.textContent).toContain('100% bonus, up to 500.00');
    expect(available?.hasAttribute('disabled')).toBe(false);
    expect(received?.textContent).toContain('Received');
    expect(received?.hasAttribute('disabled')).toBe(true);
    expect(active?.getAttribute('aria-current')).toBe('true');
    expect(within(active as HTMLElement).getByText('Current')).toBeTruthy();
    expect(active?.textContent).toContain('50.00 baht bonus');
  });

  it('opens the bonus modal with the rules in plain words, the notice and Receive', async () => {
    const { user, fetch } = await openPage({
      'GET /api/bonus/check/active': noActiveBonus,
      'GET /api/bonus/activate/WELCOME100': {
        body: {
          userBonus: { _id: 'ub-1', isActive: true, received: [] },
          bonus: activeBonus({ state: 'awaiting_deposit' }),
        },
      },
    });
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    await user.click(within(list).getByRole('button', { name: /Welcome 100%/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome 100%' });
    const text = dialog.textContent ?? '';
    expect(text).toContain('100% of your deposit, up to 500.00 baht');
    expect(text).toContain('Minimum deposit100.00 baht');
    expect(text).toContain('Turnover of 5× (deposit + bonus)');
    expect(text).toContain('slot (100%), sports & casino (50%)');
    expect(text).toContain('Does not countlotto');
    expect(text).toContain('Most you keep when completed (the rest is forfeited)5,000.00 baht');
    expect(text).toContain('Up to 1× in total');
    // a worked example with the minimum deposit: 100 → bonus 100, turnover 5 × 200
    expect(text).toContain('Play 1,000.00 baht of turnover');
    expect(text).toContain('falls below 20.00 baht');
    expect(text).toContain('you cannot deposit or withdraw');
    expect(
      within(dialog).getByText(
        'Before you receive: if your balance counted for the bonus falls below 10% of (deposit + bonus), the bonus is lost.',
      ),
    ).toBeTruthy();
    // banner html is sanitized and rendered
    expect(within(dialog).getByText('bonus', { selector: 'b' })).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await screen.findByText(
      'Bonus received. Deposit at least 100.00 baht and it is credited with it.',
    );
    expect(screen.queryByRole('dialog', { name: 'Welcome 100%' })).toBeNull();
    const [call] = callsTo(fetch, 'GET', '/api/bonus/activate/WELCOME100');
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a refused activation as an error alert in the modal', async () => {
    const { user } = await openPage({
      'GET /api/bonus/check/active': noActiveBonus,
      'GET /api/bonus/activate/WELCOME100': {
        status: 409,
        body: { message: 'BONUS_MAX_CLAIMED' },
      },
    });
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    await user.click(within(list).getByRole('button', { name: /Welcome 100%/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome 100%' });
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    expect(
      await within(dialog).findByText('You have received this bonus the maximum number of times.'),
    ).toBeTruthy();
  });

  it('offers Confirm (close) for the active bonus and no Receive while another is active', async () => {
    const { user } = await openPage({ 'GET /api/bonus/check/active': activeReply() });
    const list = await screen.findByRole('list', { name: 'Bonuses' });
    await user.click(within(list).getByRole('button', { name: /Fixed 50/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Fixed 50' });
    expect(within(dialog).queryByRole('button', { name: 'Receive' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(within(list).getByRole('button', { name: /Welcome 100%/ }));
    dialog = await screen.findByRole('dialog', { name: 'Welcome 100%' });
    expect(within(dialog).getByText(/You already have an active bonus/)).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows an empty state when there are no bonuses', async () => {
    await openPage({
      'GET /api/bonus': { body: { bonuses: [] } },
      'GET /api/bonus/check/active': noActiveBonus,
    });
    expect(await screen.findByText('There are no bonuses right now.')).toBeTruthy();
  });

  it('treats a failed list load quietly (spec §7) with a retry, not an error alert', async () => {
    let fail = true;
    const { user } = await openPage({
      'GET /api/bonus': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: { bonuses: cards } },
      'GET /api/bonus/check/active': noActiveBonus,
    });
    const message = await screen.findByText('The bonuses are not available right now.');
    expect(screen.queryByRole('alert', { name: /./ })).toBeNull();
    expect(screen.queryByText('Something went wrong on our side. Please try again.')).toBeNull();
    fail = false;
    await user.click(
      within(message.parentElement as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    expect(await screen.findByRole('list', { name: 'Bonuses' })).toBeTruthy();
  });
});

describe('active bonus panel and ending it (spec §4, issue 8)', () => {
  it('shows the progress, what ends it and the figures of ending now', async () => {
    await openPage({ 'GET /api/bonus/check/active': activeReply() });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    expect(within(panel).getByText('Welcome 100%')).toBeTruthy();
    expect(within(panel).getByText('Bonus', { selector: '.active-bonus__kind' })).toBeTruthy();
    expect(within(panel).getByText('In play')).toBeTruthy();
    const bar = within(panel).getByRole('progressbar', { name: 'Bonus condition progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('41');
    expect(bar.getAttribute('aria-valuemin')).toBe('0');
    expect(bar.getAttribute('aria-valuemax')).toBe('100');
    expect(within(panel).getByText('Turnover 1,240.00 of 3,000.00 baht, 41%')).toBeTruthy();
    expect(within(panel).getByText('1,760.00 baht to go')).toBeTruthy();
    expect(
      within(panel).getByText('Completed when your turnover reaches 3,000.00 baht'),
    ).toBeTruthy();
    expect(
      within(panel).getByText(
        'Lost if your balance counted for the bonus falls below 60.00 baht (now 820.00 baht)',
      ),
    ).toBeTruthy();
    expect(within(panel).getByText('520.00 baht')).toBeTruthy();
    expect(within(panel).getByText('300.00 baht', { selector: '.is-loss dd' })).toBeTruthy();
    // the promotion form is offered only when no bonus is active
    expect(screen.queryByLabelText('Promotion code')).toBeNull();
  });

  it('names the balance counted for the bonus apart from the total, and says the difference (issue 23 §2)', async () => {
    // the member had 450.00 before the deposit: the total is 1,025.00, the bonus counts 575.00
    await openPage({
      'GET /api/bonus/check/active': activeReply({ totalBalance: 1025, inPlay: 575 }),
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    expect(
      within(panel).getByText(
        'Lost if your balance counted for the bonus falls below 60.00 baht (now 575.00 baht)',
      ),
    ).toBeTruthy();
    const figure = (label: string) =>
      within(panel).getByText(label, { selector: 'dt' }).parentElement as HTMLElement;
    expect(within(figure('Total balance')).getByText('1,025.00 baht')).toBeTruthy();
    const counted = figure('Counted for the bonus');
    expect(within(counted).getByText('575.00 baht')).toBeTruthy();
    expect(
      within(counted).getByText(
        'Your total balance less the 450.00 baht you had before the bonus deposit.',
      ),
    ).toBeTruthy();
    // the rules say what that balance is
    await userEvent.click(within(panel).getByText('Rules of this bonus'));
    expect(
      within(panel).getByText(
        'The balance counted for the bonus is your wallet and games together, less the money you had before the bonus deposit.',
      ),
    ).toBeTruthy();
  });

  it('confirms with keep and forfeit, then clears with acceptForfeit = the forfeit shown', async () => {
    const { user, fetch } = await openPage({
      'GET /api/bonus/check/active': activeReply(),
      'GET /api/bonus/clear': {
        body: {
          message: 'BONUS_CLEAR',
          outcome: 'left',
          kept: 520,
          forfeited: 300,
          wallet: { amount: 520 },
        },
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    await user.click(within(panel).getByRole('button', { name: 'Leave early' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the bonus early?' });
    expect(confirm.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(confirm).getByText(/Your condition is 41% met/)).toBeTruthy();
    const figures = within(confirm)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(figures).toEqual(['520.00 baht', '300.00 baht']);
    expect(within(confirm).getByText(/empties every game balance into your wallet/)).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/bonus/clear')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'End and forfeit 300.00 baht' }));
    await screen.findByText(
      'You left the bonus: 520.00 baht kept, 300.00 baht forfeited. Wallet balance: 520.00 baht.',
    );
    const [call] = callsTo(fetch, 'GET', '/api/bonus/clear');
    expect(new URL(String(call?.[0]), 'http://localhost').searchParams.get('acceptForfeit')).toBe(
      '300',
    );
    expect(keyOf(call)).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('offers End (primary) once the condition is met, with nothing forfeited', async () => {
    const { user } = await openPage({
      'GET /api/bonus/check/active': activeReply({
        met: true,
        percent: 100,
        current: 3000,
        remaining: 0,
        settlement: { keep: 1400, forfeit: 0 },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    expect(within(panel).getByText('Condition met')).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'End bonus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'End the bonus?' });
    expect(within(confirm).getByRole('button', { name: 'End bonus' })).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows the new figures when the forfeit grew meanwhile (BONUS_FORFEIT_CHANGED)', async () => {
    let checks = 0;
    let clears = 0;
    const { user, fetch } = await openPage({
      'GET /api/bonus/check/active': () => {
        checks += 1;
        return checks === 1
          ? activeReply()
          : activeReply({ settlement: { keep: 400, forfeit: 420 } });
      },
      'GET /api/bonus/clear': () => {
        clears += 1;
        return clears === 1
          ? { status: 409, body: { message: 'BONUS_FORFEIT_CHANGED' } }
          : {
              body: {
                message: 'BONUS_CLEAR',
                outcome: 'left',
                kept: 400,
                forfeited: 420,
                wallet: { amount: 400 },
              },
            };
      },
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    await user.click(within(panel).getByRole('button', { name: 'Leave early' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the bonus early?' });
    await user.click(within(confirm).getByRole('button', { name: 'End and forfeit 300.00 baht' }));
    expect(
      await within(confirm).findByText(
        'The amounts changed while you were deciding. Please check them again.',
      ),
    ).toBeTruthy();
    expect(
      within(confirm)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['400.00 baht', '420.00 baht']);
    await user.click(within(confirm).getByRole('button', { name: 'End and forfeit 420.00 baht' }));
    await screen.findByText(/420.00 baht forfeited/);
    const sent = callsTo(fetch, 'GET', '/api/bonus/clear').map((call) =>
      new URL(String(call[0]), 'http://localhost').searchParams.get('acceptForfeit'),
    );
    expect(sent).toEqual(['300', '420']);
  });

  it('shows a failed end in an alert dialog with the translated error (§8)', async () => {
    const { user } = await openPage({
      'GET /api/bonus/check/active': activeReply(),
      'GET /api/bonus/clear': { status: 409, body: { message: 'BONUS_ENDING' } },
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    await user.click(within(panel).getByRole('button', { name: 'Leave early' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Leave the bonus early?' });
    await user.click(within(confirm).getByRole('button', { name: 'End and forfeit 300.00 baht' }));
    const error = await screen.findByRole('alertdialog', { name: 'Error' });
    expect(
      within(error).getByText('Your bonus is being ended. Please wait a moment.'),
    ).toBeTruthy();
    await user.click(within(error).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('tells a bonus waiting for its deposit how much to deposit, with a link to deposit', async () => {
    const { user } = await openPage({
      'GET /api/bonus/check/active': activeReply({
        state: 'awaiting_deposit',
        deposit: null,
        bonusAmount: null,
        base: null,
        required: 0,
        current: 0,
        remaining: 0,
        percent: 0,
        settlement: { keep: 0, forfeit: 0 },
      }),
    });
    const panel = await screen.findByRole('region', { name: 'Your active bonus' });
    expect(
      within(panel).getByText(
        'Deposit at least 100.00 baht: the bonus is credited together with that deposit.',
      ),
    ).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Deposit now' }).getAttribute('href')).toBe(
      '/user/home?open=deposit',
    );
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    await user.click(within(panel).getByRole('button', { name: 'Cancel bonus' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Cancel the bonus?' });
    expect(within(confirm).getByText('Nothing has been credited yet.')).toBeTruthy();
  });
});
