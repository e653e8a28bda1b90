import { PAGE_SIZE, type InviteEntry } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { PagedTableSection } from '@/components/ui/data-table/paged-table-section';
import { UserPlusIcon } from '@/components/ui/icons/icons';
import { useDateFormat } from '@/lib/format-date';
import { useInvites } from '../api/get-invites';

/**
 * Spec §2/§3 invite list: the friends invited, 10 a page (§9): masked name, what each earned the
 * member, when they joined, whether they have played. None yet → "share your link". §7: a failed
 * load is silently ignored: the same quiet empty state (no toast, no red), with Try again.
 */
export function InviteTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useInvites(page);
  return (
    <PagedTableSection
      heading={t('invite.list.heading')}
      caption={t('invite.list.caption')}
      empty={t('invite.list.empty')}
      emptyIcon={<UserPlusIcon size={28} />}
      columns={
        <>
          <th scope="col">{t('invite.list.name')}</th>
          <th scope="col" className="data-table__amount">
            {t('invite.list.amount')}
          </th>
          <th scope="col">{t('invite.list.joined')}</th>
          <th scope="col">{t('invite.list.played')}</th>
        </>
      }
      rows={
        query.data?.invites.map((invite, index) => (
          <InviteRow key={`${invite.createdAt}-${index}`} invite={invite} />
        )) ?? null
      }
      total={query.data?.total ?? 0}
      pageSize={PAGE_SIZE.invite}
      page={page}
      onPage={setPage}
      query={query}
    />
  );
}

function InviteRow({ invite }: { invite: InviteEntry }) {
  const { t } = useTranslation();
  const { formatDateTime, formatDate } = useDateFormat();
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
