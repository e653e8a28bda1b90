import type { OperatorDeposit, ResponsibleState } from '@wallet/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '@/testing/render';
import { LimitWarning } from '../limit-warning';

const deposit: OperatorDeposit = {
  id: '41',
  phone: '0812345678',
  method: 'qr',
  channel: 'KBANK',
  amount: 300,
  currency: 'BAHT',
  status: 'processing',
  note: 'DEPOSIT_LIMIT',
  reference: 'QRP1',
  detail: null,
  imageUrl: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  memberBank: {
    bankCode: 'SCB',
    nameTH: 'ธนาคารไทยพาณิชย์',
    nameEN: 'Siam Commercial Bank',
    accountNo: '1234567890',
    accountName: 'SOMCHAI JAIDEE',
  },
};
const state = (over: Partial<ResponsibleState> = {}): ResponsibleState => ({
  limits: [],
  remaining: 100,
  pending: [],
  realityCheck: { intervalMinutes: 0, sessionStartedAt: null },
  timeout: null,
  exclusion: null,
  ...over,
});

/** Issue 15: the reviewer sees the member's limit before crediting a deposit held for it. */
describe('limit warning beside a deposit under review', () => {
  it('says the deposit was held and passes the member’s limit', async () => {
    mockApi({
      'GET /api/operator/members/0812345678/responsible': { body: { state: state(), events: [] } },
    });
    renderWithProviders(<LimitWarning deposit={deposit} />);
    expect(await screen.findByText(/Held for review \(DEPOSIT_LIMIT\)/)).toBeTruthy();
    expect(screen.getByText(/passes the member's deposit limit: ฿100\.00 left/)).toBeTruthy();
  });

  it('says nothing for a member without limits or breaks', async () => {
    const fetchMock = mockApi({
      'GET /api/operator/members/0812345678/responsible': {
        body: { state: state({ remaining: null }), events: [] },
      },
    });
    const { container } = renderWithProviders(
      <LimitWarning deposit={{ ...deposit, note: null }} />,
    );
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 50));
    expect(container.textContent).toBe('');
  });
});
