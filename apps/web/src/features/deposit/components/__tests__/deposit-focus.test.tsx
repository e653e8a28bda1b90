import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { focusableIn } from '@/components/ui/modal/focus-trap';
import { mockHomeApi } from '@/testing/wallet-fixtures';
import { depositLookup, openDeposit, signIn, slipHours } from './deposit-fixtures';

beforeEach(signIn);

describe('deposit dialog focus (issue 13: like the agreement dialog)', () => {
  it('cycles Tab and Shift+Tab inside, past the hidden method panels', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { user, dialog } = await openDeposit();
    await within(dialog).findByText('098-765-4321');
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const stops = focusableIn(dialog);
    const last = stops[stops.length - 1] as HTMLElement;
    // the last stop is in the shown (bank) panel, never in a hidden one
    expect(last.closest('[hidden]')).toBeNull();

    close.focus();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    // a whole round of Tab never leaves the dialog
    for (let step = 0; step < stops.length + 1; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
  });

  it('closes on Escape and gives focus back to the Deposit widget', async () => {
    mockHomeApi({
      'GET /api/lookup/deposit': depositLookup(),
      'GET /api/lookup/slip': slipHours(),
    });
    const { user } = await openDeposit();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Deposit' })).toBeNull();
    const widgets = screen.getByRole('region', { name: 'Shortcuts' });
    expect(document.activeElement).toBe(within(widgets).getByRole('button', { name: 'Deposit' }));
  });
});
