import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Slip, StatementEntry } from '@wallet/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import { renderApp } from '@/testing/test-utils';
import { callsTo, mockHomeApi } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
});

const entry = (fields: Partial<StatementEntry>): StatementEntry => ({
  statementType: 'deposit',
  status: 'success',
  from: 'KBANK',
  to: 'WALLET',
  amount: 100,
  createdAt: '2024-03-05T02:04:09Z',
  ...fields,
});

const slip = (fields: Partial<Slip>): Slip => ({
  createdAt: '2024-03-05T02:04:09Z',
  amount: 500,
  status: 'processing',
  note: null,
  link: '',
  reference: 'ref-1',
  ...fields,
});

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as { page: number };

describe('/user/statement (spec §2, §4, §9)', () => {
  it('shows signs, amounts, dates, colours and the linked description', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 5,
          statements: [
            entry({ statementType: 'deposit', amount: 1234.5 }),
            entry({
              statementType: 'bonus',
              amount: 50,
              status: 'processing',
              bonus: { description: 'Welcome bonus 10%' },
            }),
            entry({ statementType: 'withdraw', amount: 300, status: 'FAILED', from: 'WALLET' }),
            entry({ statementType: 'transfer', amount: 20, from: 'WALLET', to: 'pg' }),
            entry({ statementType: 'finish_bonus', amount: 0, from: 'ADJUSTMENT' }),
          ],
        },
      },
    });
    renderApp('/user/statement');
    expect(await screen.findByRole('heading', { level: 1, name: 'Statement' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Statement entries' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    const [deposit, bonus, withdraw, transfer, finish] = items as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(deposit).getByText('+1,234.50 baht')).toBeTruthy();
    expect(within(deposit).getByText('05/03/2024 09:04:09')).toBeTruthy();
    // issue 13: a bank is named, not coded
    expect(within(deposit).getByText('KBank → Wallet')).toBeTruthy();
    expect(within(deposit).getByText('Success').className).toContain('status-badge--success');
    expect(within(bonus).getByText('+50.00 baht')).toBeTruthy();
    expect(within(bonus).getByText('Welcome bonus 10%')).toBeTruthy();
    expect(within(bonus).getByText('Processing').className).toContain('status-badge--pending');
    expect(within(withdraw).getByText('-300.00 baht')).toBeTruthy();
    expect(within(withdraw).getByText('Failed').className).toContain('status-badge--danger');
    expect(within(transfer).getByText('20.00 baht')).toBeTruthy();
    expect(within(transfer).getByText('Transfer')).toBeTruthy();
    expect(within(finish).getByText('Bonus forfeited')).toBeTruthy();
    expect(within(finish).getByText('Staff adjustment → Wallet')).toBeTruthy();
    expect(within(finish).getByText('-0.00 baht')).toBeTruthy();
  });

  it('shows a bonus credit and its forfeit with their sides, signs and descriptions', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 3,
          statements: [
            entry({
              statementType: 'bonus',
              amount: 300,
              from: 'BONUS',
              bonus: { description: 'Welcome 100%' },
            }),
            entry({
              statementType: 'bonus',
              amount: 50,
              from: 'PROMOTION',
              promotion: { description: 'Summer 10' },
            }),
            entry({
              statementType: 'finish_bonus',
              amount: 300,
              from: 'WALLET',
              to: 'BONUS',
              bonus: { description: 'Welcome 100%' },
            }),
          ],
        },
      },
    });
    renderApp('/user/statement');
    const list = await screen.findByRole('list', { name: 'Statement entries' });
    const [credit, promotion, forfeit] = within(list).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(within(credit).getByText('Bonus → Wallet')).toBeTruthy();
    expect(within(credit).getByText('+300.00 baht')).toBeTruthy();
    expect(within(credit).getByText('Welcome 100%')).toBeTruthy();
    expect(credit.querySelector('.statement-item__icon svg')).toBeTruthy();
    expect(within(promotion).getByText('Promotion → Wallet')).toBeTruthy();
    expect(within(promotion).getByText('Summer 10')).toBeTruthy();
    expect(within(forfeit).getByText('Bonus forfeited')).toBeTruthy();
    expect(within(forfeit).getByText('Wallet → Bonus')).toBeTruthy();
    // §9: the forfeit leaves the wallet, so it reads as leaving: minus sign and the minus colour
    const lost = within(forfeit).getByText('-300.00 baht');
    expect(lost.className).toContain('statement-item__amount--minus');
    expect(within(forfeit).getByText('Welcome 100%')).toBeTruthy();
  });

  it('names the invite and refund sides and shows the linked description (issue 9)', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 2,
          statements: [
            entry({
              amount: 120,
              from: 'INVITE',
              invite: { description: 'Invite bonus: 3 friends' },
            }),
            entry({
              amount: 80,
              from: 'REFUND',
              refund: { description: 'Refund of losses 04/05/2026 – 10/05/2026' },
            }),
          ],
        },
      },
    });
    renderApp('/user/statement');
    const list = await screen.findByRole('list', { name: 'Statement entries' });
    const [invite, refund] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(invite).getByText('Deposit')).toBeTruthy();
    expect(within(invite).getByText('Invite friends → Wallet')).toBeTruthy();
    expect(within(invite).getByText('+120.00 baht')).toBeTruthy();
    expect(within(invite).getByText('Invite bonus: 3 friends')).toBeTruthy();
    expect(within(refund).getByText('Refund → Wallet')).toBeTruthy();
    expect(within(refund).getByText('+80.00 baht')).toBeTruthy();
    expect(within(refund).getByText('Refund of losses 04/05/2026 – 10/05/2026')).toBeTruthy();
  });

  it('names the payer bank, the digits shown and auto or staff for a bank-feed deposit (issue 26)', async () => {
    mockHomeApi({
      'POST /api/statement': {
        body: {
          total: 2,
          statements: [
            entry({ amount: 500, from: 'KBANK', via: { shown: '4417', by: 'auto' } }),
            entry({ amount: 300, from: 'SCB', via: { shown: null, by: 'staff' } }),
          ],
        },
      },
    });
    renderApp('/user/statement');
    const list = await screen.findByRole('list', { name: 'Statement entries' });
    const [auto, staff] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(auto).getByText('KBank x-4417 · auto → Wallet')).toBeTruthy();
    expect(within(staff).getByText('SCB · staff → Wallet')).toBeTruthy();
  });

  it('pages 10 at a time', async () => {
    const fetch = mockHomeApi({
      'POST /api/statement': ({ init }) => {
        const { page } = bodyOf(init);
        const count = page === 3 ? 5 : 10;
        return {
          body: {
            total: 25,
            statements: Array.from({ length: count }, (_, i) => entry({ amount: page * 100 + i })),
          },
        };
      },
    });
    const user = userEvent.setup();
    renderApp('/user/statement');
    await screen.findByText('+100.00 baht');
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(
      within(nav).getByRole('button', { name: 'Previous page' }).hasAttribute('disabled'),
    ).toBe(true);
    await user.click(within(nav).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('+300.00 baht');
    expect(
      within(screen.getByRole('list', { name: 'Statement entries' })).getAllByRole('listitem'),
    ).toHaveLength(5);
    expect(within(nav).getByRole('button', { name: 'Next page' }).hasAttribute('disabled')).toBe(
      true,
    );
    await user.click(within(nav).getByRole('button', { name: 'Previous page' }));
    await screen.findByText('+200.00 baht');
    const bodies = callsTo(fetch, 'POST', '/api/statement').map(([, init]) =>
      JSON.parse(String(init?.body)),
    );
    expect(bodies).toEqual([
      { page: 1, limit: 10 },
      { page: 3, limit: 10 },
      { page: 2, limit: 10 },
    ]);
  });

  it('shows an empty state, and a quiet retry when the load fails (§7)', async () => {
    let fail = true;
    mockHomeApi({
      'POST /api/statement': () =>
        fail
          ? { status: 500, body: { message: 'INTERNAL_SERVER_ERROR' } }
          : { body: { total: 0, statements: [] } },
    });
    const user = userEvent.setup();
    renderApp('/user/statement');
    expect(await screen.findByText('The statement is not available right now.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No statement entries yet.')).toBeTruthy();
  });
});

