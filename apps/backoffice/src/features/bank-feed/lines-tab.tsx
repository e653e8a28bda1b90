import type { BankDevice, BankLine } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/fields';
import { QueryState } from '@/components/ui/query-state';
import { formatCurrency, formatDateTime } from '@/lib/format';
import { useCan } from '@/lib/session';
import { useBankDevices } from './api/get-bank-devices';
import { BANK_LINES_LIMIT, useBankLines, type BankLinesState } from './api/get-bank-lines';
import { AssignLineDialog, DismissLineDialog } from './line-dialogs';
import { isOpenLine, lineAccountText, lineReasonText, payerText } from './line-text';

/** The states staff filter by: those waiting for them first. */
const STATES = [
  'waiting',
  'unparsed',
  'credited',
  'assigned',
  'dismissed',
  'ignored',
  'all',
] as const satisfies readonly BankLinesState[];
type State = (typeof STATES)[number];

export function lineStateTone(state: BankLine['state']): BadgeTone {
  if (state === 'credited' || state === 'assigned') return 'success';
  if (state === 'waiting' || state === 'unparsed' || state === 'new') return 'warning';
  return 'neutral';
}

const col = createColumnHelper<BankLine>();
type Dialog = { kind: 'assign' | 'dismiss'; line: BankLine };

/** The forwarded lines of one state; staff assign or dismiss those waiting for them. */
export function LinesTab() {
  const { t } = useTranslation();
  const can = useCan();
  const canDecide = can('deposits.decide');
  const [state, setState] = useState<State>('waiting');
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const query = useBankLines(state);
  const devicesQuery = useBankDevices();
  const devices = useMemo(
    () => new Map<string, BankDevice>((devicesQuery.data?.devices ?? []).map((d) => [d.id, d])),
    [devicesQuery.data],
  );

  const columns = useMemo(
    () => [
      col.display({
        id: 'expand',
        header: t('bankFeed.lines.text'),
        enableHiding: false,
        cell: ({ row }) => (
          <button
            type="button"
            className="btn btn--ghost btn--sm"
            aria-expanded={row.getIsExpanded()}
            aria-label={t('bankFeed.lines.showText', { id: row.original.id })}
            onClick={row.getToggleExpandedHandler()}
          >
            <span aria-hidden="true">{row.getIsExpanded() ? '▾' : '▸'}</span>
          </button>
        ),
      }),
      col.accessor('receivedAt', {
        header: t('bankFeed.lines.received'),
        cell: (info) => formatDateTime(info.getValue()),
      }),
      col.display({
        id: 'account',
        header: t('bankFeed.lines.account'),
        cell: ({ row }) => <span className="mono">{lineAccountText(row.original, devices)}</span>,
      }),
      col.accessor('amount', {
        header: t('bankFeed.lines.amount'),
        cell: (info) => (
          <span className="num">
            {formatCurrency(info.getValue(), info.row.original.currency ?? 'BAHT')}
          </span>
        ),
      }),
      col.accessor((line) => payerText(line.payer) ?? '', {
        id: 'payer',
        header: t('bankFeed.lines.payer'),
        cell: (info) =>
          info.getValue() || <span className="muted">{t('bankFeed.lines.noPayer')}</span>,
      }),
      col.accessor('phone', {
        header: t('bankFeed.lines.member'),
        cell: (info) => info.getValue() ?? '—',
      }),
      col.accessor('state', {
        header: t('bankFeed.lines.state'),
        cell: (info) => (
          <Badge tone={lineStateTone(info.getValue())}>
            {t(`bankFeed.lines.states.${info.getValue()}`)}
          </Badge>
        ),
      }),
      col.accessor((line) => lineReasonText(t, line), {
        id: 'reason',
        header: t('bankFeed.lines.reason'),
        cell: (info) => (
          <>
            {info.getValue()}
            {info.row.original.missingBefore ? (
              <>
                {' '}
                <Badge tone="danger">{t('bankFeed.reasons.missingText')}</Badge>
              </>
            ) : null}
          </>
        ),
      }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          canDecide && isOpenLine(row.original) ? (
            <span className="row-actions">
              <Button
                size="sm"
                variant="success"
                aria-label={t('bankFeed.lines.assignLabel', { id: row.original.id })}
                onClick={() => setDialog({ kind: 'assign', line: row.original })}
              >
                {t('bankFeed.lines.assign')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={t('bankFeed.lines.dismissLabel', { id: row.original.id })}
                onClick={() => setDialog({ kind: 'dismiss', line: row.original })}
              >
                {t('bankFeed.lines.dismiss')}
              </Button>
            </span>
          ) : null,
      }),
    ],
    [t, canDecide, devices],
  );

  return (
    <>
      <div className="filters">
        <SelectField
          label={t('bankFeed.lines.stateFilter')}
          value={state}
          options={STATES.map((s) => ({ value: s, label: t(`bankFeed.lines.states.${s}`) }))}
          onChange={(event) => setState(event.target.value as State)}
        />
        <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
          {t('common.refresh')}
        </Button>
      </div>
      {canDecide ? null : <Alert tone="info">{t('bankFeed.readOnly')}</Alert>}
      <QueryState query={query}>
        {(data) => (
          <>
            {data.lines.length >= BANK_LINES_LIMIT ? (
              <p className="muted">{t('bankFeed.lines.newest', { count: BANK_LINES_LIMIT })}</p>
            ) : null}
            <DataTable<BankLine>
              label={t('bankFeed.lines.title')}
              data={data.lines}
              columns={columns}
              getRowId={(line) => line.id}
              renderExpanded={(line) => <LineDetails line={line} />}
            />
          </>
        )}
      </QueryState>
      {dialog?.kind === 'assign' ? (
        <AssignLineDialog line={dialog.line} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'dismiss' ? (
        <DismissLineDialog line={dialog.line} onClose={() => setDialog(null)} />
      ) : null}
    </>
  );
}

/** Below an opened row: the original text and what was read from it. */
function LineDetails({ line }: { line: BankLine }) {
  const { t } = useTranslation();
  return (
    <div className="stack bank-line-details">
      <pre className="json bank-text">{line.text}</pre>
      <dl className="facts">
        <dt>{t('bankFeed.lines.sender')}</dt>
        <dd>{line.sender || '—'}</dd>
        <dt>{t('bankFeed.lines.statedAt')}</dt>
        <dd>{formatDateTime(line.statedAt)}</dd>
        <dt>{t('bankFeed.lines.balance')}</dt>
        <dd>{formatCurrency(line.balance, line.currency ?? 'BAHT')}</dd>
        <dt>{t('bankFeed.lines.deposit')}</dt>
        <dd>{line.depositId ?? '—'}</dd>
        {line.missingBefore ? (
          <>
            <dt>{t('bankFeed.lines.missing')}</dt>
            <dd>{line.missingReason ?? t('bankFeed.reasons.missingText')}</dd>
          </>
        ) : null}
      </dl>
    </div>
  );
}
