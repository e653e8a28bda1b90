import { createContext, useContext } from 'react';

/**
 * False while React renders a page at build time or hydrates a prerendered one, true from then on
 * (and from the first render of a client-rendered page: the default). A prerendered form keeps its
 * submit button disabled until then: a submit before the app runs would be the browser's own,
 * sending the fields in the address. What a page reads from the browser (storage, the address)
 * waits for it too, so the hydration's first render is the prerendered markup.
 */
export const HydratedContext = createContext(true);

export const useHydrated = (): boolean => useContext(HydratedContext);
