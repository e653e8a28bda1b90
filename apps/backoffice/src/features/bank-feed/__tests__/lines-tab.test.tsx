import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { bodiesSent, device, line, meAs, mockApiWith, queriesSent } from './fixtures';

const LINES = '/api/operator/bank-feed/lines';
const base = {
  'GET /api/backoffice/me': { body: meAs('finance') },
  'GET /api/operator/bank-feed/devices': { body: { devices: [device()] } },
};

/** Issue 26: the queue of forwarded lines staff assign or dismiss. */
describe('bank feed lines queue', () => {
  it('lists the waiting lines by default, each reason in words, the text on demand', async () => {
    const fetchMock = mockApiWith({
      ...base,
      [`GET ${LINES}`]: {
        body: {
          lines: [
            line(),
            line({
              id: '8',
              reason: 'held:DEPOSIT_LIMIT',
              missingBefore: true,
              missingReason: 'gap of ฿200.00',
            }),
            line({ id: '9', reason: 'statement-only', payer: null, accountDigits: null }),
          ],
        },
      },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed');

    expect(
      await screen.findByText("No member's registered account matches the payer"),
    ).toBeTruthy();
    expect(queriesSent(fetchMock, LINES).at(-1)).toMatchObject({ state: 'waiting', limit: '200' });
    expect(screen.getByText('Held for review by a guard (DEPOSIT_LIMIT)')).toBeTruthy();
    expect(screen.getByText('On the bank statement, but no device forwarded it')).toBeTruthy();
    expect(screen.getByText('A text is missing before this one')).toBeTruthy();
    // payer shown, the receiving account (the device's when the text shows none), the amount
    expect(screen.getAllByText('KBANK x-4417')).toHaveLength(2);
    expect(screen.getByText('Not shown')).toBeTruthy();
    expect(screen.getByText('1234567890')).toBeTruthy();
    expect(screen.getAllByText('฿500.00')).toHaveLength(3);

    const toggle = screen.getByRole('button', { name: 'Show the text of line 8' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(line().text)).toBeTruthy();
    expect(screen.getByText('gap of ฿200.00')).toBeTruthy();
  });

  it('asks the server for another state when the filter changes', async () => {
    const fetchMock = mockApiWith({ ...base, [`GET ${LINES}`]: { body: { lines: [] } } });
    const user = userEvent.setup();
    renderApp('/bank-feed');
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'unparsed');
    await waitFor(() =>
      expect(queriesSent(fetchMock, LINES).at(-1)).toMatchObject({ state: 'unparsed' }),
    );
  });

  it('assigns a line without an amount to a member: phone, amount and reason; busy while sent', async () => {
    let answer: (value: { body: unknown }) => void = () => {};
    const fetchMock = mockApiWith({
      ...base,
      [`GET ${LINES}`]: {
        body: { lines: [line({ state: 'unparsed', reason: null, amount: null, payer: null })] },
      },
      'POST /api/operator/bank-feed/lines/7/assign': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    });
    const user = userEvent.setup();
    renderApp('/bank-feed');
    await user.click(await screen.findByRole('button', { name: 'Assign line 7 to a member' }));

    const dialog = screen.getByRole('dialog', { name: 'Assign line 7 to a member' });
    const phone = within(dialog).getByLabelText('Member phone');
    expect(document.activeElement).toBe(phone);
    const submit = within(dialog).getByRole('button', { name: 'Credit member' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    await user.type(phone, '0812345678');
    await user.type(within(dialog).getByLabelText('Amount received (฿)'), '0');
    await user.type(within(dialog).getByLabelText('Reason'), 'slip shown in chat');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.clear(within(dialog).getByLabelText('Amount received (฿)'));
    await user.type(within(dialog).getByLabelText('Amount received (฿)'), '250.50');
    await user.click(submit);

    await waitFor(() => expect((submit as HTMLButtonElement).disabled).toBe(true));
    expect(submit.getAttribute('aria-busy')).toBe('true');
    expect(bodiesSent(fetchMock, 'POST', '/api/operator/bank-feed/lines/7/assign')).toEqual([
      { phone: '0812345678', reason: 'slip shown in chat', amount: 250.5 },
    ]);
    answer({ body: line({ state: 'assigned', phone: '0812345678', amount: 250.5 }) });
    expect(await screen.findByText('Line 7 credited to 0812345678.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says why the server refused, in words', async () => {
    mockApiWith({
      ...base,
      [`GET ${LINES}`]: { body: { lines: [line()] } },
      'POST /api/operator/bank-feed/lines/7/dismiss': {
        status: 409,
        body: { message: 'BANK_LINE_DECIDED' },
      },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed');
    await user.click(await screen.findByRole('button', { name: 'Dismiss line 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss line 7' });
    await user.type(within(dialog).getByLabelText('Reason'), 'our own transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss line' }));
    expect(
      await within(dialog).findByText('This bank line has already been decided.'),
    ).toBeTruthy();
  });

  it('dismisses a line with a reason', async () => {
    const fetchMock = mockApiWith({
      ...base,
      [`GET ${LINES}`]: { body: { lines: [line()] } },
      'POST /api/operator/bank-feed/lines/7/dismiss': {
        body: line({ state: 'dismissed', reason: 'our own transfer' }),
      },
    });
    const user = userEvent.setup();
    renderApp('/bank-feed');
    await user.click(await screen.findByRole('button', { name: 'Dismiss line 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss line 7' });
    await user.type(within(dialog).getByLabelText('Reason'), 'our own transfer');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss line' }));
    expect(await screen.findByText('Line 7 dismissed.')).toBeTruthy();
    expect(bodiesSent(fetchMock, 'POST', '/api/operator/bank-feed/lines/7/dismiss')).toEqual([
      { reason: 'our own transfer' },
    ]);
  });

  it('shows a role that only reads no actions', async () => {
    mockApiWith({
      ...base,
      'GET /api/backoffice/me': { body: meAs('support') },
      [`GET ${LINES}`]: { body: { lines: [line()] } },
    });
    renderApp('/bank-feed');
    expect(
      await screen.findByText('You can see the bank feed but your role cannot change it.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Assign line/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Dismiss line/ })).toBeNull();
  });

  it('offers a retry when the lines cannot be read', async () => {
    mockApiWith({ ...base, [`GET ${LINES}`]: { status: 500, body: { message: 'INTERNAL' } } });
    renderApp('/bank-feed');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
