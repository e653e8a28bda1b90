import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Page } from '@/components/ui/page';
import { Tabs } from '@/components/ui/tabs';
import { useBankDevices } from './api/get-bank-devices';
import { DevicesTab } from './devices-tab';
import { LinesTab } from './lines-tab';
import { ReconciliationTab } from './reconciliation-tab';

const TABS = ['lines', 'devices', 'reconciliation'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  lines: 'bankFeed.tabLines',
  devices: 'bankFeed.tabDevices',
  reconciliation: 'bankFeed.tabReconciliation',
} as const;

/** The bank feed (issue 26): the line queue, the forwarding devices, a day's reconciliation. */
export function BankFeedPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: Tab = TABS.find((name) => name === asked) ?? 'lines';
  return (
    <Page title={t('bankFeed.title')}>
      <SilentDevices />
      <Tabs
        label={t('bankFeed.title')}
        value={tab}
        onChange={(value) => setParams(value === 'lines' ? {} : { tab: value }, { replace: true })}
        tabs={TABS.map((value) => ({ value, label: t(TAB_LABELS[value]) }))}
      />
      <div role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
        {tab === 'devices' ? (
          <DevicesTab />
        ) : tab === 'reconciliation' ? (
          <ReconciliationTab />
        ) : (
          <LinesTab />
        )}
      </div>
    </Page>
  );
}

/** A device silent too long means texts may be lost: said on every tab of the screen. */
function SilentDevices() {
  const { t } = useTranslation();
  const query = useBankDevices();
  const silent = (query.data?.devices ?? []).filter((d) => d.silent && !d.revokedAt);
  if (silent.length === 0) return null;
  return (
    <Alert tone="warning">
      {t('bankFeed.silentAlert', {
        count: silent.length,
        names: silent.map((d) => d.name).join(', '),
      })}
    </Alert>
  );
}
