import { type SpinRecord } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button/button';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Pagination } from '@/components/ui/pagination/pagination';
import { errorMessage } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useLoadSpinOdds } from '../api/get-spin-odds';
import { SPINS_PAGE_SIZE, useSpins } from '../api/get-spins';
import { checkSpin, type FairnessCrypto, type SpinCheck } from './fairness-check';

/**
 * The member's past spins, 10 a page, each with what recomputes it. Verify checks one in this
 * browser against the weights of the wheel version it was drawn on. A spin whose server seed is
 * still in use cannot be checked yet: the member rotates the seed to reveal it.
 */
export function SpinHistory({ crypto }: { crypto: FairnessCrypto | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [page, setPage] = useState(1);
  const query = useSpins(page);
  const spins = query.data?.spins ?? null;
  let body;
  if (spins === null && query.isError) {
    body = (
      <EmptyState
        message={t('spinwheel.fairness.historyEmpty')}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (spins === null) {
    body = <DelayedLoader active={query.isPending} label={t('app.loading')} />;
  } else if (spins.length === 0 && page === 1) {
    body = <EmptyState message={t('spinwheel.fairness.historyEmpty')} />;
  } else {
    body = (
      <div aria-busy={query.isFetching || undefined}>
        <ul className="spin-history">
          {spins.map((spin) => (
            <SpinItem key={spin._id} spin={spin} crypto={crypto} />
          ))}
        </ul>
        <Pagination
          page={page}
          pages={Math.ceil((query.data?.total ?? 0) / SPINS_PAGE_SIZE)}
          onChange={setPage}
          disabled={query.isFetching}
        />
      </div>
    );
  }
  return (
    <section className="reward-section" aria-labelledby={headingId}>
      <h3 className="reward-section__title" id={headingId}>
        {t('spinwheel.fairness.history')}
      </h3>
      {body}
    </section>
  );
}

type Check =
  { kind: 'idle' } | { kind: 'checking' } | SpinCheckDone | { kind: 'failed'; error: unknown };
type SpinCheckDone = { kind: 'done'; check: SpinCheck };

function SpinItem({ spin, crypto }: { spin: SpinRecord; crypto: FairnessCrypto | null }) {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const loadOdds = useLoadSpinOdds();
  const [state, setState] = useState<Check>({ kind: 'idle' });
  const titleId = useId();

  const verify = async () => {
    if (!crypto || state.kind === 'checking') return;
    setState({ kind: 'checking' });
    try {
      const odds = await loadOdds(spin.wheelVersion);
      setState({ kind: 'done', check: await checkSpin(spin, odds.wheel.slices, crypto) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return (
    <li className="spin-history__item" aria-labelledby={titleId}>
      <p className="spin-history__title" id={titleId}>
        <time dateTime={spin.createdAt}>{formatDateTime(spin.createdAt)}</time>
        {' · '}
        {t('spinwheel.fairness.spin', { nonce: spin.nonce, label: spin.label })}
      </p>
      <dl className="spin-fairness__facts spin-fairness__facts--small">
        <div>
          <dt>{t('spinwheel.fairness.seedHash')}</dt>
          <dd className="spin-code">{spin.seedHash}</dd>
        </div>
        <div>
          <dt>{t('spinwheel.fairness.serverSeed')}</dt>
          <dd className="spin-code">{spin.serverSeed ?? t('spinwheel.fairness.hidden')}</dd>
        </div>
        <div>
          <dt>{t('spinwheel.fairness.clientSeed')}</dt>
          <dd className="spin-code">{spin.clientSeed}</dd>
        </div>
      </dl>
      {spin.serverSeed === null ? (
        <p className="spin-history__note">{t('spinwheel.fairness.unrevealed')}</p>
      ) : crypto ? (
        <div className="spin-history__verify">
          <Button
            variant="secondary"
            aria-label={t('spinwheel.fairness.verifyLabel', { nonce: spin.nonce })}
            busy={state.kind === 'checking'}
            busyLabel={t('spinwheel.fairness.verifying')}
            onClick={() => void verify()}
          >
            {t('spinwheel.fairness.verify')}
          </Button>
          <div className="spin-history__outcome" aria-live="polite">
            <CheckOutcome state={state} />
          </div>
        </div>
      ) : null}
    </li>
  );
}

function CheckOutcome({ state }: { state: Check }) {
  const { t } = useTranslation();
  if (state.kind === 'failed') {
    return (
      <p className="spin-check spin-check--bad">
        {t('spinwheel.fairness.failed', { message: errorMessage(state.error) })}
      </p>
    );
  }
  if (state.kind !== 'done') return null;
  const { check } = state;
  if (check.status === 'unrevealed') {
    return <p className="spin-history__note">{t('spinwheel.fairness.unrevealed')}</p>;
  }
  const ok = check.status === 'verified';
  return (
    <>
      <p className={`spin-check ${ok ? 'spin-check--ok' : 'spin-check--bad'}`}>
        {ok ? t('spinwheel.fairness.verified') : t('spinwheel.fairness.mismatch')}
      </p>
      <p className="spin-history__note">
        {t('spinwheel.fairness.recomputed', {
          label: check.label ?? check.code ?? '—',
          draw: check.draw.toFixed(8),
        })}
      </p>
      {check.hashMatches ? null : (
        <p className="spin-history__note">{t('spinwheel.fairness.hashMismatch')}</p>
      )}
    </>
  );
}