describe('slip list modal (spec §2, §8)', () => {
  it('shows date, amount or a dash, status with the reason, and opens the image', async () => {
    const fetch = mockHomeApi({
      'POST /api/statement': { body: { total: 0, statements: [] } },
      'POST /api/statement/slip': {
        body: {
          total: 3,
          slips: [
            slip({ amount: 0, status: 'failed', note: 'SLIP_REFNO_DUPLICATED', reference: 'a' }),
            slip({ amount: 500, status: 'success', reference: 'b' }),
            slip({ amount: 0, status: 'processing', note: 'SOMETHING_ELSE', reference: 'c' }),
          ],
        },
      },
      'GET /api/statement/slip/reference/b': { body: { url: '/api/files/slip-b.png' } },
    });
    const popup = { opener: {}, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const user = userEvent.setup();
    renderApp('/user/statement');
    await user.click(await screen.findByRole('button', { name: 'My slips' }));
    const dialog = await screen.findByRole('dialog', { name: 'My slips' });
    const table = await within(dialog).findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Date', 'Amount', 'Status', 'Slip']);
    const rows = within(table).getAllByRole('row').slice(1);
    const [dup, ok, other] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(dup).getByText('-')).toBeTruthy();
    expect(within(dup).getByText('(Duplicate slip)', { exact: false })).toBeTruthy();
    expect(dup.querySelector('.status-badge--danger')).toBeTruthy();
    expect(within(ok).getByText('500.00')).toBeTruthy();
    expect(ok.querySelector('.status-badge--success')).toBeTruthy();
    expect(within(other).getByText('Processing').textContent).toBe('Processing');
    expect(within(other).queryByText(/\(/)).toBeNull();

    await user.click(
      within(ok).getByRole('button', { name: 'View the slip image of 05/03/2024 09:04:09' }),
    );
    await waitFor(() => expect(popup.location.href).toBe('/api/files/slip-b.png'));
    expect(open).toHaveBeenCalledWith('', '_blank');
    expect(
      callsTo(fetch, 'POST', '/api/statement/slip').map(([, i]) => JSON.parse(String(i?.body))),
    ).toEqual([{ page: 1, limit: 10 }]);
  });

  it('says why a slip waits for staff when a deposit limit held it (issue 15)', async () => {
    mockHomeApi({
      'POST /api/statement': { body: { total: 0, statements: [] } },
      'POST /api/statement/slip': {
        body: {
          total: 1,
          slips: [slip({ amount: 800, status: 'processing', note: 'DEPOSIT_LIMIT' })],
        },
      },
    });
    renderApp('/user/statement?slips=1');
    const dialog = await screen.findByRole('dialog', { name: 'My slips' });
    expect(
      await within(dialog).findByText('(This deposit would pass the deposit limit you set.)', {
        exact: false,
      }),
    ).toBeTruthy();
  });

  it('opens from ?slips=1 and says when there are none', async () => {
    mockHomeApi({
      'POST /api/statement': { body: { total: 0, statements: [] } },
      'POST /api/statement/slip': { body: { total: 0, slips: [] } },
    });
    renderApp('/user/statement?slips=1');
    const dialog = await screen.findByRole('dialog', { name: 'My slips' });
    expect(await within(dialog).findByText('You have not uploaded any slips yet.')).toBeTruthy();
  });
});
