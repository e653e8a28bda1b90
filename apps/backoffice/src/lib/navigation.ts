/**
 * Lets code outside React (the api-client) move the app. The router registers its `navigate`
 * at start-up; before that (or in tests) the browser location under /backoffice is used.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

export const BASENAME = '/backoffice';

const locationNavigate: NavigateFn = (to, options) => {
  const href = `${BASENAME}${to}`;
  if (options?.replace) window.location.replace(href);
  else window.location.assign(href);
};

let current: NavigateFn = locationNavigate;

export function setNavigator(navigate: NavigateFn | null): void {
  current = navigate ?? locationNavigate;
}

/** `to` is a path inside the app, e.g. `/login`. */
export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

export function isOnPath(path: string): boolean {
  return window.location.pathname === `${BASENAME}${path}`;
}
