import { type RealityCheck } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useId } from 'react';
import { useTranslation } from '@/lib/translator';
import { Link } from '@/lib/router';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { paths } from '@/config/paths';
import { useDateFormat } from '@/lib/format-date';

export type RealityCheckView = {
  /** Minutes since the session began (the server's, or counted here when the figures failed). */
  minutes: number;
  since: string | null;
  figures: RealityCheck | null;
};

/**
 * Issue 15 reality check (RTS 13): an alertdialog named "Reality check" with the minutes since
 * the session began, the stakes, payouts and net position, and Continue, Statement, Log out.
 */
export function RealityCheckDialog({
  view,
  onContinue,
  onLogout,
}: {
  view: RealityCheckView | null;
  onContinue: () => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const leadId = useId();
  const money = (amount: number) => t('responsible.check.amount', { amount: formatAmount(amount) });
  return (
    <Modal
      open={view !== null}
      onClose={onContinue}
      title={t('responsible.check.title')}
      closeLabel={t('common.close')}
      role="alertdialog"
      descriptionId={leadId}
      footer={
        <>
          <Button variant="ghost" onClick={onLogout}>
            {t('responsible.check.logout')}
          </Button>
          <Link
            className={buttonClassName('secondary')}
            to={paths.member.statement.getHref()}
            onClick={onContinue}
          >
            {t('responsible.check.statement')}
          </Link>
          <Button onClick={onContinue} data-autofocus>
            {t('responsible.check.continue')}
          </Button>
        </>
      }
    >
      {view ? (
        <div className="rp-check">
          <p className="rp-check__lead" id={leadId}>
            {t('responsible.check.lead', { count: view.minutes })}
          </p>
          {view.since ? (
            <p className="rp-muted">
              {t('responsible.check.since', { date: formatDateTime(view.since) })}
            </p>
          ) : null}
          {view.figures ? (
            <dl className="rp-figures">
              <div>
                <dt>{t('responsible.check.rounds')}</dt>
                <dd>{view.figures.rounds}</dd>
              </div>
              <div>
                <dt>{t('responsible.check.stakes')}</dt>
                <dd>{money(view.figures.stakes)}</dd>
              </div>
              <div>
                <dt>{t('responsible.check.payouts')}</dt>
                <dd>{money(view.figures.payouts)}</dd>
              </div>
              <div className="rp-figures__net">
                <dt>{t('responsible.check.net')}</dt>
                <dd>{money(view.figures.net)}</dd>
              </div>
            </dl>
          ) : (
            <p className="rp-muted">{t('responsible.check.failed')}</p>
          )}
        </div>
      ) : null}
    </Modal>
  );
}
