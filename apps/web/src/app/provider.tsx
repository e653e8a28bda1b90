import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastProvider } from '@/components/ui/toast/toast-provider';
import { i18n } from '@/lib/i18n';
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
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <TranslatedToasts>{children}</TranslatedToasts>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
