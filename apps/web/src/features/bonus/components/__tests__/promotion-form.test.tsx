import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi, noActiveBonus } from '@/testing/wallet-fixtures';
import { activeBonus, promotion } from '@/testing/bonus-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
  storage.setBonusReminder();
});

async function openForm(extra: Parameters<typeof mockHomeApi>[0] = {}) {
  const fetch = mockHomeApi({
    'GET /api/bonus': { body: { bonuses: [] } },
    'GET /api/bonus/check/active': noActiveBonus,
    ...extra,
  });
  const user = userEvent.setup();
  renderApp('/user/bonus');
  const input = await screen.findByLabelText<HTMLInputElement>('Promotion code');
  return { fetch, user, input };
}

describe('promotion code (spec §2, §5, §8)', () => {
  it('upper-cases the code as it is typed and looks it up upper-cased', async () => {
    const { fetch, user, input } = await openForm({
      'GET /api/promotion/find/SUMMER10': { body: { promotion: promotion() } },
    });
    await user.type(input, 'summer10');
    expect(input.value).toBe('SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion SUMMER10' });
    expect(await within(dialog).findByText('Summer 10')).toBeTruthy();
    expect(callsTo(fetch, 'GET', '/api/promotion/find/SUMMER10')).toHaveLength(1);
  });

  it('requires a code: nothing is looked up while it is empty', async () => {
    const { fetch, user, input } = await openForm();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Please enter a promotion code.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('/api/promotion/'))).toBe(false);
  });

  it('says when no promotion has that code (null or NO_PROMOTION)', async () => {
    const { user, input } = await openForm({
      'GET /api/promotion/find/NOPE': { body: { promotion: null } },
      'GET /api/promotion/find/GONE': { status: 404, body: { message: 'NO_PROMOTION' } },
    });
    await user.type(input, 'nope');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    let dialog = await screen.findByRole('dialog', { name: 'Promotion NOPE' });
    expect(
      await within(dialog).findByText('No promotion was found for the code NOPE.'),
    ).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Receive' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.clear(input);
    await user.type(input, 'gone');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    dialog = await screen.findByRole('dialog', { name: 'Promotion GONE' });
    expect(
      await within(dialog).findByText('No promotion was found for the code GONE.'),
    ).toBeTruthy();
  });

  it('shows searching, then the terms with the fail percent, and receives it', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { fetch, user, input } = await openForm({
      'GET /api/promotion/find/SUMMER10': { body: { promotion: promotion() } },
      'GET /api/promotion/activate/SUMMER10': {
        body: { message: 'OK', bonus: activeBonus({ state: 'awaiting_deposit', minDeposit: 200 }) },
      },
    });
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (...args: Parameters<typeof fetch>) => {
      if (String(args[0]).includes('/find/')) await answered;
      return realFetch(...args);
    }) as typeof globalThis.fetch;
    await user.type(input, 'summer10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion SUMMER10' });
    expect(within(dialog).getByRole('status').textContent).toBe('Searching for SUMMER10…');
    release();
    await within(dialog).findByText('Summer 10');
    globalThis.fetch = realFetch;
    const text = dialog.textContent ?? '';
    expect(text).toContain('A fixed 50.00 baht');
    expect(text).toContain('Grow your balance counted for the bonus to 200% of the bonus');
    expect(
      within(dialog).getByText(/falls below 20% of the bonus, the bonus is lost/),
    ).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Receive' }));
    await screen.findByText(
      'Promotion received. Deposit at least 200.00 baht and it is credited with it.',
    );
    const [call] = callsTo(fetch, 'GET', '/api/promotion/activate/SUMMER10');
    expect(new Headers(call?.[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a promotion already received with Receive disabled', async () => {
    const { user, input } = await openForm({
      'GET /api/promotion/find/SUMMER10': { body: { promotion: promotion({ received: true }) } },
    });
    await user.type(input, 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion SUMMER10' });
    expect(
      await within(dialog).findByText('You have already received this promotion.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Receive' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows PROMOTION_RECEIVED from the server as an error alert', async () => {
    const { user, input } = await openForm({
      'GET /api/promotion/find/SUMMER10': { body: { promotion: promotion() } },
      'GET /api/promotion/activate/SUMMER10': {
        status: 409,
        body: { message: 'PROMOTION_RECEIVED' },
      },
    });
    await user.type(input, 'SUMMER10');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const dialog = await screen.findByRole('dialog', { name: 'Promotion SUMMER10' });
    await user.click(await within(dialog).findByRole('button', { name: 'Receive' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'You have already received this promotion.',
    );
  });
});
