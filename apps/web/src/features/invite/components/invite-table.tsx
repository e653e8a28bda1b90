import { PAGE_SIZE, formatAmount, formatDateTime, type InviteEntry } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Pagination } from '@/components/ui/pagination/pagination';
import { formatDate } from '@/lib/format-period';
import { useInvites } from '../api/get-invites';
import '@/components/ui/data-table/data-table.css';

/**
 * Spec §2/§3 invite list: the friends invited, 10 a page (§9): masked name, what each earned the
 * member, when they joined, whether they have played. None yet → "share your link". §7: a failed
 * load is silently ignored: the same quiet empty state (no toast, no red), with Try again.
 */
export function InviteTable() {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useInvites(page);
  const data = query.data;

  let body;
  if (!data && query.isError) {
    body = <EmptyState message={t('invite.list.empty')} onRetry={() => void query.refetch()} />;
  } else if (!data) {
    body = <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  } else if (data.invites.length === 0 && page === 1) {
    body = <EmptyState icon={<UserPlusIcon size={28} />} message={t('invite.list.empty')} />;
  } else {
    body = (
      <div aria-busy={query.isFetching || undefined}>
        {/* focusable: on a narrow screen the table scrolls sideways, by keyboard too */}
        <div
          className="data-table-wrap"
          role="region"
          aria-label={t('invite.list.caption')}
          tabIndex={0}
        >
          <table className="data-table">
            <caption className="visually-hidden">{t('invite.list.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('invite.list.name')}</th>
                <th scope="col" className="data-table__amount">
                  {t('invite.list.amount')}
                </th>
                <th scope="col">{t('invite.list.joined')}</th>
                <th scope="col">{t('invite.list.played')}</th>
              </tr>
            </thead>
            <tbody>
              {data.invites.map((invite, index) => (
                <InviteRow key={`${invite.createdAt}-${index}`} invite={invite} />
              ))}
            </tbody>
          </table>
        </div>
        <Pagination
          page={page}
          pages={Math.ceil(data.total / PAGE_SIZE.invite)}
          onChange={setPage}
          disabled={query.isFetching}
        />
      </div>
    );
  }

  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('invite.list.heading')}
      </h3>
      {body}
    </section>
  );
}

function InviteRow({ invite }: { invite: InviteEntry }) {
  const { t } = useTranslation();
  return (
    <tr>
      <th scope="row" className="data-table__nowrap">
        {invite.from.name}
      </th>
      <td className="data-table__amount">{formatAmount(invite.amount)}</td>
      <td className="data-table__date">
        <time dateTime={invite.createdAt} title={formatDateTime(invite.createdAt)}>
          {formatDate(invite.createdAt)}
        </time>
      </td>
      <td>
        <span className={`reward-flag${invite.played ? ' reward-flag--yes' : ''}`}>
          {invite.played ? t('invite.list.yes') : t('invite.list.no')}
        </span>
      </td>
    </tr>
  );
}
