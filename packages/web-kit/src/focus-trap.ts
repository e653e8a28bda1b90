import { useEffect, type KeyboardEvent, type RefObject } from 'react';

/**
 * What a dialog's Tab cycle can land on. An app whose dialogs hold more (the member app's
 * how-to videos and embeds) makes its own trap with `createFocusTrap` and a longer list.
 */
export const FOCUSABLE: readonly string[] = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
];

/** The focus helpers of a modal dialog, for one list of focusable selectors. */
export function createFocusTrap(selectors: readonly string[]) {
  const selector = selectors.join(',');

  function focusableIn(container: HTMLElement): HTMLElement[] {
    return Array.from(container.querySelectorAll<HTMLElement>(selector)).filter(
      (el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true',
    );
  }

  /**
   * On open: remember the opener and move focus into the dialog ([data-autofocus], else its
   * first field, else the dialog itself). On close: give focus back to the opener.
   */
  function useFocusReturn(container: RefObject<HTMLElement | null>): void {
    useEffect(() => {
      const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const el = container.current;
      if (el && !el.contains(document.activeElement)) {
        const autofocus = el.querySelector<HTMLElement>('[data-autofocus]');
        (autofocus ?? focusableIn(el)[0] ?? el).focus();
      }
      return () => {
        if (opener?.isConnected) opener.focus();
      };
    }, [container]);
  }

  /** Tab and Shift+Tab cycle inside the dialog (the keydown handler of its container). */
  function trapTab(event: KeyboardEvent<HTMLElement>): void {
    if (event.key !== 'Tab') return;
    const items = focusableIn(event.currentTarget);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === event.currentTarget)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return { focusableIn, useFocusReturn, trapTab };
}

/** The trap for dialogs of form fields and buttons only. */
export const { focusableIn, useFocusReturn, trapTab } = createFocusTrap(FOCUSABLE);
