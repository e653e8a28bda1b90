import {
  ROLE_PERMISSIONS,
  type MemberSummary,
  type ResponsibleEvent,
  type ResponsibleState,
  type StaffRole,
} from '@wallet/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { i18n } from '@/lib/i18n';
import { mockApi, renderApp } from '@/testing/render';

const PHONE = '0812345678';
const BASE = `/api/operator/members/${PHONE}`;

const me = (role: StaffRole) => ({
  staff: { id: 1, login: 'anna', name: 'Anna', role, permissions: [...ROLE_PERMISSIONS[role]] },
  csrfToken: 'tok',
});

const somchai: MemberSummary = {
  phone: PHONE,
  name: 'Somchai Jaidee',
  status: 'active',
  currency: 'BAHT',
  bankCode: 'KBANK',
  bankAccountNo: '1234567890',
  bankAccountName: 'SOMCHAI JAIDEE',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

const BREAK_UNTIL = '2099-01-09T10:00:00.000Z';
const LATER_UNTIL = '2099-02-20T10:00:00.000Z';
const CONFIRMABLE = '2099-01-03T08:00:00.000Z';

const onBreak: ResponsibleState = {
  limits: [
    {
      period: 'daily',
      limit: 1000,
      used: 250,
      remaining: 750,
      freesAt: '2099-01-03T07:00:00.000Z',
    },
    { period: 'weekly', limit: null, used: 250, remaining: null, freesAt: null },
    { period: 'monthly', limit: 5000, used: 250, remaining: 4750, freesAt: null },
  ],
  remaining: 750,
  pending: [
    {
      period: 'monthly',
      amount: 8000,
      requestedAt: '2099-01-02T08:00:00.000Z',
      confirmableAt: CONFIRMABLE,
    },
  ],
  realityCheck: { intervalMinutes: 30, sessionStartedAt: null },
  timeout: { until: BREAK_UNTIL },
  exclusion: null,
};

const events: ResponsibleEvent[] = [
  {
    at: '2099-01-02T10:00:00.000Z',
    actor: 'staff:bob',
    kind: 'timeout',
    detail: { period: '7d', until: BREAK_UNTIL, reason: 'Asked for it in chat' },
  },
  {
    at: '2099-01-02T08:00:00.000Z',
    actor: 'member',
    kind: 'limit_raise_requested',
    detail: { period: 'monthly', from: 500000, to: 800000, confirmableAt: CONFIRMABLE },
  },
  {
    at: '2099-01-01T09:00:00.000Z',
    actor: 'member',
    kind: 'limit_set',
    detail: { period: 'daily', from: null, to: 100000 },
  },
  {
    at: '2099-01-01T08:00:00.000Z',
    actor: 'member',
    kind: 'reality_check',
    detail: { minutes: 30 },
  },
];

function api(role: StaffRole, state: ResponsibleState = onBreak) {
  const after: ResponsibleState = { ...state, timeout: { until: LATER_UNTIL } };
  return mockApi({
    'GET /api/backoffice/me': { body: me(role) },
    [`GET ${BASE}`]: { body: somchai },
    [`GET ${BASE}/responsible`]: { body: { state, events } },
    [`POST ${BASE}/responsible/timeout`]: {
      body: {
        state: after,
        events: [
          {
            at: '2099-01-02T11:00:00.000Z',
            actor: 'staff:anna',
            kind: 'timeout',
            detail: { period: '6w', until: LATER_UNTIL, reason: 'Chasing losses' },
          },
          ...events,
        ],
      },
    },
  });
}

const calls = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) =>
  fetchMock.mock.calls.filter(
    ([input, init]) =>
      (init?.method ?? 'GET') === method &&
      new URL(String(input), 'http://localhost').pathname === path,
  );

async function section() {
  const heading = await screen.findByRole('heading', { name: 'Responsible play' });
  const card = heading.parentElement as HTMLElement;
  await within(card).findByRole('table', { name: 'Responsible play history' });
  return card;
}

