import { DEPOSIT_METHODS, DEPOSIT_SORTS, type OperatorDeposit } from '@wallet/contract';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField } from '@/components/ui/fields';
import { QueryState } from '@/components/ui/query-state';
import { useServerTable } from '@/components/ui/server-table';
import { useToast } from '@/components/ui/toast';
import { useDecideDeposit, type DepositDecision } from './api/decide-deposit';
import { useDeposits } from './api/get-deposits';
import { depositColumns } from './deposit-columns';
import { LimitWarning } from './limit-warning';
import { RecentDeposits } from './recent-deposits';
import { SlipReview } from './slip-review';

const STATUSES = ['processing', 'success', 'failed', 'all'] as const;
type Status = (typeof STATUSES)[number];
type Method = (typeof DEPOSIT_METHODS)[number];

/** The deposit queue: filters, the table, and the review pane of the selected deposit. */
export function DepositQueue() {
  const { t } = useTranslation();
  const can = useCan();
  const toast = useToast();
  const [status, setStatus] = useState<Status>('processing');
  const [method, setMethod] = useState<Method | ''>('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const nextAfterDecision = useRef<string | null>(null);

  const paging = useServerTable(DEPOSIT_SORTS);
  const query = useDeposits(status, method, paging.params);
  const rows = useMemo(() => query.data?.deposits ?? [], [query.data]);
  const selectedIndex = rows.findIndex((d) => d.id === selectedId);
  const selected = selectedIndex >= 0 ? rows[selectedIndex] : undefined;

  const move = (step: 1 | -1) => {
    if (rows.length === 0) return;
    const from = selectedIndex < 0 ? (step === 1 ? -1 : rows.length) : selectedIndex;
    const next = rows[Math.min(rows.length - 1, Math.max(0, from + step))];
    if (next) setSelectedId(next.id);
  };

  /** The next waiting item after `id` (else the one before it), for after a decision. */
  const nextWaiting = (id: string): string | null => {
    const index = rows.findIndex((d) => d.id === id);
    const after = rows.slice(index + 1).find((d) => d.status === 'processing');
    const before = rows
      .slice(0, Math.max(0, index))
      .reverse()
      .find((d) => d.status === 'processing');
    return (after ?? before)?.id ?? null;
  };

  const decide = useDecideDeposit({
    onSuccess: (_result, decision) => {
      toast.show(
        'success',
        t(decision.kind === 'approve' ? 'deposits.approved' : 'deposits.rejected', {
          id: decision.id,
        }),
      );
      setSelectedId(nextAfterDecision.current);
    },
  });

  const columns = useMemo(() => depositColumns(t), [t]);

  const submit = (decision: DepositDecision) => {
    nextAfterDecision.current = nextWaiting(decision.id);
    decide.mutate(decision);
  };

  return (
    <div className="queue-layout">
      <div className="queue-layout__list">
        <div className="filters">
          <SelectField
            label={t('deposits.statusFilter')}
            value={status}
            options={STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              setSelectedId(null);
              paging.firstPage();
            }}
          />
          <SelectField
            label={t('deposits.methodFilter')}
            value={method}
            options={[
              { value: '', label: t('deposits.anyMethod') },
              ...DEPOSIT_METHODS.map((m) => ({ value: m, label: t(`deposits.methods.${m}`) })),
            ]}
            onChange={(event) => {
              setMethod(event.target.value as Method | '');
              paging.firstPage();
            }}
          />
          <Button size="sm" onClick={() => void query.refetch()} busy={query.isFetching}>
            {t('common.refresh')}
          </Button>
        </div>
        <QueryState query={query}>
          {(data) => (
            <DataTable<OperatorDeposit>
              label={t('deposits.tabDeposits')}
              data={rows}
              server={paging.table(data.total)}
              searchLabel={t('deposits.search')}
              columns={columns}
              getRowId={(row) => row.id}
              selectedId={selectedId}
              onSelect={(row) => {
                decide.reset();
                setSelectedId(row.id);
              }}
              initialHidden={{ reference: false }}
            />
          )}
        </QueryState>
      </div>
      <div className="queue-layout__pane">
        {selected ? (
          <SlipReview
            key={selected.id}
            deposit={selected}
            canDecide={can('deposits.decide')}
            busy={decide.isPending}
            error={decide.error}
            position={{ index: selectedIndex, count: rows.length }}
            onApprove={(amount, note) =>
              submit({ kind: 'approve', id: selected.id, amount, ...(note ? { note } : {}) })
            }
            onReject={(code) => submit({ kind: 'reject', id: selected.id, code })}
            onNext={() => move(1)}
            onPrev={() => move(-1)}
            recent={
              <>
                <LimitWarning deposit={selected} />
                <RecentDeposits phone={selected.phone} exceptId={selected.id} />
              </>
            }
          />
        ) : (
          <p className="muted pane-hint">{t('deposits.selectHint')}</p>
        )}
      </div>
    </div>
  );
}
