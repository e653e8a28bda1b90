import { ROLE_PERMISSIONS, type MemberSummary } from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp } from '@/testing/render';

const me = (role: 'support' | 'marketing') => ({
  staff: { id: 1, login: 'anna', name: 'Anna', role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

const somchai: MemberSummary = {
  phone: '0812345678',
  name: 'Somchai Jaidee',
  status: 'active',
  currency: 'BAHT',
  bankCode: 'KBANK',
  bankAccountNo: '1234567890',
  bankAccountName: 'SOMCHAI JAIDEE',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};
const somsri: MemberSummary = {
  ...somchai,
  phone: '0898765432',
  name: 'Somsri Suksai',
  status: 'suspended',
  bankCode: 'SCB',
  bankAccountNo: '9876543210',
};
const HTML_NOTE = '<img src="x" onerror="alert(1)"><b>bold</b>';

function api(role: 'support' | 'marketing' = 'support') {
  return mockApi({
    'GET /api/backoffice/me': { body: me(role) },
    'GET /api/operator/members': { body: { members: [somchai, somsri] } },
    'GET /api/operator/members/0812345678': { body: somchai },
    'GET /api/operator/members/0812345678/journal': {
      body: {
        entries: [
          {
            id: '7',
            at: '2026-01-02T10:00:00.000Z',
            kind: 'adjustment',
            source: 'adjustment 3',
            memo: 'goodwill',
            postings: [
              { account: 'wallet', currency: 'BAHT', amount: 40 },
              { account: 'adjustments', currency: 'BAHT', amount: -40 },
            ],
          },
          {
            id: '8',
            at: '2026-01-02T11:00:00.000Z',
            kind: 'coins',
            source: 'grant 5',
            memo: null,
            postings: [
              { account: 'coins', currency: 'COIN', amount: 5 },
              { account: 'coin_grants', currency: 'COIN', amount: -5 },
            ],
          },
        ],
      },
    },
    'GET /api/operator/members/0812345678/notes': {
      body: {
        notes: [{ id: '1', at: '2026-01-03T09:00:00.000Z', author: 'bob', text: HTML_NOTE }],
      },
    },
    'POST /api/operator/members/0812345678/notes': {
      body: { id: '2', at: '2026-01-04T09:00:00.000Z', author: 'anna', text: 'Called back' },
    },
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

describe('members search', () => {
  it('searches, lists the results and opens the chosen member', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/members');
    const field = await screen.findByLabelText('Search by phone, name or bank account');
    await user.type(field, 'som');
    await user.click(screen.getByRole('button', { name: 'Find member' }));

    const table = await screen.findByRole('table', { name: 'Search results' });
    const [input] = calls(fetchMock, 'GET', '/api/operator/members')[0] ?? [];
    const url = new URL(String(input), 'http://localhost');
    expect(url.searchParams.get('q')).toBe('som');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Somchai Jaidee')).toBeTruthy();
    expect(within(rows[0]!).getByText('1234567890')).toBeTruthy();
    expect(within(rows[1]!).getByText('Suspended')).toBeTruthy();

    // Enter on a row opens that member
    rows[0]!.focus();
    await user.keyboard('{Enter}');
    const profile = (await screen.findByRole('heading', { name: 'Member profile' }))
      .parentElement as HTMLElement;
    expect(await within(profile).findByText('SOMCHAI JAIDEE')).toBeTruthy();
    expect(within(profile).getByText('Active')).toBeTruthy();
    expect(within(profile).getByText('Never')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Search results' })).toBeNull();

    const journal = await screen.findByRole('table', { name: 'Recent journal entries' });
    expect(within(journal).getByText('wallet +40.00 BAHT · adjustments −40.00')).toBeTruthy();
    expect(within(journal).getByText('coins +5 COIN · coin_grants −5')).toBeTruthy();

    // back to the results, then a click opens the row
    await user.click(screen.getByRole('button', { name: 'Back to results' }));
    const again = await screen.findByRole('table', { name: 'Search results' });
    expect(within(again).getAllByRole('row')).toHaveLength(3);
    await user.click(within(again).getByText('Somchai Jaidee'));
    expect(await screen.findByRole('heading', { name: 'Member profile' })).toBeTruthy();
  });

  it('opens an exact 10-digit phone directly', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/members');
    await user.type(
      await screen.findByLabelText('Search by phone, name or bank account'),
      '081-234-5678',
    );
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Member profile' })).toBeTruthy();
    expect(calls(fetchMock, 'GET', '/api/operator/members')).toHaveLength(0);
    expect(calls(fetchMock, 'GET', '/api/operator/members/0812345678').length).toBeGreaterThan(0);
  });

  it('asks for at least 2 characters', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/members');
    const field = await screen.findByLabelText('Search by phone, name or bank account');
    await user.type(field, 'a');
    await user.click(screen.getByRole('button', { name: 'Find member' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter at least 2 characters.').getAttribute('role')).toBe('alert');
    expect(calls(fetchMock, 'GET', '/api/operator/members')).toHaveLength(0);
  });
});

describe('member notes', () => {
  it('shows a note’s HTML as text and adds a note', async () => {
    const user = userEvent.setup();
    const fetchMock = api();
    renderApp('/members?phone=0812345678');
    const notes = (await screen.findByRole('heading', { name: 'Notes' }))
      .parentElement as HTMLElement;
    expect(await within(notes).findByText(HTML_NOTE)).toBeTruthy();
    expect(notes.querySelector('img')).toBeNull();
    expect(notes.querySelector('b')).toBeNull();

    const add = within(notes).getByRole('button', { name: 'Add note' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    await user.type(within(notes).getByLabelText('New note'), '  Called back  ');
    expect(add.disabled).toBe(false);
    await user.click(add);
    await waitFor(() =>
      expect(calls(fetchMock, 'POST', '/api/operator/members/0812345678/notes')).toHaveLength(1),
    );
    const [, init] = calls(fetchMock, 'POST', '/api/operator/members/0812345678/notes')[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ text: 'Called back' });
    expect(await within(notes).findByText('Note added.')).toBeTruthy();
    expect((within(notes).getByLabelText('New note') as HTMLTextAreaElement).value).toBe('');
    // the list is read again after saving
    await waitFor(() =>
      expect(
        calls(fetchMock, 'GET', '/api/operator/members/0812345678/notes').length,
      ).toBeGreaterThan(1),
    );
  });

  it('offers no note form without members.notes', async () => {
    api('marketing');
    renderApp('/members?phone=0812345678');
    const notes = (await screen.findByRole('heading', { name: 'Notes' }))
      .parentElement as HTMLElement;
    expect(await within(notes).findByText(HTML_NOTE)).toBeTruthy();
    expect(within(notes).queryByRole('button', { name: 'Add note' })).toBeNull();
    expect(within(notes).queryByLabelText('New note')).toBeNull();
  });
});
