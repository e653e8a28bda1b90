/**
 * Lets code outside React (the api-client) move the app to another address. The router
 * registers its `navigate` at start-up; before that, or in tests without a router, the browser
 * location is used.
 */
export type NavigateFn = (to: string, options?: { replace?: boolean }) => void;

const locationNavigate: NavigateFn = (to, options) => {
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
};

let current: NavigateFn = locationNavigate;

export function setNavigator(navigate: NavigateFn | null): void {
  current = navigate ?? locationNavigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  current(to, options);
}

/** The address the user is on, as a `?redirect=` value. */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}
