import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storage } from '@/lib/storage';
import {
  createTestQueryClient,
  lookupReplies,
  mockApi,
  renderWithProviders,
} from '@/testing/test-utils';
import { AgreementModal } from '../agreement-modal';

afterEach(() => {
  vi.useRealTimers();
});

describe('agreement modal (spec §2)', () => {
  it(`opens ${AGREEMENT_MODAL_DELAY_MS} ms after load and remembers acceptance`, async () => {
    vi.useFakeTimers();
    mockApi(lookupReplies);
    renderWithProviders(<AgreementModal />, createTestQueryClient());
    await act(() => vi.advanceTimersByTimeAsync(AGREEMENT_MODAL_DELAY_MS - 10));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(10));
    expect(screen.getByRole('dialog', { name: 'Member agreement' })).toBeTruthy();
    expect(screen.getByText('Play responsibly')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'I accept' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(storage.hasAcceptedAgreement()).toBe(true);
  });

  it('stays closed once accepted', async () => {
    vi.useFakeTimers();
    storage.acceptAgreement();
    const fetch = mockApi(lookupReplies);
    renderWithProviders(<AgreementModal />, createTestQueryClient());
    await act(() => vi.advanceTimersByTimeAsync(AGREEMENT_MODAL_DELAY_MS * 2));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
