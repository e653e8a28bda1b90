import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createFocusTrap, FOCUSABLE, focusableIn, trapTab, useFocusReturn } from './focus-trap';

function Dialog({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusReturn(ref);
  return (
    <div ref={ref} role="dialog" tabIndex={-1} onKeyDown={trapTab}>
      {children}
    </div>
  );
}

describe('focus trap', () => {
  it('focuses the first field on open, cycles Tab inside and gives focus back on close', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    const { unmount } = render(
      <Dialog>
        <button>first</button>
        <button disabled>off</button>
        <button>last</button>
      </Dialog>,
    );
    const first = screen.getByRole('button', { name: 'first' });
    const last = screen.getByRole('button', { name: 'last' });
    expect(document.activeElement).toBe(first);
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    unmount();
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });

  it('prefers [data-autofocus]', () => {
    render(
      <Dialog>
        <button>first</button>
        <input aria-label="amount" data-autofocus />
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'amount' }));
  });

  it('reaches more elements with a longer list (the member app’s videos)', () => {
    const box = document.createElement('div');
    box.innerHTML = '<video controls></video><button>ok</button><a>no href</a>';
    expect(focusableIn(box).map((el) => el.tagName)).toEqual(['BUTTON']);
    const withMedia = createFocusTrap([...FOCUSABLE, 'video[controls]']);
    expect(withMedia.focusableIn(box).map((el) => el.tagName)).toEqual(['VIDEO', 'BUTTON']);
  });
});
