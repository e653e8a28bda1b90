import { EXCLUSION_LIFT_DAYS } from '@wallet/contract';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/format-date';
import { restrictionOf, useResponsibleState } from '../api/get-responsible-state';
import { useTimeReached } from '../hooks/use-time-reached';
import './responsible.css';

type Restriction = NonNullable<ReturnType<typeof restrictionOf>>;

function RestrictionText({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const ended = useTimeReached(restriction.until);
  // an exclusion whose term ended holds until the member asks to lift it (issue 15)
  if (restriction.kind === 'exclusion' && ended) {
    return (
      <p className="rp-notice__text">
        {t('responsible.exclusion.ended', {
          date: formatDateTime(restriction.until),
          days: EXCLUSION_LIFT_DAYS,
        })}
      </p>
    );
  }
  return (
    <p className="rp-notice__text">
      {t('responsible.notice.until', { date: formatDateTime(restriction.until) })}
    </p>
  );
}

/**
 * Issue 15 on the home screen: while a break or a self-exclusion is in force, until when, and
 * that logging in, the balances and withdrawals still work.
 */
export function RestrictionNotice() {
  const { t } = useTranslation();
  const titleId = useId();
  const restriction = restrictionOf(useResponsibleState().data);
  if (!restriction) return null;
  return (
    <section className="note note--warn rp-notice" aria-labelledby={titleId}>
      <h2 className="rp-notice__title" id={titleId}>
        {restriction.kind === 'timeout'
          ? t('responsible.notice.timeoutTitle')
          : t('responsible.notice.exclusionTitle')}
      </h2>
      <RestrictionText restriction={restriction} />
      <p className="rp-notice__text">{t('responsible.notice.still')}</p>
      <Link className="rp-notice__link" to={paths.member.responsible.getHref()}>
        {t('responsible.goToPage')}
      </Link>
    </section>
  );
}

/** The deposit modal's body during a break or an exclusion: deposits are closed until then. */
export function ResponsibleDepositClosed({ restriction }: { restriction: Restriction }) {
  const { t } = useTranslation();
  return (
    <div className="rp-deposit-closed" role="note">
      <p className="rp-deposit-closed__title">
        {restriction.kind === 'timeout'
          ? t('responsible.notice.timeoutTitle')
          : t('responsible.notice.exclusionTitle')}
      </p>
      <RestrictionText restriction={restriction} />
      <p className="rp-notice__text">{t('responsible.notice.depositClosed')}</p>
      <p className="rp-notice__text">{t('responsible.notice.still')}</p>
      <Link className="rp-notice__link" to={paths.member.responsible.getHref()}>
        {t('responsible.goToPage')}
      </Link>
    </div>
  );
}
