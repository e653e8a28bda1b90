import { fireEvent, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ActionButton } from './action-button';
import { classNames } from './class-names';
import { DialogFrame } from './dialog-frame';

describe('ActionButton', () => {
  it('is a plain button in the app’s look, its classes before the caller’s', () => {
    render(
      <ActionButton look="btn btn--primary" className="extra" spinner={<i data-testid="spin" />}>
        Save
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button.getAttribute('type')).toBe('button');
    expect(button.className).toBe('btn btn--primary extra');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(screen.queryByTestId('spin')).toBeNull();
  });

  it('while busy: disabled, aria-busy and the spinner in place of the icon', () => {
    render(
      <ActionButton
        look="btn"
        busy
        spinner={<i data-testid="spin" />}
        icon={<b data-testid="icon" />}
      >
        Save
      </ActionButton>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByTestId('spin')).not.toBeNull();
    expect(screen.queryByTestId('icon')).toBeNull();
  });
});

describe('classNames', () => {
  it('leaves out the empty and missing names', () => {
    expect(classNames('btn', false, undefined, '', 'btn--block')).toBe('btn btn--block');
  });
});

describe('DialogFrame', () => {
  it('is a modal dialog labelled by its title; the backdrop and the close button close it', () => {
    const onClose = vi.fn();
    const onKeyDown = vi.fn();
    const ref = createRef<HTMLDivElement>();
    const { container } = render(
      <DialogFrame
        title="Edit"
        className="modal"
        onClose={onClose}
        closeLabel="Close"
        closeContent="×"
        dialogRef={ref}
        onKeyDown={onKeyDown}
        footer={<span>foot</span>}
      >
        body
      </DialogFrame>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Edit' });
    expect(dialog).toBe(ref.current);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.hasAttribute('aria-describedby')).toBe(false);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    const backdrop = container.querySelector('.modal-backdrop');
    if (backdrop) fireEvent.mouseDown(backdrop);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.getByText('foot').parentElement?.className).toBe('modal__footer');
  });

  it('without onClose has no close button', () => {
    render(
      <DialogFrame
        title="Problem"
        className="modal"
        role="alertdialog"
        closeContent="×"
        dialogRef={createRef()}
        onKeyDown={() => undefined}
      >
        body
      </DialogFrame>,
    );
    expect(screen.getByRole('alertdialog', { name: 'Problem' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
