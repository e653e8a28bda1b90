import { ROLE_PERMISSIONS, type BonusDefinition, type WheelDefinition } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/render';

const me = (role: 'marketing' | 'viewer') => ({
  staff: { id: 3, login: 'mai', name: 'Mai', role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

const texts = (en: string) => ({ th: `${en} (th)`, la: `${en} (la)`, en });

const welcome: BonusDefinition = {
  code: 'WELCOME100',
  kind: 'bonus',
  type: 'limit',
  maxReceived: 1,
  amountRule: { kind: 'percent', percent: 100, cap: 1000 },
  minDeposit: 100,
  condition: { kind: 'turnover', multiplier: 5, base: 'deposit_bonus' },
  contributions: [{ category: 'slot', factor: 1 }],
  percentFail: 10,
  maxWithdraw: null,
  title: texts('Welcome bonus'),
  description: texts('Double your first deposit'),
  banners: [],
  startsAt: null,
  endsAt: null,
  enabled: true,
  sortOrder: 1,
};

const slice = (
  code: string,
  weight: number,
  prize: WheelDefinition['slices'][number]['prize'],
) => ({
  code,
  label: texts(code.toLowerCase()),
  bgColor: '#112233',
  textColor: '#ffffff',
  htmlDescription: texts(code),
  weight,
  prize,
});

const wheel: WheelDefinition = {
  name: texts('Lucky wheel'),
  slices: [
    slice('COINS_5', 1, { kind: 'coins', coins: 5 }),
    slice('NOTHING', 3, { kind: 'nothing' }),
  ],
};

function api(
  role: 'marketing' | 'viewer' = 'marketing',
  bonusReply?: { status: number; body: unknown },
) {
  return mockApi({
    'GET /api/backoffice/me': { body: me(role) },
    'GET /api/operator/bonuses': { body: { bonuses: [{ ...welcome, received: 4, active: 2 }] } },
    'PUT /api/operator/bonuses/WELCOME100': bonusReply ?? { status: 200, body: welcome },
    'GET /api/operator/spinwheel': {
      body: {
        live: { version: 3, definition: wheel },
        versions: [
          { version: 3, createdAt: '2026-01-03T00:00:00.000Z', reason: 'x', slices: 2, spins: 7 },
        ],
      },
    },
    'POST /api/operator/spinwheel': { body: { version: 4 } },
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

/** Replaces a textarea's text (typing `{` would be a userEvent key name). */
async function replaceText(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('bonus editor', () => {
  it('prefills the definition, refuses invalid JSON and shows the server’s reason', async () => {
    const user = userEvent.setup();
    const fetchMock = api('marketing', {
      status: 400,
      body: { message: 'BONUS_INVALID', reason: 'banner html: <script> is not allowed' },
    });
    renderApp('/marketing');
    await user.click(await screen.findByRole('button', { name: 'Edit bonus WELCOME100' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit bonus WELCOME100' });
    const code = within(dialog).getByLabelText('Code') as HTMLInputElement;
    expect(code.readOnly).toBe(true);
    expect(code.value).toBe('WELCOME100');
    const json = within(dialog).getByLabelText('Bonus definition (JSON)') as HTMLTextAreaElement;
    // the list's extra counts are not part of the definition
    expect(JSON.parse(json.value)).toEqual(welcome);
    const save = within(dialog).getByRole('button', { name: 'Save bonus' }) as HTMLButtonElement;
    expect(save.disabled).toBe(false);

    await replaceText(user, json, '{"code": ');
    expect(save.disabled).toBe(true);
    expect(json.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText(/^This is not valid JSON: /)).toBeTruthy();

    await replaceText(user, json, JSON.stringify({ ...welcome, maxReceived: 0 }));
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByText(/^maxReceived: /)).toBeTruthy();

    await replaceText(user, json, JSON.stringify({ ...welcome, code: 'OTHER' }));
    expect(save.disabled).toBe(true);
    expect(within(dialog).getByText('code: the code stays WELCOME100 when editing')).toBeTruthy();

    await replaceText(user, json, JSON.stringify({ ...welcome, sortOrder: 5 }));
    expect(save.disabled).toBe(false);
    await user.click(save);
    await waitFor(() =>
      expect(calls(fetchMock, 'PUT', '/api/operator/bonuses/WELCOME100')).toHaveLength(1),
    );
    const [, init] = calls(fetchMock, 'PUT', '/api/operator/bonuses/WELCOME100')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ ...welcome, sortOrder: 5 });
    expect(await within(dialog).findByText('The server refused this bonus.')).toBeTruthy();
    expect(
      within(dialog).getByText('The server says: banner html: <script> is not allowed'),
    ).toBeTruthy();
  });

  it('saves a bonus, then reads the list again', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/marketing');
    await user.click(await screen.findByRole('button', { name: 'Edit bonus WELCOME100' }));
    await user.click(screen.getByRole('button', { name: 'Save bonus' }));
    expect(await screen.findByText('Bonus WELCOME100 saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/operator/bonuses').length).toBeGreaterThan(1),
    );
  });

  it('starts a new bonus that is not valid until filled in', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/marketing');
    await screen.findByRole('button', { name: 'Edit bonus WELCOME100' });
    await user.click(screen.getByRole('button', { name: 'New bonus' }));
    const dialog = screen.getByRole('dialog', { name: 'New bonus' });
    expect(within(dialog).queryByLabelText('Code')).toBeNull();
    const json = within(dialog).getByLabelText('Bonus definition (JSON)');
    expect(
      (within(dialog).getByRole('button', { name: 'Save bonus' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await replaceText(user, json, JSON.stringify(welcome));
    expect(
      within(dialog).getByText(
        'code: a bonus with code WELCOME100 already exists; use Edit on its row instead',
      ),
    ).toBeTruthy();
  });
});

describe('wheel editor', () => {
  it('previews the typed wheel and publishes it with the reason', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/marketing');
    await user.click(await screen.findByRole('button', { name: 'Publish a new version' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish a new wheel version' });
    expect(within(dialog).getByText(/past spins keep pointing at the version/)).toBeTruthy();
    const json = within(dialog).getByLabelText('Wheel definition (JSON)') as HTMLTextAreaElement;
    expect(JSON.parse(json.value)).toEqual(wheel);
    const publish = within(dialog).getByRole('button', {
      name: 'Publish version',
    }) as HTMLButtonElement;
    expect(publish.disabled).toBe(true); // no reason yet

    const next: WheelDefinition = {
      ...wheel,
      slices: [
        slice('COINS_5', 1, { kind: 'coins', coins: 5 }),
        slice('NOTHING', 2, { kind: 'nothing' }),
        slice('COUPON_50', 1, {
          kind: 'coupon',
          amount: 50,
          condition: { percentSuccess: 300, percentFail: 50 },
          validDays: 7,
        }),
      ],
    };
    await replaceText(user, json, JSON.stringify(next));
    const preview = within(dialog).getByRole('table', { name: 'Preview of the slices' });
    const rows = within(preview).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(within(rows[0]!).getByText('25.00%')).toBeTruthy();
    expect(within(rows[0]!).getByText('Coins: 5')).toBeTruthy();
    expect(within(rows[1]!).getByText('50.00%')).toBeTruthy();
    expect(within(rows[1]!).getByText('No prize')).toBeTruthy();
    expect(within(rows[2]!).getByText(/^Coupon of ฿50\.00, to claim within 7 days; /)).toBeTruthy();

    // a duplicate code makes the wheel invalid
    await replaceText(
      user,
      json,
      JSON.stringify({ ...next, slices: [next.slices[0], next.slices[0]] }),
    );
    expect(within(dialog).getByText('slices: slice codes must be unique')).toBeTruthy();

    await replaceText(user, json, JSON.stringify(next));
    await user.type(within(dialog).getByLabelText('Reason'), 'ab');
    expect(publish.disabled).toBe(true);
    await user.type(within(dialog).getByLabelText('Reason'), 'c more coupons');
    expect(publish.disabled).toBe(false);
    await user.click(publish);

    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/operator/spinwheel')).toHaveLength(1),
    );
    const [, init] = calls(fetchMock, 'POST', '/api/operator/spinwheel')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ wheel: next, reason: 'abc more coupons' });
    expect(await screen.findByText('Wheel version 4 is now live.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/api/operator/spinwheel').length).toBeGreaterThan(1),
    );
  });

  it('keeps publishing off while the JSON is broken', async () => {
    const user = userEvent.setup();
    api();
    renderApp('/marketing');
    await user.click(await screen.findByRole('button', { name: 'Publish a new version' }));
    const dialog = screen.getByRole('dialog', { name: 'Publish a new wheel version' });
    await user.type(within(dialog).getByLabelText('Reason'), 'new odds');
    const json = within(dialog).getByLabelText('Wheel definition (JSON)');
    await replaceText(
      user,
      json,
      JSON.stringify({ ...wheel, slices: [{ ...wheel.slices[0], weight: 0 }] }),
    );
    expect(
      (within(dialog).getByRole('button', { name: 'Publish version' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    expect(within(dialog).getByText(/^slices: /)).toBeTruthy();
    expect(within(dialog).getByText(/^slices\[0\]\.weight: /)).toBeTruthy();
  });
});

describe('read-only marketing', () => {
  it('offers no editing without marketing.write', async () => {
    api('viewer');
    renderApp('/marketing');
    expect(await screen.findByText('WELCOME100')).toBeTruthy();
    expect(await screen.findByText('Live version 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New bonus' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit bonus/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Publish a new version' })).toBeNull();
  });
});
