import { PAGE_SIZE, type Coupon, type CouponStatus, type StatusTone } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { PagedTableSection } from '@/components/ui/data-table/paged-table-section';
import { GiftIcon } from '@/components/ui/icons/member-icons';
import { StatusBadge } from '@/components/ui/status-badge/status-badge';
import { useDateFormat } from '@/lib/format-date';
import { useCoupons } from '../api/get-coupons';
import { ClaimCouponDialog } from './claim-coupon-dialog';
import { conditionShort } from './prize-text';

const TONE: Record<CouponStatus, StatusTone> = {
  open: 'pending',
  claimed: 'success',
  expired: 'danger',
};

/**
 * Spec §2/§3 coupons won on the wheel, 3 a page (§9), claimable ones first: when won, the prize,
 * the amount, the condition, until when it can be claimed, its status, and Claim on open ones.
 * Claim opens the confirm dialog (§4: choose, confirm, claim, reload). The rule that coupons are
 * claimed while no bonus runs is always stated here, before the member chooses.
 * The wheel modal is one phone column wide on every screen, so each row is laid out as a card
 * (spinwheel.css): every fact on its own line, named by its column (`data-label`), and Claim
 * always inside the card instead of in a seventh column scrolled out of view.
 */
export function CouponTable({
  bonusActive = false,
  onClaimed,
}: {
  bonusActive?: boolean;
  onClaimed: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [claiming, setClaiming] = useState<Coupon | null>(null);
  const query = useCoupons(page);
  const open = query.data?.open ?? 0;
  return (
    <div className="spin-coupons">
      <p className="note note--info">{t('spinwheel.coupons.rule')}</p>
      {bonusActive ? (
        <p className="note note--warn">{t('spinwheel.coupons.bonusRunning')}</p>
      ) : null}
      {open > 0 ? (
        <p className="spin-coupons__open">{t('spinwheel.coupons.open', { count: open })}</p>
      ) : null}
      <PagedTableSection
        heading={t('spinwheel.coupons.heading')}
        caption={t('spinwheel.coupons.caption')}
        empty={t('spinwheel.coupons.empty')}
        emptyIcon={<GiftIcon size={28} />}
        columns={
          <>
            <th scope="col">{t('spinwheel.coupons.date')}</th>
            <th scope="col">{t('spinwheel.coupons.prize')}</th>
            <th scope="col" className="data-table__amount">
              {t('spinwheel.coupons.amount')}
            </th>
            <th scope="col">{t('spinwheel.coupons.condition')}</th>
            <th scope="col">{t('spinwheel.coupons.expires')}</th>
            <th scope="col">{t('spinwheel.coupons.status')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('spinwheel.coupons.action')}</span>
            </th>
          </>
        }
        rows={
          query.data?.coupons.map((coupon) => (
            <CouponRow key={coupon._id} coupon={coupon} onClaim={() => setClaiming(coupon)} />
          )) ?? null
        }
        total={query.data?.total ?? 0}
        pageSize={PAGE_SIZE.coupon}
        page={page}
        onPage={setPage}
        query={query}
      />
      <ClaimCouponDialog
        coupon={claiming}
        bonusActive={bonusActive}
        onClose={() => setClaiming(null)}
        onClaimed={onClaimed}
      />
    </div>
  );
}

function CouponRow({ coupon, onClaim }: { coupon: Coupon; onClaim: () => void }) {
  const { t } = useTranslation();
  const { formatDateTime, formatDate } = useDateFormat();
  const amount = formatAmount(coupon.amount);
  return (
    <tr className="spin-coupon">
      <td className="data-table__date spin-coupon__date" data-label={t('spinwheel.coupons.date')}>
        <time dateTime={coupon.createdAt} title={formatDateTime(coupon.createdAt)}>
          {formatDate(coupon.createdAt)}
        </time>
      </td>
      <th scope="row" className="spin-coupon__prize">
        <span className="spin-coupons__label">{coupon.prize.label}</span>
        {coupon.prize.name && coupon.prize.name !== coupon.prize.label ? (
          <span className="spin-coupons__name">{coupon.prize.name}</span>
        ) : null}
      </th>
      <td
        className="data-table__amount spin-coupon__amount"
        data-label={t('spinwheel.coupons.amount')}
      >
        {amount}
      </td>
      <td className="spin-coupon__condition" data-label={t('spinwheel.coupons.condition')}>
        <span>{conditionShort(t, coupon.condition)}</span>
      </td>
      <td
        className="data-table__date spin-coupon__expires"
        data-label={t('spinwheel.coupons.expires')}
      >
        <time dateTime={coupon.expiresAt}>{formatDateTime(coupon.expiresAt)}</time>
      </td>
      <td className="spin-coupon__status">
        <StatusBadge
          status={coupon.status}
          label={t(`spinwheel.coupons.states.${coupon.status}`)}
          tone={TONE[coupon.status]}
        />
      </td>
      <td className="spin-coupon__action">
        {coupon.status === 'open' ? (
          <Button
            className="spin-coupons__claim"
            aria-label={t('spinwheel.coupons.claimLabel', { amount })}
            onClick={onClaim}
          >
            {t('spinwheel.coupons.claim')}
          </Button>
        ) : null}
      </td>
    </tr>
  );
}
