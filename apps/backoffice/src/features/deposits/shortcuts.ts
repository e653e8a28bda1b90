import { useEffect, useRef } from 'react';

export type ReviewAction =
  | { type: 'approve' }
  | { type: 'reject' }
  | { type: 'next' }
  | { type: 'prev' }
  | { type: 'zoomIn' }
  | { type: 'zoomOut' }
  | { type: 'rotate' }
  | { type: 'cancel' }
  | { type: 'reason'; index: number };

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/** The review shortcut a key press means, or null (typing in a field, a modifier held…). */
export function shortcutFor(event: KeyboardEvent): ReviewAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target instanceof HTMLElement ? event.target : null;
  const typing = !!target && (TYPING.has(target.tagName) || target.isContentEditable);
  if (event.key === 'Escape') return { type: 'cancel' };
  if (typing) return null;
  switch (event.key) {
    case 'a':
    case 'A':
      return { type: 'approve' };
    case 'r':
    case 'R':
      return { type: 'reject' };
    case 'j':
    case 'J':
    case 'ArrowDown':
      return { type: 'next' };
    case 'k':
    case 'K':
    case 'ArrowUp':
      return { type: 'prev' };
    case '+':
    case '=':
      return { type: 'zoomIn' };
    case '-':
      return { type: 'zoomOut' };
    case 'o':
    case 'O':
      return { type: 'rotate' };
    default:
      if (/^[0-9]$/.test(event.key)) {
        const digit = Number(event.key);
        return { type: 'reason', index: digit === 0 ? 9 : digit - 1 };
      }
      return null;
  }
}

/** Listens on the document while mounted; the latest handler always runs. */
export function useReviewShortcuts(onAction: (action: ReviewAction) => void, enabled = true) {
  const handler = useRef(onAction);
  useEffect(() => {
    handler.current = onAction;
  });
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const action = shortcutFor(event);
      if (!action) return;
      if (action.type !== 'cancel') event.preventDefault();
      handler.current(action);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [enabled]);
}
