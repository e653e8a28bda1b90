import { api } from '@wallet/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { apiClient } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';

/** Each slice's chance: its weight over the total, in percent. */
export function chances(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total > 0 ? (w / total) * 100 : 0));
}

export function WheelView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useQuery({
    queryKey: ['operator', 'spinwheel'],
    queryFn: () => apiClient.request(api.operatorSpinwheel.wheel),
  });
  return (
    <Card title={t('marketing.wheel')}>
      <QueryState query={query}>
        {(data) => {
          const slices = data.live?.definition.slices ?? [];
          const pct = chances(slices.map((s) => s.weight));
          return (
            <>
              {data.live ? (
                <>
                  <h3>{t('marketing.live', { version: data.live.version })}</h3>
                  <table className="table table--compact">
                    <caption className="visually-hidden">{t('marketing.wheel')}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('marketing.slice')}</th>
                        <th scope="col">{t('marketing.label')}</th>
                        <th scope="col">{t('marketing.weight')}</th>
                        <th scope="col">{t('marketing.chance')}</th>
                        <th scope="col">{t('marketing.prize')}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {slices.map((s, i) => (
                        <tr key={s.code}>
                          <td>
                            <span
                              className="swatch"
                              aria-hidden="true"
                              style={{ background: s.bgColor }}
                            />{' '}
                            {s.code}
                          </td>
                          <td>{s.label[language]}</td>
                          <td className="num">{formatNumber(s.weight)}</td>
                          <td className="num">{(pct[i] ?? 0).toFixed(2)}%</td>
                          <td className="mono">{JSON.stringify(s.prize)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </>
              ) : (
                <p className="muted">{t('marketing.noWheel')}</p>
              )}
              <h3>{t('marketing.versions')}</h3>
              <table className="table table--compact">
                <thead>
                  <tr>
                    <th scope="col">{t('marketing.version')}</th>
                    <th scope="col">{t('marketing.created')}</th>
                    <th scope="col">{t('marketing.reason')}</th>
                    <th scope="col">{t('marketing.slices')}</th>
                    <th scope="col">{t('marketing.spins')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.versions.map((v) => (
                    <tr key={v.version}>
                      <td>{v.version}</td>
                      <td>{formatDateTime(v.createdAt)}</td>
                      <td>{v.reason}</td>
                      <td className="num">{v.slices}</td>
                      <td className="num">{formatNumber(v.spins)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          );
        }}
      </QueryState>
    </Card>
  );
}
