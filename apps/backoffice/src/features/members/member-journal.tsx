import type { JournalLine } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime, formatMoney, formatNumber } from '@/lib/format';
import { useMemberJournal } from './api/get-member-journal';

const MINUS = '\u2212';

/** One posting's signed amount: baht with two decimals, kip and coins as whole numbers. */
function signedAmount(amount: number, currency: string): string {
  const sign = amount < 0 ? MINUS : '+';
  const abs = Math.abs(amount);
  const whole = currency === 'COIN' || currency === 'LAK';
  return `${sign}${whole ? formatNumber(Math.round(abs)) : formatMoney(abs)}`;
}

/**
 * "wallet +40.00 BAHT · adjustments −40.00": each posting's account and signed amount, the
 * currency written where it first appears (and again whenever it changes).
 */
export function formatPostings(postings: JournalLine['postings']): string {
  return postings
    .map((p, index) => {
      const amount = `${p.account} ${signedAmount(p.amount, p.currency)}`;
      return index === 0 || postings[index - 1]?.currency !== p.currency
        ? `${amount} ${p.currency}`
        : amount;
    })
    .join(' · ');
}

/** The member's latest ledger entries with every posting (money and coins). */
export function MemberJournal({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const journal = useMemberJournal(phone);
  return (
    <Card title={t('members.journal')}>
      <QueryState query={journal} isEmpty={(data) => data.entries.length === 0}>
        {(data) => (
          <div className="table-scroll" tabIndex={0}>
            <table className="table table--compact">
              <caption className="visually-hidden">{t('members.journal')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('members.time')}</th>
                  <th scope="col">{t('members.kind')}</th>
                  <th scope="col">{t('members.source')}</th>
                  <th scope="col">{t('members.memo')}</th>
                  <th scope="col">{t('members.postings')}</th>
                </tr>
              </thead>
              <tbody>
                {data.entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>
                      <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
                    </td>
                    <td>{entry.kind}</td>
                    <td>{entry.source}</td>
                    <td>{entry.memo ?? t('common.none')}</td>
                    <td className="num">{formatPostings(entry.postings)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryState>
    </Card>
  );
}
