import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/i18n';
import { useWheel } from './api/wheel';
import { chances, describePrize, WheelEditorDialog } from './wheel-editor';

export function WheelView() {
  const { t } = useTranslation();
  const language = useLanguage();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const query = useWheel();
  return (
    <Card title={t('marketing.wheel')}>
      <QueryState query={query}>
        {(data) => {
          const slices = data.live?.definition.slices ?? [];
          const pct = chances(slices.map((s) => s.weight));
          return (
            <>
              {can('marketing.write') ? (
                <div className="row row--end">
                  <Button variant="primary" onClick={() => setEditing(true)}>
                    {t('marketing.wheelEditor.open')}
                  </Button>
                </div>
              ) : null}
              {editing ? (
                <WheelEditorDialog
                  live={data.live?.definition ?? null}
                  onClose={() => setEditing(false)}
                />
              ) : null}
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
                          <td>{describePrize(s.prize, t)}</td>
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
