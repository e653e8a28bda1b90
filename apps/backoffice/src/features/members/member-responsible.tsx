import {
  LIMIT_PERIODS,
  TIMEOUT_PERIODS,
  type ResponsibleEvent,
  type ResponsibleState,
  type TimeoutPeriod,
} from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useCan } from '@/lib/session';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SelectField, TextareaField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { FormActions } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { formatDateTime, formatMoney } from '@/lib/format';
import { useMemberMoney } from '@/lib/member-queries';
import { useImposeBreak, useMemberResponsible } from './api/member-responsible';

type Responsible = { state: ResponsibleState; events: ResponsibleEvent[] };

const REASON_MIN = 3;
const REASON_MAX = 500;

/**
 * Responsible play on the member file (issue 15): a break or self-exclusion in force first and
 * loud (staff answering a chat must see it at once), then limits, pending raises, the reality
 * check and every change with who made it. With members.write, staff may impose a break.
 */
export function MemberResponsible({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const can = useCan();
  const [imposing, setImposing] = useState(false);
  const money = useMemberMoney(phone);
  const query = useMemberResponsible(phone);
  return (
    <Card title={t('responsible.title')}>
      <QueryState query={query}>
        {(data) => (
          <div className="stack">
            <InForce state={data.state} readAt={query.dataUpdatedAt} />
            {can('members.write') ? (
              <div className="row">
                <Button variant="danger" onClick={() => setImposing(true)}>
                  {t('responsible.impose')}
                </Button>
              </div>
            ) : null}
            <Limits state={data.state} money={money} />
            <History events={data.events} money={money} />
          </div>
        )}
      </QueryState>
      {imposing ? <ImposeBreakDialog phone={phone} onClose={() => setImposing(false)} /> : null}
    </Card>
  );
}

const Time = ({ at }: { at: string }) => <time dateTime={at}>{formatDateTime(at)}</time>;

/** The time-out and the self-exclusion in force, as alerts with a badge (as of `readAt`). */
function InForce({ state, readAt }: { state: ResponsibleState; readAt: number }) {
  const { t } = useTranslation();
  const { timeout, exclusion } = state;
  if (!timeout && !exclusion) return <p className="muted">{t('responsible.nothingInForce')}</p>;
  const termEnded = exclusion ? new Date(exclusion.until).getTime() <= readAt : false;
  return (
    <>
      {exclusion ? (
        <Alert tone="danger">
          <p>
            <Badge tone="danger">{t('responsible.excludedBadge')}</Badge>{' '}
            <strong>
              {termEnded
                ? t('responsible.excludedEnded', { until: formatDateTime(exclusion.until) })
                : t('responsible.excludedUntil', { until: formatDateTime(exclusion.until) })}
            </strong>
          </p>
          {exclusion.liftRequestedAt || exclusion.liftsAt ? (
            <dl className="facts">
              {exclusion.liftRequestedAt ? (
                <>
                  <dt>{t('responsible.liftRequested')}</dt>
                  <dd>
                    <Time at={exclusion.liftRequestedAt} />
                  </dd>
                </>
              ) : null}
              {exclusion.liftsAt ? (
                <>
                  <dt>{t('responsible.liftsAt')}</dt>
                  <dd>
                    <Time at={exclusion.liftsAt} />
                  </dd>
                </>
              ) : null}
            </dl>
          ) : null}
          <p>{t('responsible.excludedHint')}</p>
        </Alert>
      ) : null}
      {timeout ? (
        <Alert tone="warning">
          <p>
            <Badge tone="warning">{t('responsible.timeoutBadge')}</Badge>{' '}
            <strong>
              {t('responsible.timeoutUntil', { until: formatDateTime(timeout.until) })}
            </strong>
          </p>
          <p>{t('responsible.timeoutHint')}</p>
        </Alert>
      ) : null}
    </>
  );
}

/** An amount in the member's currency. */
type Money = (value: number | null | undefined) => string;

/** What may be deposited now, the reality check, each limit window and the raises waiting. */
function Limits({ state, money }: { state: ResponsibleState; money: Money }) {
  const { t } = useTranslation();
  const limitOrNone = (value: number | null) =>
    value === null ? t('responsible.noLimit') : money(value);
  const windows = [...state.limits].sort(
    (a, b) => LIMIT_PERIODS.indexOf(a.period) - LIMIT_PERIODS.indexOf(b.period),
  );
  const minutes = state.realityCheck.intervalMinutes;
  return (
    <>
      <dl className="stats">
        <div>
          <dt>{t('responsible.remainingNow')}</dt>
          <dd>{limitOrNone(state.remaining)}</dd>
        </div>
        <div>
          <dt>{t('responsible.realityCheck')}</dt>
          <dd>
            {minutes > 0
              ? t('responsible.realityEvery', { count: minutes })
              : t('responsible.realityOff')}
          </dd>
        </div>
      </dl>
      <div className="table-scroll" tabIndex={0}>
        <table className="table table--compact">
          <caption>{t('responsible.limits')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('responsible.window')}</th>
              <th scope="col">{t('responsible.limit')}</th>
              <th scope="col">{t('responsible.used')}</th>
              <th scope="col">{t('responsible.remaining')}</th>
              <th scope="col">{t('responsible.freesAt')}</th>
            </tr>
          </thead>
          <tbody>
            {windows.map((w) => (
              <tr key={w.period}>
                <th scope="row">{t(`responsible.windows.${w.period}`)}</th>
                <td className="num">{limitOrNone(w.limit)}</td>
                <td className="num">{money(w.used)}</td>
                <td className="num">
                  {w.remaining === null ? t('common.none') : money(w.remaining)}
                </td>
                <td>{w.freesAt ? <Time at={w.freesAt} /> : t('common.none')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {state.pending.length > 0 ? (
        <div className="table-scroll" tabIndex={0}>
          <table className="table table--compact">
            <caption>{t('responsible.pending')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('responsible.window')}</th>
                <th scope="col">{t('responsible.newLimit')}</th>
                <th scope="col">{t('responsible.requestedAt')}</th>
                <th scope="col">{t('responsible.confirmableAt')}</th>
              </tr>
            </thead>
            <tbody>
              {state.pending.map((p) => (
                <tr key={p.period}>
                  <th scope="row">{t(`responsible.windows.${p.period}`)}</th>
                  <td className="num">
                    {p.amount === null ? t('responsible.removeLimit') : money(p.amount)}
                  </td>
                  <td>
                    <Time at={p.requestedAt} />
                  </td>
                  <td>
                    <Time at={p.confirmableAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}

/** Every change, newest first: time, who and a sentence. */
function History({ events, money }: { events: ResponsibleEvent[]; money: Money }) {
  const { t } = useTranslation();
  return (
    <div className="table-scroll" tabIndex={0}>
      <table className="table table--compact">
        <caption>{t('responsible.history')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('responsible.when')}</th>
            <th scope="col">{t('responsible.who')}</th>
            <th scope="col">{t('responsible.what')}</th>
          </tr>
        </thead>
        <tbody>
          {events.length === 0 ? (
            <tr>
              <td colSpan={3} className="muted">
                {t('responsible.noHistory')}
              </td>
            </tr>
          ) : (
            events.map((event, index) => (
              <tr key={`${event.at}-${event.kind}-${index}`}>
                <td>
                  <Time at={event.at} />
                </td>
                <td>{describeActor(t, event.actor)}</td>
                <td style={{ overflowWrap: 'anywhere' }}>{describeEvent(t, event, money)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function describeActor(t: TFunction, actor: string): string {
  if (actor === 'member') return t('responsible.actorMember');
  if (actor.startsWith('staff:')) {
    return t('responsible.actorStaff', { login: actor.slice('staff:'.length) });
  }
  return actor;
}

const minor = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** One event as a sentence; amounts in events are minor units (satang, or att of kip). */
export function describeEvent(
  t: TFunction,
  event: ResponsibleEvent,
  money: Money = formatMoney,
): string {
  const d = event.detail;
  const baht = (value: unknown) => {
    const n = minor(value);
    return n === null ? t('common.none') : money(n / 100);
  };
  const period = text(d.period);
  const window = () =>
    period && (LIMIT_PERIODS as readonly string[]).includes(period)
      ? t(`responsible.windowNames.${period as (typeof LIMIT_PERIODS)[number]}`)
      : (period ?? '');
  const date = (value: unknown) => formatDateTime(text(value));
  const periodName = (group: 'timeoutPeriods' | 'exclusionPeriods') =>
    period ? t(`responsible.${group}.${period}`, { defaultValue: period }) : '';
  switch (event.kind) {
    case 'limit_set':
      if (minor(d.to) === null) return t('responsible.events.limitRemoved', { window: window() });
      return minor(d.from) === null
        ? t('responsible.events.limitSet', { window: window(), to: baht(d.to) })
        : t('responsible.events.limitLowered', {
            window: window(),
            from: baht(d.from),
            to: baht(d.to),
          });
    case 'limit_raise_requested':
      return minor(d.to) === null
        ? t('responsible.events.removeRequested', {
            window: window(),
            from: baht(d.from),
            confirmableAt: date(d.confirmableAt),
          })
        : t('responsible.events.raiseRequested', {
            window: window(),
            from: baht(d.from),
            to: baht(d.to),
            confirmableAt: date(d.confirmableAt),
          });
    case 'limit_raised':
      return minor(d.to) === null
        ? t('responsible.events.limitRemoved', { window: window() })
        : t('responsible.events.limitRaised', { window: window(), to: baht(d.to) });
    case 'reality_check': {
      const minutes = minor(d.minutes) ?? 0;
      return minutes > 0
        ? t('responsible.events.realityCheck', { count: minutes })
        : t('responsible.events.realityCheckOff');
    }
    case 'timeout': {
      const reason = text(d.reason);
      const values = { period: periodName('timeoutPeriods'), until: date(d.until) };
      return reason
        ? t('responsible.events.timeoutReason', { ...values, reason })
        : t('responsible.events.timeout', values);
    }
    case 'exclusion':
      return t('responsible.events.exclusion', {
        period: periodName('exclusionPeriods'),
        until: date(d.until),
      });
    case 'exclusion_lift_requested':
      return t('responsible.events.liftRequested', { liftsAt: date(d.liftsAt) });
    default:
      return t('responsible.events.other', {
        kind: event.kind,
        detail:
          Object.entries(d)
            .map(
              ([key, value]) =>
                `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`,
            )
            .join(', ') || t('common.none'),
      });
  }
}

/** A break imposed by staff, with its length and a reason for the audit. */
function ImposeBreakDialog({ phone, onClose }: { phone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const reasonRef = useRef<HTMLTextAreaElement>(null);
  const [period, setPeriod] = useState<TimeoutPeriod>('1d');
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const value = reason.trim();
  const reasonOk = value.length >= REASON_MIN && value.length <= REASON_MAX;
  const mutation = useImposeBreak(phone, {
    onSuccess: (data: Responsible) => {
      const until = data.state.timeout?.until;
      toast.show(
        'success',
        until
          ? t('responsible.imposed', { phone, until: formatDateTime(until) })
          : t('responsible.imposedNoDate', { phone }),
      );
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    if (!reasonOk) {
      setTried(true);
      reasonRef.current?.focus();
      return;
    }
    mutation.mutate({ period, reason: value });
  };
  return (
    <Modal open onClose={onClose} title={t('responsible.imposeTitle', { phone })}>
      <form className="form" onSubmit={submit} noValidate>
        <p>{t('responsible.imposeIntro')}</p>
        <p>
          <strong>{t('responsible.imposeNeverShortens')}</strong>
        </p>
        <SelectField
          label={t('responsible.period')}
          value={period}
          options={TIMEOUT_PERIODS.map((p) => ({
            value: p,
            label: t(`responsible.timeoutPeriods.${p}`),
          }))}
          onChange={(event) => setPeriod(event.target.value as TimeoutPeriod)}
        />
        <TextareaField
          ref={reasonRef}
          label={t('common.reason')}
          hint={t('common.reasonHint')}
          error={tried && !reasonOk ? t('responsible.reasonInvalid') : null}
          value={reason}
          maxLength={REASON_MAX}
          required
          onChange={(event) => setReason(event.target.value)}
        />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button type="submit" variant="danger" busy={mutation.isPending}>
            {t('responsible.imposeSubmit')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
