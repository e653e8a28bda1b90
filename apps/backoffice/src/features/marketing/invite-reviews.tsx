import type { OperatorInviteAccrual } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { FormActions } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useDecideInvite, useInviteReviews } from './api/invite-reviews';

/**
 * Flagged invite rewards (the friend signed in from an address the inviter used): the member
 * cannot receive one until staff approve it; a refused one is never paid (decision 011).
 */
export function InviteReviews() {
  const { t } = useTranslation();
  const can = useCan();
  const [deciding, setDeciding] = useState<{
    kind: 'approve' | 'refuse';
    row: OperatorInviteAccrual;
  } | null>(null);
  const query = useInviteReviews();
  return (
    <Card title={t('marketing.inviteReview.title')}>
      <p>{t('marketing.inviteReview.intro')}</p>
      <QueryState query={query}>
        {(data) =>
          data.accruals.length === 0 ? (
            <p>{t('marketing.inviteReview.none')}</p>
          ) : (
            <table className="table table--compact">
              <caption className="visually-hidden">{t('marketing.inviteReview.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('marketing.inviteReview.inviter')}</th>
                  <th scope="col">{t('marketing.inviteReview.friend')}</th>
                  <th scope="col">{t('marketing.inviteReview.source')}</th>
                  <th scope="col">{t('marketing.inviteReview.amount')}</th>
                  <th scope="col">{t('marketing.created')}</th>
                  {can('marketing.write') ? <th scope="col" /> : null}
                </tr>
              </thead>
              <tbody>
                {data.accruals.map((r) => (
                  <tr key={r.id}>
                    <td>{r.inviterPhone}</td>
                    <td>
                      {r.inviteePhone} {r.inviteeName}
                    </td>
                    <td>
                      {r.sourceKind} {r.sourceId}
                    </td>
                    <td className="num">{formatCurrency(r.amount, r.currency)}</td>
                    <td>{formatDateTime(r.createdAt)}</td>
                    {can('marketing.write') ? (
                      <td className="row">
                        <Button
                          variant="success"
                          onClick={() => setDeciding({ kind: 'approve', row: r })}
                        >
                          {t('marketing.inviteReview.approve')}
                        </Button>
                        <Button
                          variant="danger"
                          onClick={() => setDeciding({ kind: 'refuse', row: r })}
                        >
                          {t('marketing.inviteReview.refuse')}
                        </Button>
                      </td>
                    ) : null}
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryState>
      {deciding ? <DecisionDialog {...deciding} onClose={() => setDeciding(null)} /> : null}
    </Card>
  );
}

/** Approve or refuse one flagged reward, with the reason the audit log keeps. */
function DecisionDialog({
  kind,
  row,
  onClose,
}: {
  kind: 'approve' | 'refuse';
  row: OperatorInviteAccrual;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const mutation = useDecideInvite({
    onSuccess: () => {
      toast.show('success', t(`marketing.inviteReview.${kind}d`, { id: row.id }));
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim()) mutation.mutate({ kind, id: row.id, reason: reason.trim() });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t(`marketing.inviteReview.${kind}Title`, {
        amount: formatCurrency(row.amount, row.currency),
      })}
    >
      <form className="form" onSubmit={submit} noValidate>
        <p>{t(`marketing.inviteReview.${kind}Intro`, { phone: row.inviterPhone })}</p>
        <TextareaField
          label={t('marketing.reason')}
          value={reason}
          maxLength={500}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button
            type="submit"
            variant={kind === 'approve' ? 'success' : 'danger'}
            busy={mutation.isPending}
            disabled={!reason.trim()}
          >
            {t(`marketing.inviteReview.${kind}`)}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
