import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open terms
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="Terms" closeLabel="Close">
        <a href="#first">First link</a>
        <button type="button">Last button</button>
      </Modal>
    </>
  );
}

async function openModal() {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Open terms' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Terms' }) };
}

describe('Modal', () => {
  it('is an aria-modal dialog labelled by its title, with focus inside', async () => {
    const { dialog } = await openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const { user } = await openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const last = screen.getByRole('button', { name: 'Last button' });
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'First link' }));
    await user.tab();
    expect(document.activeElement).toBe(last);
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    const { user } = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open terms' }));
  });

  it('locks body scrolling while open and restores it after', async () => {
    document.body.style.overflow = 'auto';
    const { user } = await openModal();
    expect(document.body.style.overflow).toBe('hidden');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.body.style.overflow).toBe('auto');
  });

  it('closes when the backdrop is clicked but not when the dialog is', async () => {
    const { user, dialog } = await openModal();
    await user.click(dialog);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
