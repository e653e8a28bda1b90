import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { watchLastBalances } from '@/lib/last-balances';

function TranslatedToasts({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return <ToastProvider dismissLabel={t('common.close')}>{children}</ToastProvider>;
}

export function AppProvider({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  // spec §2 /user/home: every fresh wallet answer is what the next visit paints first
  useEffect(() => watchLastBalances(queryClient), [queryClient]);
  return (
    <QueryClientProvider client={queryClient}>
      <TranslatedToasts>{children}</TranslatedToasts>
    </QueryClientProvider>
  );
}
