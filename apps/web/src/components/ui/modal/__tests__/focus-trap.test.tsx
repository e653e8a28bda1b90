import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Modal } from '../modal';

/** A dialog like the deposit one: tabs (one in the Tab order), hidden panels, a radio group. */
function TabbedDialog({ closable = true }: { closable?: boolean }) {
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'a' | 'b'>('a');
  const [done, setDone] = useState(false);
  return (
    <>
      <button type="button">Before</button>
      <button type="button" onClick={() => setOpen(true)}>
        Deposit
      </button>
      <Modal
        open={open}
        onClose={closable ? () => setOpen(false) : undefined}
        title="Deposit"
        closeLabel="Close"
      >
        <div role="tablist" aria-label="Method">
          <button
            type="button"
            role="tab"
            tabIndex={tab === 'a' ? 0 : -1}
            onClick={() => setTab('a')}
          >
            Bank
          </button>
          <button
            type="button"
            role="tab"
            tabIndex={tab === 'b' ? 0 : -1}
            onClick={() => setTab('b')}
          >
            QR
          </button>
        </div>
        <fieldset>
          <legend>Speed</legend>
          <label>
            <input type="radio" name="speed" value="slow" /> Slow
          </label>
          <label>
            <input type="radio" name="speed" value="fast" defaultChecked /> Fast
          </label>
        </fieldset>
        <div role="tabpanel" hidden={tab !== 'a'} tabIndex={0}>
          {done ? (
            <p>Sent</p>
          ) : (
            <button type="button" onClick={() => setDone(true)}>
              Send
            </button>
          )}
        </div>
        <div role="tabpanel" hidden={tab !== 'b'} tabIndex={0}>
          <input aria-label="Amount" />
          <button type="button">Create QR</button>
        </div>
      </Modal>
      <button type="button">After</button>
    </>
  );
}

async function openDialog(props: { closable?: boolean } = {}) {
  const user = userEvent.setup();
  render(<TabbedDialog {...props} />);
  await user.click(screen.getByRole('button', { name: 'Deposit' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Deposit' }) };
}

const focused = () => document.activeElement;

describe('dialog focus (issue 13: every dialog like the agreement one)', () => {
  it('cycles Tab and Shift+Tab over what Tab really reaches, not hidden panels or tabs', async () => {
    const { user } = await openDialog();
    const close = screen.getByRole('button', { name: 'Close' });
    expect(focused()).toBe(close);
    // the last stop is the visible panel's button, not the fields of the hidden QR panel
    await user.tab({ shift: true });
    expect(focused()).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(focused()).toBe(close);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('tab', { name: 'Bank' }));
    // one stop for the radio group: the checked one
    await user.tab();
    expect(focused()).toBe(screen.getByRole('radio', { name: 'Fast' }));
    await user.tab();
    expect(focused()).toBe(screen.getAllByRole('tabpanel')[0]);
    await user.tab();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(focused()).toBe(close);
  });

  it('keeps focus inside when the focused control goes away', async () => {
    const { user, dialog } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByText('Sent')).toBeTruthy();
    expect(dialog.contains(focused())).toBe(false); // lost to the page
    await user.tab();
    expect(dialog.contains(focused())).toBe(true);
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(dialog.contains(focused())).toBe(true);
  });

  it('closes on Escape wherever focus is, and gives focus back to the opener', async () => {
    const { user } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Deposit' }));
  });

  it('stays open on Escape when it cannot be dismissed, focus still trapped', async () => {
    const { user, dialog } = await openDialog({ closable: false });
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    expect(focused()).toBe(screen.getByRole('tab', { name: 'Bank' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);
    await user.tab({ shift: true });
    expect(focused()).toBe(screen.getByRole('button', { name: 'Send' }));
    await user.tab();
    expect(focused()).toBe(screen.getByRole('tab', { name: 'Bank' }));
  });
});

function Nested() {
  const [outer, setOuter] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOuter(true)}>
        Open outer
      </button>
      <Modal open={outer} onClose={() => setOuter(false)} title="Outer" closeLabel="Close outer">
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
      </Modal>
      <Modal open={inner} onClose={() => setInner(false)} title="Inner" closeLabel="Close inner">
        <button type="button">Inner action</button>
      </Modal>
    </>
  );
}

describe('nested dialogs', () => {
  it('traps focus in the top one; Escape closes only it and focus returns inside the outer', async () => {
    const user = userEvent.setup();
    render(<Nested />);
    await user.click(screen.getByRole('button', { name: 'Open outer' }));
    await user.click(screen.getByRole('button', { name: 'Open inner' }));
    const inner = screen.getByRole('dialog', { name: 'Inner' });
    await user.tab();
    await user.tab();
    expect(inner.contains(focused())).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Open inner' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(focused()).toBe(screen.getByRole('button', { name: 'Open outer' }));
  });
});
