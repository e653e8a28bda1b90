import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WidgetButton } from '../widget-button';

describe('home widget (WCAG 2.5.3 label in name, issue 13)', () => {
  it('is named by exactly its visible title, with the hint as its description', () => {
    render(
      <WidgetButton title="Deposit" hint="Bank slip or QR" icon={<svg />} onClick={vi.fn()} />,
    );
    const button = screen.getByRole('button', { name: 'Deposit' });
    expect(button.hasAttribute('aria-label')).toBe(false);
    expect(button.textContent).toBe('Deposit');
    expect(
      document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe('Bank slip or QR');
    // the whole card (icon, title, hint) is the widget; the button spreads over it
    expect(button.closest('.widget')?.textContent).toBe('DepositBank slip or QR');
  });

  it('does nothing while busy and says so', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <WidgetButton title="Invite" hint="Share" icon={<svg />} onClick={onClick} busy />,
    );
    const button = screen.getByRole('button', { name: 'Invite' });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    rerender(<WidgetButton title="Invite" hint="Share" icon={<svg />} onClick={onClick} />);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
