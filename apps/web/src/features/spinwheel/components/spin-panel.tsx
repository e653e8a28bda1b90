import { useIsMutating } from '@tanstack/react-query';
import type { SpinResult, SpinSetup } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { ErrorDialog } from '@/components/ui/error-dialog/error-dialog';
import { isUnanswered, useActionKey } from '@/hooks/use-action-key';
import { errorMessage } from '@/lib/i18n';
import { useLoadSpinOdds } from '../api/get-spin-odds';
import { spinMutationKey, useSpin } from '../api/spin';
import { PrizeDialog } from './prize-dialog';
import { earnLines, resultText } from './prize-text';
import { WheelCanvas, type WheelSlice } from './wheel-canvas';
import { normalize, planSpin, type SpinPlan } from './wheel-math';

type Setup = SpinSetup['result'];
type Result = SpinResult['result'];

/** Spec §4 spin wheel: idle → spinning (asking, then turning) → the prize dialog → idle. */
type Phase =
  | { kind: 'idle' }
  | { kind: 'asking' }
  | { kind: 'turning'; result: Result; plan: SpinPlan }
  | { kind: 'won'; result: Result };

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The wheel, the member's coins and Spin (spec §2, §4, §9). Spin is blocked while a spin runs
 * and when the coins do not cover one (with how coins are earned). The server draws: its answer
 * says the slice, and the wheel turns 2–4 extra times with friction to stop on it (a short calm
 * move under prefers-reduced-motion). While it turns, the wheel and coins shown stay those of
 * the spin (a reload cannot redraw it mid-turn); once the prize dialog closes, they reload.
 */
export function SpinPanel({
  setup,
  onSpun,
  onReload,
  onShowCoupons,
}: {
  setup: Setup;
  /** A coin was spent: the wallet (and the home's coin count) changed. */
  onSpun: () => void;
  onReload: () => void;
  onShowCoupons: () => void;
}) {
  const { t } = useTranslation();
  const spin = useSpin();
  const loadOdds = useLoadSpinOdds();
  const actionKey = useActionKey();
  const pending = useIsMutating({ mutationKey: spinMutationKey }) > 0;
  const hintId = useId();
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [rotation, setRotation] = useState(0);
  const [frozen, setFrozen] = useState<{ slices: readonly WheelSlice[]; coins: number } | null>(
    null,
  );
  const [failure, setFailure] = useState<unknown>(null);
  const [announcement, setAnnouncement] = useState('');

  const slices = frozen?.slices ?? setup.activeSpinwheel.slices;
  const coins = frozen?.coins ?? setup.userCoin;
  const enough = coins >= setup.coinsPerSpin;
  const running = phase.kind === 'asking' || phase.kind === 'turning';

  const press = async () => {
    if (phase.kind !== 'idle' || pending || !enough) return;
    const wheel = setup.activeSpinwheel;
    setFailure(null);
    setAnnouncement('');
    setFrozen({ slices: wheel.slices, coins: setup.userCoin });
    setPhase({ kind: 'asking' });
    try {
      const { result } = await spin.mutateAsync({ idempotencyKey: actionKey.next() });
      actionKey.settle();
      onSpun();
      // drawn on another version (the operator published one meanwhile): stop on its slices
      let drawn: readonly WheelSlice[] = wheel.slices;
      if (result.wheelVersion !== wheel.version) {
        drawn = await loadOdds(result.wheelVersion).then(
          (odds) => odds.wheel.slices,
          () => wheel.slices,
        );
      }
      const index = Math.min(result.sliceIndex, Math.max(0, drawn.length - 1));
      setFrozen({ slices: drawn, coins: Math.max(0, setup.userCoin - setup.coinsPerSpin) });
      setPhase({
        kind: 'turning',
        result,
        plan: planSpin({
          current: rotation,
          index,
          count: drawn.length,
          reducedMotion: prefersReducedMotion(),
        }),
      });
    } catch (error) {
      actionKey.settle(error);
      setFrozen(null);
      setPhase({ kind: 'idle' });
      setFailure(error);
    }
  };

  const stopped = () => {
    if (phase.kind !== 'turning') return;
    setRotation(normalize(phase.plan.to));
    setPhase({ kind: 'won', result: phase.result });
    setAnnouncement(
      t('spinwheel.wheel.stopped', {
        label: phase.result.label,
        prize: resultText(t, phase.result.prize),
      }),
    );
  };

  const closePrize = () => {
    setPhase({ kind: 'idle' });
    setFrozen(null);
    onReload();
  };

  const labels = slices.map((slice) => slice.label).join(', ');
  return (
    <div className="spin-panel">
      <div className="spin-panel__wheel">
        <WheelCanvas
          slices={slices}
          rotation={rotation}
          plan={phase.kind === 'turning' ? phase.plan : null}
          label={t('spinwheel.wheel.label', { count: slices.length, labels })}
          onStop={stopped}
        />
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <dl className="reward-facts spin-panel__coins">
        <div>
          <dt>{t('spinwheel.wheel.coins')}</dt>
          <dd>{t('spinwheel.wheel.coinsValue', { count: coins })}</dd>
        </div>
      </dl>
      <div id={hintId} className="spin-panel__hint">
        <p className="reward-section__hint">
          {t('spinwheel.wheel.cost', { count: setup.coinsPerSpin })}
        </p>
        {!enough && !running ? (
          <div className="note note--warn">
            <p>{t('spinwheel.wheel.noCoins')}</p>
            {earnLines(t, setup.earn).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        ) : null}
      </div>
      <Button
        block
        className="spin-panel__spin"
        disabled={!enough || phase.kind === 'won'}
        busy={running}
        busyLabel={t('spinwheel.wheel.spinning')}
        aria-describedby={hintId}
        onClick={() => void press()}
      >
        {t('spinwheel.wheel.spin')}
      </Button>
      <PrizeDialog
        result={phase.kind === 'won' ? phase.result : null}
        onClose={closePrize}
        onShowCoupons={() => {
          closePrize();
          onShowCoupons();
        }}
      />
      <ErrorDialog
        message={failure ? errorMessage(failure) : null}
        title={t('errorDialog.title')}
        closeLabel={t('common.close')}
        okLabel={t('errorDialog.ok')}
        onClose={() => setFailure(null)}
        onRetry={
          isUnanswered(failure)
            ? () => {
                setFailure(null);
                void press();
              }
            : undefined
        }
        retryLabel={t('errorDialog.retry')}
      />
    </div>
  );
}
