import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '@/components/ui/page';
import { Tabs } from '@/components/ui/tabs';
import { DepositQueue } from './deposit-queue';
import { QrCodesTab } from './qr-codes-tab';

export function DepositsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const tab = params.get('tab') === 'qr' ? 'qr' : 'deposits';
  return (
    <Page title={t('deposits.title')}>
      <Tabs
        label={t('deposits.title')}
        value={tab}
        onChange={(value) => setParams(value === 'qr' ? { tab: 'qr' } : {}, { replace: true })}
        tabs={[
          { value: 'deposits', label: t('deposits.tabDeposits') },
          { value: 'qr', label: t('deposits.tabQr') },
        ]}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'qr' ? <QrCodesTab /> : <DepositQueue />}
      </div>
    </Page>
  );
}
