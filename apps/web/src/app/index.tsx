import type { QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@/lib/router';
import { setNavigator } from '@/lib/navigation';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

type AppRouter = ReturnType<typeof createAppRouter>;

/**
 * Creates the router and hands its navigate to lib/navigation at once, so api-client side effects
 * (gone → /terminated, session failure → /login) navigate inside the SPA even during the first
 * loaders.
 */
export function createApp(
  queryClient: QueryClient,
  prerendered?: Parameters<typeof createAppRouter>[1],
): AppRouter {
  const router = createAppRouter(queryClient, prerendered);
  setNavigator((to, options) => void router.navigate(to, options));
  return router;
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
