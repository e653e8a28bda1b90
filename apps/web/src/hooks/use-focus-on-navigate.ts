import { useEffect, useRef } from 'react';
import { useLocation } from '@/lib/router';

/**
 * After a client-side navigation, move focus to the new screen's heading (or its main region),
 * as a full page load would start reading there: screen readers announce the new page and
 * keyboard users continue from the top of it instead of from a bottom-menu link.
 * Not on the first load, and not when something already took focus for a reason (a modal that
 * opened with the page, a form field that focused itself).
 */
export function useFocusOnNavigate(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const first = previous.current === null;
    const moved = previous.current !== pathname;
    previous.current = pathname;
    if (first || !moved) return;
    const active = document.activeElement;
    const focusWasLeftBehind =
      !active || active === document.body || active.closest('nav, header, .skip-link') !== null;
    if (!focusWasLeftBehind) return;
    const main = document.getElementById('main');
    const heading = main?.querySelector<HTMLElement>('h1') ?? null;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    (heading ?? main)?.focus({ preventScroll: true });
  }, [pathname]);
}
