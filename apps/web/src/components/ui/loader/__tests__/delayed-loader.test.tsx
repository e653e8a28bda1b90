import { LOADER_DELAY_MS } from '@wallet/contract';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DelayedLoader } from '../delayed-loader';

afterEach(() => {
  vi.useRealTimers();
});

describe('DelayedLoader', () => {
  it(`shows only after ${LOADER_DELAY_MS} ms of activity`, () => {
    vi.useFakeTimers();
    const { rerender } = render(<DelayedLoader active label="Loading…" />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS - 1));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status').textContent).toContain('Loading…');

    rerender(<DelayedLoader active={false} label="Loading…" />);
    expect(screen.queryByRole('status')).toBeNull();
    rerender(<DelayedLoader active label="Loading…" />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('never shows for a call that ends within the delay', () => {
    vi.useFakeTimers();
    const { rerender } = render(<DelayedLoader active label="Loading…" />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS / 2));
    rerender(<DelayedLoader active={false} label="Loading…" />);
    act(() => vi.advanceTimersByTime(LOADER_DELAY_MS * 2));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
