import { QueryClient } from '@tanstack/react-query';
import type { Locale } from '@wallet/contract';
import { act, render, waitFor } from '@testing-library/react';
import { useState, type ReactElement, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from '@/lib/router';
import { expect, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { createRoutes, preloadScreens } from '@/app/router';
import { HydratedContext } from '@/hooks/use-hydrated';
import { setNavigator } from '@/lib/navigation';
import { storage } from '@/lib/storage';

// The screens are lazy chunks in the app; tests start with all of them loaded, as before the split.
await preloadScreens();

type RenderAppOptions = {
  storedLocale?: Locale | null;
  queryClient?: QueryClient;
  /** Renders as React hydrating a prerendered page does, until `finishHydration()`. */
  hydrating?: boolean;
};

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
}

type Reply = { status?: number; body?: unknown };
type Handler = Reply | ((request: { url: string; init: RequestInit }) => Reply);

/** Stubs global fetch: `{ 'GET /api/lookup/info': { body: {...} } }`; anything else is a 404. */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const key = `${init.method ?? 'GET'} ${new URL(url, 'http://localhost').pathname}`;
    const handler = handlers[key];
    const reply = typeof handler === 'function' ? handler({ url, init }) : handler;
    const status = reply?.status ?? (reply ? 200 : 404);
    const body = reply ? reply.body : { message: 'NOT_FOUND' };
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export const lookupReplies = {
  'GET /api/lookup/info': {
    body: {
      name: 'Demo Wallet',
      website: 'https://demo.test',
      deployment: 'TH',
      buddhistEra: false,
    },
  },
  'GET /api/lookup/active': { body: { terminated: false, notice: '' } },
  'GET /api/lookup/contact': {
    body: {
      contactText: 'We answer 24/7',
      lineLink: 'https://line.me/R/ti/p/@demo-wallet',
      lineName: '@demo-wallet',
      lineQR: '/media/line-qr.png',
    },
  },
  'GET /api/lookup/conditions': { body: { conditions: ['<p>Turnover 5x</p>'] } },
  'GET /api/lookup/agreements': { body: { agreements: ['<p>Play responsibly</p>'] } },
} satisfies Record<string, Reply>;

/**
 * The real route tree in a memory router, with lib/navigation wired to it like the app does.
 * English is stored as the chosen language unless `storedLocale` says otherwise.
 */
export function renderApp(
  initialPath: string,
  {
    storedLocale = 'en',
    queryClient = createTestQueryClient(),
    hydrating = false,
  }: RenderAppOptions = {},
) {
  if (storedLocale) storage.setLocale(storedLocale);
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [initialPath] });
  setNavigator((to, options) => void router.navigate(to, options));
  let finish = () => undefined as void;
  function Hydration({ children }: { children: ReactNode }) {
    const [done, setDone] = useState(!hydrating);
    finish = () => setDone(true);
    return <HydratedContext.Provider value={done}>{children}</HydratedContext.Provider>;
  }
  const view = render(
    <Hydration>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </Hydration>,
  );
  /** What `AfterHydration` does once React has taken a prerendered page over. */
  const finishHydration = () => act(() => finish());
  return { router, queryClient, finishHydration, ...view };
}

/**
 * Waits until no query is fetching: the lookups a language switch asks again answer inside the
 * test, not after it (their renders run inside act: setup-tests wraps TanStack's notifications).
 */
export async function queriesSettled(queryClient: QueryClient): Promise<void> {
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

export function renderWithProviders(ui: ReactElement, queryClient = createTestQueryClient()) {
  return render(<AppProvider queryClient={queryClient}>{ui}</AppProvider>);
}
