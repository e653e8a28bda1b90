import type { OperatorDeposit } from '@wallet/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { SlipReview, type SlipReviewProps } from '../slip-review';

const deposit: OperatorDeposit = {
  id: '41',
  phone: '0812345678',
  method: 'slip',
  channel: 'KBANK',
  amount: 500,
  currency: 'BAHT',
  status: 'processing',
  note: null,
  reference: 'REF123',
  detail: 'transRef 0123 (duplicate of #12)',
  imageUrl: '/api/files/slip-41.jpg',
  createdAt: '2026-01-01T00:00:00.000Z',
  memberBank: {
    bankCode: 'SCB',
    nameTH: 'ธนาคารไทยพาณิชย์',
    nameEN: 'Siam Commercial Bank',
    accountNo: '1234567890',
    accountName: 'SOMCHAI JAIDEE',
  },
};

function renderReview(overrides: Partial<SlipReviewProps> = {}) {
  const props: SlipReviewProps = {
    deposit,
    canDecide: true,
    busy: false,
    error: null,
    position: { index: 0, count: 3 },
    onApprove: vi.fn(),
    onReject: vi.fn(),
    onNext: vi.fn(),
    onPrev: vi.fn(),
    ...overrides,
  };
  renderWithProviders(<SlipReview {...props} />);
  return props;
}

describe('slip review', () => {
  it('shows the slip beside the data read, with a duplicate warning', () => {
    renderReview();
    expect(screen.getByRole('img', { name: 'Slip image' }).getAttribute('src')).toBe(
      deposit.imageUrl,
    );
    expect(screen.getByText('REF123')).toBeTruthy();
    expect(screen.getByText('Warning: this slip may be a duplicate.')).toBeTruthy();
    expect((screen.getByLabelText('Amount received (฿)') as HTMLInputElement).value).toBe('500');
    // the suggested reason follows the warning
    expect((screen.getByLabelText('Reject reason') as HTMLInputElement).value).toBe(
      'SLIP_REFNO_DUPLICATED',
    );
  });

  it("shows the member's registered bank, account number and name to check the sender against", () => {
    renderReview();
    const bank = screen.getByRole('region', { name: "Member's registered account" });
    expect(bank.textContent).toContain('Siam Commercial Bank');
    expect(bank.textContent).toContain('(SCB)');
    expect(bank.textContent).toContain('1234567890');
    expect(bank.textContent).toContain('SOMCHAI JAIDEE');
    expect(bank.textContent).toContain('reject as NOT_MATCH');
  });

  it('approves with A then Enter', async () => {
    const user = userEvent.setup();
    const props = renderReview();
    await user.keyboard('a');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' }));
    await user.keyboard('{Enter}');
    expect(props.onApprove).toHaveBeenCalledWith(500, undefined);
    expect(props.onReject).not.toHaveBeenCalled();
  });

  it('asks why before approving another amount than the deposit shows', async () => {
    const user = userEvent.setup();
    const props = renderReview();
    const amount = screen.getByLabelText('Amount received (฿)');
    await user.clear(amount);
    await user.type(amount, '450');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(props.onApprove).not.toHaveBeenCalled();
    const note = screen.getByLabelText('Why another amount');
    expect(document.activeElement).toBe(note);
    expect(
      screen.getByText("The amount differs from the deposit's: write a note saying why."),
    ).toBeTruthy();
    await user.type(note, 'bank shows ฿450');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(props.onApprove).toHaveBeenCalledWith(450, 'bank shows ฿450');
  });

  it('rejects with R, a reason digit, then Enter', async () => {
    const user = userEvent.setup();
    const props = renderReview();
    await user.keyboard('r');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Reject' }));
    await user.keyboard('8');
    expect((screen.getByLabelText('Reject reason') as HTMLInputElement).value).toBe('INVALID_SLIP');
    await user.keyboard('{Enter}');
    expect(props.onReject).toHaveBeenCalledWith('INVALID_SLIP');
  });

  it('moves with J/K and the arrows, and ignores keys typed in a field', async () => {
    const user = userEvent.setup();
    const props = renderReview();
    await user.keyboard('j');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('k');
    await user.keyboard('{ArrowUp}');
    expect(props.onNext).toHaveBeenCalledTimes(2);
    expect(props.onPrev).toHaveBeenCalledTimes(2);
    await user.click(screen.getByLabelText('Amount received (฿)'));
    await user.keyboard('ajr');
    expect(props.onApprove).not.toHaveBeenCalled();
    expect(props.onNext).toHaveBeenCalledTimes(2);
  });

  it('rotates and zooms with keys', async () => {
    const user = userEvent.setup();
    renderReview();
    await user.keyboard('o+');
    expect(screen.getByRole('img', { name: 'Slip image' }).style.transform).toBe(
      'rotate(90deg) scale(1.25)',
    );
  });

  it('offers no decision without deposits.decide', async () => {
    const user = userEvent.setup();
    const props = renderReview({ canDecide: false });
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.keyboard('a{Enter}');
    expect(props.onApprove).not.toHaveBeenCalled();
  });
});
