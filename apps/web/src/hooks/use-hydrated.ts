import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React renders a page at build time or hydrates a prerendered one, true from then on
 * (and from the first render of a client-rendered page). A prerendered form keeps its submit
 * button disabled until then: a submit before the app runs would be the browser's own, sending
 * the fields in the address.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
