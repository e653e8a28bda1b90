import { TOAST_DURATION_MS } from '@wallet/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useToast, type ToastTone } from '../toast-context';
import { ToastProvider } from '../toast-provider';

function Trigger({ tone, message }: { tone: ToastTone; message: string }) {
  const toast = useToast();
  return (
    <button type="button" onClick={() => toast.show({ tone, message })}>
      show {tone}
    </button>
  );
}

function setup() {
  render(
    <ToastProvider dismissLabel="Dismiss">
      <Trigger tone="success" message="Copied @demo" />
      <Trigger tone="danger" message="Failed to copy" />
    </ToastProvider>,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts', () => {
  it(`announce and disappear after ${TOAST_DURATION_MS} ms`, () => {
    vi.useFakeTimers();
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'show success' }));
    const polite = screen.getByRole('status');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(polite.textContent).toContain('Copied @demo');
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.queryByText('Copied @demo')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied @demo')).toBeNull();
  });

  it('puts danger toasts in the assertive region and can be dismissed', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: 'show danger' }));
    const message = screen.getByText('Failed to copy');
    expect(message.closest('[aria-live]')?.getAttribute('aria-live')).toBe('assertive');
    expect(message.closest('.toast')?.classList.contains('toast--danger')).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Failed to copy')).toBeNull();
  });
});
