import { useTranslation } from 'react-i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useRecentDeposits } from '@/lib/member-queries';

/** The member's other recent deposits, of every status (the server searches by phone). */
export function RecentDeposits({ phone, exceptId }: { phone: string; exceptId: string }) {
  const { t } = useTranslation();
  const query = useRecentDeposits(phone);
  const rows = (query.data?.deposits ?? [])
    .filter((d) => d.phone === phone && d.id !== exceptId)
    .slice(0, 8);
  return (
    <section className="recent">
      <h3>{t('deposits.recent', { phone })}</h3>
      {query.isPending ? (
        <p role="status">{t('common.loading')}</p>
      ) : rows.length === 0 ? (
        <p className="muted">{t('deposits.recentEmpty')}</p>
      ) : (
        <table className="table table--compact">
          <caption className="visually-hidden">{t('deposits.recent', { phone })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('deposits.created')}</th>
              <th scope="col">{t('deposits.method')}</th>
              <th scope="col">{t('deposits.amount')}</th>
              <th scope="col">{t('common.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((d) => (
              <tr key={d.id}>
                <td>{formatDateTime(d.createdAt)}</td>
                <td>{t(`deposits.methods.${d.method}`)}</td>
                <td className="num">{formatCurrency(d.amount, d.currency)}</td>
                <td>
                  <Badge tone={statusTone(d.status)}>{t(`status.${d.status}`)}</Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
