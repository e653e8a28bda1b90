import type { ChatCustomer } from '@wallet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '@/lib/session';
import { Badge, statusTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import {
  useMemberBonus,
  useMemberProfile,
  useMemberWallet,
  useRecentDeposits,
} from '@/lib/member-queries';
import { formatCurrency, formatDateTime } from '@/lib/format';

const RECENT_DEPOSITS = 5;

/** Beside the thread: who the customer is (a member's profile and money), or that it is a guest. */
export function CustomerPanel({ customer }: { customer: ChatCustomer }) {
  const { t } = useTranslation();
  if (customer.kind === 'guest' || !customer.phone) {
    return (
      <aside className="chat-panel" aria-label={t('chat.customer')}>
        <Card title={t('chat.customer')}>
          <p>{t('chat.guestNotSignedIn')}</p>
          {customer.guestId ? (
            <dl className="facts">
              <dt>{t('chat.guestId')}</dt>
              <dd className="mono break">{customer.guestId}</dd>
            </dl>
          ) : null}
        </Card>
      </aside>
    );
  }
  return <MemberPanel phone={customer.phone} name={customer.name} />;
}

/**
 * The member panel reads what the members screen reads (same endpoints and cache keys):
 * profile (operatorMembers.member), balances (operator.memberWallet), bonus
 * (operatorBonus.memberBonus) and their deposits (operator.deposits searched by phone).
 */
function MemberPanel({ phone, name }: { phone: string; name: string | null }) {
  const { t } = useTranslation();
  const can = useCan();
  if (!can('members.read')) {
    return (
      <aside className="chat-panel" aria-label={t('chat.customer')}>
        <Card title={t('chat.customer')}>
          <p>
            {name ? <strong>{name} </strong> : null}
            <span className="mono">{phone}</span>
          </p>
        </Card>
      </aside>
    );
  }
  return (
    <aside className="chat-panel" aria-label={t('chat.customer')}>
      <Card title={t('chat.customer')}>
        <Profile phone={phone} />
        <p>
          <Link to={`/members?phone=${encodeURIComponent(phone)}`}>{t('chat.openMember')}</Link>
        </p>
      </Card>
      <Balances phone={phone} />
      {can('deposits.read') ? <LastDeposits phone={phone} /> : null}
    </aside>
  );
}

function Profile({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const member = useMemberProfile(phone);
  return (
    <QueryState query={member}>
      {(m) => (
        <dl className="facts">
          <dt>{t('members.name')}</dt>
          <dd>{m.name || t('common.none')}</dd>
          <dt>{t('members.phone')}</dt>
          <dd className="mono">{m.phone}</dd>
          <dt>{t('common.status')}</dt>
          <dd>
            <Badge tone={statusTone(m.status)}>
              {t(`status.${m.status}`, { defaultValue: m.status })}
            </Badge>
          </dd>
          <dt>{t('members.lastLogin')}</dt>
          <dd>{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t('members.never')}</dd>
        </dl>
      )}
    </QueryState>
  );
}

function Balances({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const wallet = useMemberWallet(phone);
  const bonus = useMemberBonus(phone);
  // the bonus is in the member's currency; the plain number until the wallet has said which
  const money = (n: number) => (wallet.data ? formatCurrency(n, wallet.data.currency) : String(n));
  return (
    <Card title={t('chat.balances')}>
      <QueryState query={wallet}>
        {(w) => (
          <dl className="facts">
            <dt>{t('members.balance')}</dt>
            <dd>{formatCurrency(w.wallet, w.currency)}</dd>
            <dt>{t('members.inFlight')}</dt>
            <dd>{formatCurrency(w.inFlight, w.currency)}</dd>
            {w.games.map((game) => (
              <GameBalance
                key={game.slotCode}
                slot={game.slotCode}
                amount={game.amount}
                currency={w.currency}
              />
            ))}
          </dl>
        )}
      </QueryState>
      <QueryState query={bonus}>
        {(b) => (
          <p>
            {t('members.activeBonus')}:{' '}
            {b.active ? (
              <strong>
                {b.active.code} · {b.active.title} ({money(b.active.current)} /{' '}
                {money(b.active.required)})
              </strong>
            ) : (
              t('members.noActiveBonus')
            )}
          </p>
        )}
      </QueryState>
    </Card>
  );
}

function GameBalance({
  slot,
  amount,
  currency,
}: {
  slot: string;
  amount: number;
  currency: string;
}) {
  return (
    <>
      <dt>{slot}</dt>
      <dd>{formatCurrency(amount, currency)}</dd>
    </>
  );
}

function LastDeposits({ phone }: { phone: string }) {
  const { t } = useTranslation();
  // the deposits screen's own query (same key), so both share one cache entry
  const query = useRecentDeposits(phone);
  return (
    <Card title={t('chat.lastDeposits')}>
      <QueryState query={query}>
        {(data) => {
          const rows = data.deposits.filter((d) => d.phone === phone).slice(0, RECENT_DEPOSITS);
          return rows.length === 0 ? (
            <p className="muted">{t('chat.noDeposits')}</p>
          ) : (
            <ul className="chat-deposits">
              {rows.map((d) => (
                <li key={d.id}>
                  <span className="num">{formatCurrency(d.amount, d.currency)}</span>{' '}
                  <Badge tone={statusTone(d.status)}>{t(`status.${d.status}`)}</Badge>{' '}
                  <span className="muted">{formatDateTime(d.createdAt)}</span>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Card>
  );
}
