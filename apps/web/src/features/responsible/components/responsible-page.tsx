import type { ResponsibleState } from '@wallet/contract';
import { useId, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { useResponsibleState } from '../api/get-responsible-state';
import { ExclusionStatus } from './exclusion-status';
import { LimitsForm } from './limits-form';
import { PendingLimits } from './pending-limits';
import { RealityCheckSetting } from './reality-check-setting';
import { ResponsibleHistory } from './responsible-history';
import { SelfExclusion } from './self-exclusion';
import { SessionFigures } from './session-figures';
import { TakeBreak } from './take-break';
import './responsible.css';

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section className="rp-section" aria-labelledby={titleId}>
      <h2 className="rp-section__title" id={titleId}>
        {title}
      </h2>
      {intro}
      {children}
    </section>
  );
}

/** The limits form starts again from what the server holds whenever the limits change. */
const limitsKey = (state: ResponsibleState) => state.limits.map((w) => w.limit ?? '-').join('|');

/**
 * Issue 15 /user/responsible: deposit limits (with pending raises to confirm), the reality-check
 * interval with this session's figures, a break, self-exclusion (or its state and lift request),
 * and the history of changes.
 */
export function ResponsiblePage() {
  const { t } = useTranslation();
  const query = useResponsibleState();
  const state = query.data;
  if (!state) {
    return (
      <QueryState
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <div className="rp">
      <Section
        title={t('responsible.limits.title')}
        intro={
          <>
            <p className="rp-text">{t('responsible.limits.intro')}</p>
            <p className="rp-text">{t('responsible.limits.rules')}</p>
          </>
        }
      >
        <LimitsForm key={limitsKey(state)} state={state} />
        <PendingLimits pending={state.pending} />
      </Section>
      <Section
        title={t('responsible.reality.title')}
        intro={<p className="rp-text">{t('responsible.reality.intro')}</p>}
      >
        <RealityCheckSetting
          key={state.realityCheck.intervalMinutes}
          current={state.realityCheck.intervalMinutes}
        />
        <SessionFigures />
      </Section>
      {state.exclusion ? null : (
        <Section
          title={t('responsible.timeout.title')}
          intro={
            <>
              <p className="rp-text">{t('responsible.timeout.intro')}</p>
              <p className="rp-text">{t('responsible.timeout.still')}</p>
            </>
          }
        >
          <TakeBreak until={state.timeout?.until ?? null} />
        </Section>
      )}
      <Section
        title={t('responsible.exclusion.title')}
        intro={<p className="rp-text">{t('responsible.exclusion.intro')}</p>}
      >
        {state.exclusion ? <ExclusionStatus exclusion={state.exclusion} /> : <SelfExclusion />}
      </Section>
      <Section title={t('responsible.history.title')}>
        <ResponsibleHistory />
      </Section>
    </div>
  );
}