describe('member responsible play', () => {
  it('shows a member on a break, their limits and their history', async () => {
    api('support');
    renderApp(`/members?phone=${PHONE}`);
    const card = await section();

    // the break is an alert with a badge and its end
    const alert = within(card).getByRole('alert');
    expect(within(alert).getByText('On a break')).toBeTruthy();
    expect(within(alert).getByText(`Until ${formatDateTime(BREAK_UNTIL)}.`)).toBeTruthy();

    const limits = within(card).getByRole('table', { name: 'Deposit limits' });
    const daily = within(limits).getByRole('row', { name: /Daily/ });
    expect(within(daily).getByText('฿1,000.00')).toBeTruthy();
    expect(within(daily).getByText('฿750.00')).toBeTruthy();
    const weekly = within(limits).getByRole('row', { name: /Weekly/ });
    expect(within(weekly).getByText('No limit')).toBeTruthy();
    expect(within(card).getByText('Every 30 min')).toBeTruthy();

    const pending = within(card).getByRole('table', {
      name: 'Limit raises waiting for the member’s confirmation',
    });
    expect(within(pending).getByText('฿8,000.00')).toBeTruthy();
    expect(within(pending).getByText(formatDateTime(CONFIRMABLE))).toBeTruthy();

    const history = within(card).getByRole('table', { name: 'Responsible play history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('Staff: bob')).toBeTruthy();
    expect(
      within(rows[0]!).getByText(
        `Started a break of 7 days, until ${formatDateTime(BREAK_UNTIL)}. Reason: Asked for it in chat`,
      ),
    ).toBeTruthy();
    expect(within(rows[1]!).getByText('Member')).toBeTruthy();
    expect(
      within(rows[1]!).getByText(
        `Asked to raise the monthly deposit limit from ฿5,000.00 to ฿8,000.00; may be confirmed from ${formatDateTime(CONFIRMABLE)}.`,
      ),
    ).toBeTruthy();
    expect(within(rows[2]!).getByText('Set the daily deposit limit to ฿1,000.00.')).toBeTruthy();
    expect(within(rows[3]!).getByText('Set the reality check to every 30 minutes.')).toBeTruthy();
    expect(history.textContent).not.toContain('{');
  });

  it('reads the history in Thai', async () => {
    await i18n.changeLanguage('th');
    api('support');
    renderApp(`/members?phone=${PHONE}`);
    const heading = await screen.findByRole('heading', { name: 'การเล่นอย่างรับผิดชอบ' });
    const card = heading.parentElement as HTMLElement;
    const history = await within(card).findByRole('table', {
      name: 'ประวัติการเล่นอย่างรับผิดชอบ',
    });
    expect(within(history).getByText('ตั้งวงเงินฝากรายวันเป็น ฿1,000.00')).toBeTruthy();
    expect(within(history).getByText('พนักงาน: bob')).toBeTruthy();
    expect(within(card).getByText('พักการเล่นอยู่')).toBeTruthy();
  });

  it('shows a self-exclusion whose lift was asked for', async () => {
    api('support', {
      ...onBreak,
      pending: [],
      timeout: null,
      exclusion: {
        until: '2020-06-01T00:00:00.000Z',
        liftRequestedAt: '2099-01-01T00:00:00.000Z',
        liftsAt: '2099-01-08T00:00:00.000Z',
      },
    });
    renderApp(`/members?phone=${PHONE}`);
    const card = await section();
    const alert = within(card).getByRole('alert');
    expect(within(alert).getByText('Self-excluded')).toBeTruthy();
    expect(within(alert).getByText('Lifts at')).toBeTruthy();
    expect(within(alert).getByText(formatDateTime('2099-01-08T00:00:00.000Z'))).toBeTruthy();
    expect(within(card).queryByText('On a break')).toBeNull();
  });

  it('imposes a break with a period and a reason, refusing an empty reason', async () => {
    const user = userEvent.setup();
    const fetchMock = api('owner');
    renderApp(`/members?phone=${PHONE}`);
    const card = await section();

    await user.click(within(card).getByRole('button', { name: 'Impose a break' }));
    const dialog = await screen.findByRole('dialog', { name: `Impose a break on ${PHONE}` });
    expect(within(dialog).getByText(/never shortens one the member took/)).toBeTruthy();

    // an empty reason is refused: an error on the field, nothing sent
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));
    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Enter a reason of 3 to 500 characters.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(calls(fetchMock, 'POST', `${BASE}/responsible/timeout`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByLabelText('Length of the break'), '6 weeks');
    await user.type(reason, '  Chasing losses  ');
    await user.click(within(dialog).getByRole('button', { name: 'Start the break' }));

    await waitFor(() =>
      expect(calls(fetchMock, 'POST', `${BASE}/responsible/timeout`)).toHaveLength(1),
    );
    const [, init] = calls(fetchMock, 'POST', `${BASE}/responsible/timeout`)[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ period: '6w', reason: 'Chasing losses' });

    expect(
      await screen.findByText(`Break in force for ${PHONE} until ${formatDateTime(LATER_UNTIL)}.`),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the section is read again
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', `${BASE}/responsible`).length).toBeGreaterThan(1),
    );
  });

  it.each(['support', 'viewer'] as const)(
    'offers no break to %s (no members.write)',
    async (role) => {
      api(role);
      renderApp(`/members?phone=${PHONE}`);
      const card = await section();
      expect(within(card).getByText('On a break')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Impose a break' })).toBeNull();
    },
  );
});
