import { screen, within } from '@testing-library/react';
import type { Slip } from '@wallet/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { storage } from '@/lib/storage';
import { readSource } from '@/testing/read-source';
import { renderApp } from '@/testing/test-utils';
import { mockHomeApi } from '@/testing/wallet-fixtures';

beforeEach(() => {
  storage.setToken('tok', { remember: true });
  storage.acceptAgreement();
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

describe('slip list at 320 px (issue 13)', () => {
  it('keeps date, amount, status and the view link together in each row, labelled', async () => {
    mockHomeApi({
      'POST /api/statement': { body: { total: 0, statements: [] } },
      'POST /api/statement/slip': {
        body: {
          total: 2,
          slips: [
            slip({ amount: 120_500, status: 'success', reference: 'a' }),
            slip({ amount: 0, status: 'failed', note: 'SLIP_REFNO_DUPLICATED', reference: 'b' }),
          ],
        },
      },
    });
    renderApp('/user/statement?slips=1');
    const dialog = await screen.findByRole('dialog', { name: 'My slips' });
    const table = await within(dialog).findByRole('table', {
      name: 'Uploaded slips and their status',
    });
    const [, first] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const cells = within(first).getAllByRole('cell');
    expect(cells).toHaveLength(4);
    expect(within(cells[0] as HTMLElement).getByText('05/03/2024 09:04:09')).toBeTruthy();
    expect(within(cells[1] as HTMLElement).getByText('120,500.00')).toBeTruthy();
    expect(within(cells[2] as HTMLElement).getByText('Success')).toBeTruthy();
    expect(
      within(cells[3] as HTMLElement).getByRole('button', {
        name: 'View the slip image of 05/03/2024 09:04:09',
      }),
    ).toBeTruthy();
    // the card view names each value; screen readers have the column headers instead
    const labels = Array.from(first.querySelectorAll('.slip-table__label'));
    expect(labels.map((label) => label.textContent)).toEqual(['Date', 'Amount', 'Status']);
    expect(labels.every((label) => label.getAttribute('aria-hidden') === 'true')).toBe(true);
  });

  it('turns rows into cards in a narrow dialog instead of cutting columns off', () => {
    const statementCss = readSource('../statement.css', import.meta.url);
    const start = statementCss.search(/@container \(max-width: [\d.]+rem\) \{/);
    expect(start).toBeGreaterThan(-1);
    const rules = statementCss.slice(start);
    expect(rules).toMatch(/\.slip-table__row \{[^}]*display: grid/);
    expect(rules).toMatch(/\.slip-table thead \{[^}]*position: absolute/);
    expect(statementCss).toMatch(/\.slip-table-wrap \{[^}]*container-type: inline-size/);
  });
});
