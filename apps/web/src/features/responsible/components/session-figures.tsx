import { formatAmount } from '@/lib/money';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { useSessionFigures } from '../api/get-reality-check';
import { useDateFormat } from '@/lib/format-date';

/**
 * Issue 15: how long this session has run and the net position so far (GET
 * /api/responsible/reality-check, read again every 30 s). Nothing until the figures arrive.
 */
export function SessionFigures() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const titleId = useId();
  const figures = useSessionFigures().data;
  if (!figures) return null;
  return (
    <section className="rp-session" aria-labelledby={titleId}>
      <h3 className="rp-subtitle" id={titleId}>
        {t('responsible.session.title')}
      </h3>
      <dl className="rp-figures">
        <div>
          <dt>{t('responsible.session.time')}</dt>
          <dd>{t('responsible.session.minutes', { count: figures.minutes })}</dd>
        </div>
        <div>
          <dt>{t('responsible.session.net')}</dt>
          <dd>{t('responsible.check.amount', { amount: formatAmount(figures.net) })}</dd>
        </div>
      </dl>
      <p className="rp-muted">
        {t('responsible.session.since', { date: formatDateTime(figures.since) })} ·{' '}
        {t('responsible.session.refreshed')}
      </p>
    </section>
  );
}
