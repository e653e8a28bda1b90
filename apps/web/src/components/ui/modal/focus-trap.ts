import { createFocusTrap, FOCUSABLE } from '@wallet/web-kit/focus-trap';
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/**
 * The shared dialog focus trap (@wallet/web-kit/focus-trap), plus what the member app's dialogs
 * also hold: how-to videos with controls and embedded frames, which Tab must reach too.
 */
const kit = createFocusTrap([...FOCUSABLE, 'video[controls]', 'iframe']);

/** Hidden by an attribute or a style on it or an ancestor up to `container`. */
function isHidden(el: HTMLElement, container: HTMLElement): boolean {
  if (el.closest('[hidden], [inert]')) return true;
  for (let node: HTMLElement | null = el; node && node !== container; node = node.parentElement) {
    const style = window.getComputedStyle(node);
    if (style.display === 'none' || style.visibility === 'hidden') return true;
  }
  return false;
}

/**
 * What Tab really reaches inside `container`, in order. The kit's list matches by selector, so it
 * also holds what Tab skips: the unselected tabs of a tab list (tabindex -1), the fields of a
 * hidden tab panel, the unchecked radios of a group. A trap that takes one of those for its first
 * or last stop lets focus out of the dialog (the deposit dialog's tabs did, issue 13).
 */
export function focusableIn(container: HTMLElement): HTMLElement[] {
  const items = kit.focusableIn(container).filter((el) => el.tabIndex >= 0);
  const visible = items.filter((el) => !isHidden(el, container));
  return visible.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = visible.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    );
    const stop = group.find((radio) => radio.checked) ?? group[0];
    return stop === el;
  });
}

/** Tab and Shift+Tab cycle inside the dialog (the keydown handler of its container). */
export function trapTab(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Tab') return;
  const items = focusableIn(event.currentTarget);
  const first = items[0];
  const last = items[items.length - 1];
  if (!first || !last) {
    event.preventDefault();
    event.currentTarget.focus();
    return;
  }
  const active = document.activeElement;
  const inList = active instanceof HTMLElement && items.includes(active);
  if (event.shiftKey && (active === first || !inList)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inList)) {
    event.preventDefault();
    first.focus();
  }
}

/** The dialogs open now, the top one last: only the top one holds focus. */
const openDialogs: HTMLElement[] = [];
const isTop = (dialog: HTMLElement) => openDialogs[openDialogs.length - 1] === dialog;

/**
 * A modal dialog's focus, for its whole life:
 * - on open, focus moves in ([data-autofocus], else the first stop, else the dialog itself);
 * - Tab and Shift+Tab stay inside even when focus was lost to the page (the focused control was
 *   removed, e.g. a form replaced by its result), and focus that lands outside comes back;
 * - Escape closes, when `onClose` allows closing, wherever focus is;
 * - on close, focus goes back to the control that opened the dialog.
 * Nested dialogs work: the one on top holds focus, and closing it gives focus back inside the
 * one below.
 */
export function useDialogFocus(
  container: RefObject<HTMLElement | null>,
  onClose: (() => void) | undefined,
): void {
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const dialog = container.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);
    if (!dialog.contains(document.activeElement)) {
      const autofocus = dialog.querySelector<HTMLElement>('[data-autofocus]');
      (autofocus ?? focusableIn(dialog)[0] ?? dialog).focus();
    }

    // keys pressed while focus is outside the dialog (lost to the page): the dialog's own
    // handler does not hear them
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (!isTop(dialog) || event.defaultPrevented) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      if (event.key === 'Tab') {
        event.preventDefault();
        const items = focusableIn(dialog);
        const stop = event.shiftKey ? items[items.length - 1] : items[0];
        (stop ?? dialog).focus();
      } else if (event.key === 'Escape' && close.current) {
        event.preventDefault();
        close.current();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!isTop(dialog)) return;
      if (event.target instanceof Node && dialog.contains(event.target)) return;
      (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      // first let go, then give focus back (the dialog must not pull it in again)
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (opener?.isConnected) opener.focus();
    };
  }, [container]);
}

/** On open, focus moves in; on close, back to the opener (useDialogFocus without Escape). */
export function useFocusReturn(container: RefObject<HTMLElement | null>): void {
  useDialogFocus(container, undefined);
}
