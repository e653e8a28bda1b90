import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { formatMoney } from '@/lib/format';
import { useProviderCredit } from './api/get-provider-credit';

/**
 * Game providers whose agent credit is below setting games.agentCreditAlert, or that did not
 * answer the read: members' deposits into their games are refused once the credit runs out, so
 * staff top it up with the aggregator before that. Nothing shows while every provider is fine.
 */
export function ProviderCreditAlert() {
  const { t } = useTranslation();
  const { data } = useProviderCredit();
  const low = data?.providers.filter((p) => p.low) ?? [];
  if (low.length === 0) return null;
  return (
    <Alert tone="warning">
      <strong>{t('dashboard.providerCredit.title')}</strong>
      <ul>
        {low.map((p) => (
          <li key={p.provider}>
            {p.reachable
              ? t('dashboard.providerCredit.low', {
                  provider: p.provider,
                  credit: formatMoney((p.credit ?? 0) / 100),
                  alert: formatMoney(p.alertBelow / 100),
                })
              : t('dashboard.providerCredit.unreachable', { provider: p.provider })}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
