import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useMemberBonus, useMemberMoney, useMemberWallet } from '@/lib/member-queries';
import { formatDateTime } from '@/lib/format';
import { useMemberInvites } from './api/get-member-invites';

/** Balances as the ledger holds them, the bonus and the invites of one member. */
export function MemberOverview({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const wallet = useMemberWallet(phone);
  const bonus = useMemberBonus(phone);
  const money = useMemberMoney(phone);
  const invites = useMemberInvites(phone);
  return (
    <div className="stack">
      <Card title={`${t('members.wallet')} · ${phone}`}>
        <QueryState query={wallet}>
          {(w) => (
            <>
              <dl className="stats">
                <div>
                  <dt>{t('members.balance')}</dt>
                  <dd>{money(w.wallet)}</dd>
                </div>
                <div>
                  <dt>{t('members.inFlight')}</dt>
                  <dd>{money(w.inFlight)}</dd>
                </div>
                <div>
                  <dt>{t('members.pendingTransfers')}</dt>
                  <dd>{w.pendingTransfers}</dd>
                </div>
              </dl>
              {w.games.length > 0 ? (
                <table className="table table--compact">
                  <caption>{t('members.games')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('members.slot')}</th>
                      <th scope="col">{t('members.amount')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.games.map((g) => (
                      <tr key={g.slotCode}>
                        <td>{g.slotCode}</td>
                        <td className="num">{money(g.amount)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </>
          )}
        </QueryState>
      </Card>
      <Card title={t('members.bonus')}>
        <QueryState query={bonus}>
          {(b) => (
            <>
              <p>
                {t('members.activeBonus')}:{' '}
                {b.active ? (
                  <strong>
                    {b.active.code} · {b.active.title} · {b.active.percent}% (
                    {money(b.active.current)} / {money(b.active.required)})
                  </strong>
                ) : (
                  t('members.noActiveBonus')
                )}
              </p>
              {b.history.length > 0 ? (
                <table className="table table--compact">
                  <caption>{t('members.history')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('members.code')}</th>
                      <th scope="col">{t('members.kind')}</th>
                      <th scope="col">{t('common.status')}</th>
                      <th scope="col">{t('members.outcome')}</th>
                      <th scope="col">{t('members.activated')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {b.history.map((h) => (
                      <tr key={h.id}>
                        <td>{h.code}</td>
                        <td>{h.kind}</td>
                        <td>{h.status}</td>
                        <td>{h.outcome ?? '—'}</td>
                        <td>{formatDateTime(h.activatedAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </>
          )}
        </QueryState>
      </Card>
      <Card title={t('members.invites')}>
        <QueryState query={invites}>
          {(inv) => (
            <>
              <dl className="stats">
                <div>
                  <dt>{t('members.accrued')}</dt>
                  <dd>{money(inv.accrued)}</dd>
                </div>
                <div>
                  <dt>{t('members.received')}</dt>
                  <dd>{money(inv.received)}</dd>
                </div>
              </dl>
              {inv.invitees.length > 0 ? (
                <table className="table table--compact">
                  <caption className="visually-hidden">{t('members.invites')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('members.invitee')}</th>
                      <th scope="col">{t('members.joined')}</th>
                      <th scope="col">{t('members.played')}</th>
                      <th scope="col">{t('members.earned')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {inv.invitees.map((i) => (
                      <tr key={i.phone}>
                        <td>
                          {i.phone} {i.name}{' '}
                          {i.flagged ? <Badge tone="danger">{t('members.flagged')}</Badge> : null}
                        </td>
                        <td>{formatDateTime(i.joinedAt)}</td>
                        <td>{i.played ? t('common.yes') : t('common.no')}</td>
                        <td className="num">{money(i.earned)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              ) : null}
            </>
          )}
        </QueryState>
      </Card>
    </div>
  );
}
