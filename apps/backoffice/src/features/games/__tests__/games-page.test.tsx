import { ROLE_PERMISSIONS, type OperatorSlot, type StaffRole } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';

const SLOTS = '/api/operator/slots';

const meAs = (role: StaffRole) => ({
  staff: { id: 2, login: role, name: role, role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

const slot = (over: Partial<OperatorSlot> = {}): OperatorSlot => ({
  code: 'pg',
  name: 'PG Slot',
  category: 'slot',
  provider: 'demo',
  product: null,
  status: 'active',
  membersWithMoney: 0,
  ...over,
});

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((init: RequestInit) => Reply | Promise<Reply>);

/** fetch answered per `METHOD path`; anything else 404. */
function mockApiWith(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = handlers[`${init.method ?? 'GET'} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler(init) : handler;
    return new Response(JSON.stringify(reply ? reply.body : { message: 'NOT_FOUND' }), {
      status: reply?.status ?? (reply ? 200 : 404),
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const bodiesSent = (fetchMock: ReturnType<typeof mockApiWith>, path: string) =>
  fetchMock.mock.calls
    .filter(
      ([url, init]) =>
        init?.method === 'POST' && new URL(String(url), 'http://localhost').pathname === path,
    )
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const list = {
  slots: [
    slot(),
    slot({
      code: 'joker2',
      name: 'Joker',
      provider: 'betflix',
      product: 'JK-01',
      status: 'hidden',
      membersWithMoney: 3,
    }),
  ],
  providers: ['askmebet', 'betflix', 'demo'],
};

describe('games page', () => {
  it('lists the slots with provider, product, status and members with money', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${SLOTS}`]: { body: list },
    });
    renderApp('/games');
    expect(await screen.findByRole('heading', { name: 'Games' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Games' });
    const rows = within(table).getAllByRole('row');
    const pg = rows.find((r) => within(r).queryByText('PG Slot'))!;
    expect(within(pg).getByText('demo')).toBeTruthy();
    expect(within(pg).getByText('Lobby')).toBeTruthy();
    expect(within(pg).getByText('Active')).toBeTruthy();
    const joker = rows.find((r) => within(r).queryByText('Joker'))!;
    expect(within(joker).getByText('joker2')).toBeTruthy();
    expect(within(joker).getByText('betflix')).toBeTruthy();
    expect(within(joker).getByText('JK-01')).toBeTruthy();
    expect(within(joker).getByText('Hidden')).toBeTruthy();
    expect(within(joker).getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Games' })).toBeTruthy();
  });

  it('lets a role that may only read see the list without edit buttons', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('marketing') },
      [`GET ${SLOTS}`]: { body: list },
    });
    renderApp('/games');
    expect(await screen.findByText('PG Slot')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit game PG Slot' })).toBeNull();
  });

  it('changes the provider and product with a reason, saying beforehand that accounts close', async () => {
    let answer: (reply: Reply) => void = () => undefined;
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${SLOTS}`]: { body: list },
      [`POST ${SLOTS}/pg`]: () =>
        new Promise<Reply>((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderApp('/games');
    await user.click(await screen.findByRole('button', { name: 'Edit game PG Slot' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit PG Slot' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);
    const provider = within(dialog).getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['demo', 'askmebet', 'betflix']);
    await user.selectOptions(provider, 'betflix');
    expect(
      within(dialog).getByText(
        'Changing the provider from demo to betflix closes every game account of this game: members open a new account at betflix.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Product'), 'PG-LOBBY');
    await user.type(within(dialog).getByLabelText('Reason'), 'pg moves to betflix');
    await user.click(save);
    await waitFor(() => expect(save.getAttribute('aria-busy')).toBe('true'));
    expect(bodiesSent(fetchMock, `${SLOTS}/pg`)).toEqual([
      { reason: 'pg moves to betflix', provider: 'betflix', product: 'PG-LOBBY' },
    ]);
    answer({ body: { ...slot({ provider: 'betflix', product: 'PG-LOBBY' }), accountsClosed: 4 } });
    expect(await screen.findByText('PG Slot saved; 4 game accounts closed.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('hides a game and clears its product (the lobby) without touching the provider', async () => {
    const fetchMock = mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${SLOTS}`]: { body: list },
      [`POST ${SLOTS}/joker2`]: {
        body: { ...slot({ code: 'joker2', name: 'Joker' }), accountsClosed: 0 },
      },
    });
    const user = userEvent.setup();
    renderApp('/games');
    await user.click(await screen.findByRole('button', { name: 'Edit game Joker' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Joker' });
    await user.clear(within(dialog).getByLabelText('Product'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'active');
    await user.type(within(dialog).getByLabelText('Reason'), 'back from maintenance');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Joker saved.')).toBeTruthy();
    expect(bodiesSent(fetchMock, `${SLOTS}/joker2`)).toEqual([
      { reason: 'back from maintenance', product: null, status: 'active' },
    ]);
  });

  it('explains the refusal when members still hold money in the game', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${SLOTS}`]: { body: list },
      [`POST ${SLOTS}/joker2`]: {
        status: 409,
        body: { message: 'SLOT_PROVIDER_IN_USE', membersWithMoney: 3 },
      },
    });
    const user = userEvent.setup();
    renderApp('/games');
    await user.click(await screen.findByRole('button', { name: 'Edit game Joker' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Joker' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Provider' }), 'demo');
    expect(
      within(dialog).getByText(
        '3 members hold money in this game: the server will refuse to change the provider until it is moved out.',
      ),
    ).toBeTruthy();
    await user.type(within(dialog).getByLabelText('Reason'), 'move joker');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText(
        /^Members still hold money in this game: the provider can change only/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/^Ask the members to move their money back/)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit Joker' })).toBeTruthy();
  });

  it('shows a provider the server does not configure any more as such', async () => {
    mockApiWith({
      'GET /api/backoffice/me': { body: meAs('owner') },
      [`GET ${SLOTS}`]: { body: { ...list, providers: ['demo'] } },
    });
    const user = userEvent.setup();
    renderApp('/games');
    await user.click(await screen.findByRole('button', { name: 'Edit game Joker' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Joker' });
    const provider = within(dialog).getByRole('combobox', { name: 'Provider' });
    expect(
      within(provider)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['betflix (not configured)', 'demo']);
  });
});
