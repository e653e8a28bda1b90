import { useIsMutating } from '@tanstack/react-query';
import { ClientSeed, type SpinFairness } from '@wallet/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { TextField } from '@/components/ui/form/text-field';
import { useActionKey } from '@/hooks/use-action-key';
import { errorMessage } from '@/lib/i18n';
import { rotateSeedMutationKey, useRotateSeed, type SeedRotated } from '../api/rotate-seed';
import { browserFairnessCrypto, type FairnessCrypto } from './fairness-check';
import { SpinHistory } from './spin-history';

/**
 * Provably fair (issue 10, docs/decisions/012): the hash of the server seed the next spins use
 * (shown before they happen), the member's client seed and the next nonce; a form to choose a
 * new client seed, which reveals the old server seed; the past spins, each checked in this
 * browser with WebCrypto. The formula is always shown, so any HMAC tool can check it too.
 */
export function FairnessView({
  fairness,
  crypto = browserFairnessCrypto(),
}: {
  fairness: SpinFairness;
  /** WebCrypto by default; null where the browser has none (a plain http page). */
  crypto?: FairnessCrypto | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const formulaId = useId();
  return (
    <div className="spin-fairness">
      <section className="reward-section" aria-labelledby={headingId}>
        <h3 className="reward-section__title" id={headingId}>
          {t('spinwheel.fairness.heading')}
        </h3>
        <p className="reward-section__hint">{t('spinwheel.fairness.intro')}</p>
        <dl className="spin-fairness__facts">
          <div>
            <dt>{t('spinwheel.fairness.seedHash')}</dt>
            <dd className="spin-code">{fairness.seedHash}</dd>
          </div>
          <div>
            <dt>{t('spinwheel.fairness.clientSeed')}</dt>
            <dd className="spin-code">{fairness.clientSeed}</dd>
          </div>
          <div>
            <dt>{t('spinwheel.fairness.nonce')}</dt>
            <dd className="spin-code">{fairness.nonce}</dd>
          </div>
        </dl>
      </section>
      <section className="reward-section" aria-labelledby={formulaId}>
        <h3 className="reward-section__title" id={formulaId}>
          {t('spinwheel.fairness.formulaHeading')}
        </h3>
        <p className="spin-fairness__formula">
          <code>{t('spinwheel.fairness.formula')}</code>
        </p>
        {crypto ? null : <p className="note note--warn">{t('spinwheel.fairness.noCrypto')}</p>}
      </section>
      <SeedForm current={fairness.clientSeed} />
      <SpinHistory crypto={crypto} />
    </div>
  );
}

/** A new client seed; the answer reveals the server seed used until now. */
function SeedForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const rotate = useRotateSeed();
  const actionKey = useActionKey();
  const pending = useIsMutating({ mutationKey: rotateSeedMutationKey }) > 0;
  const [value, setValue] = useState(current);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [revealed, setRevealed] = useState<SeedRotated['revealed'] | null>(null);
  const revealedId = useId();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = ClientSeed.safeParse(value);
    setInvalid(!parsed.success);
    setFailure(null);
    if (!parsed.success) return;
    try {
      const answer = await rotate.mutateAsync({
        clientSeed: parsed.data,
        idempotencyKey: actionKey.next(),
      });
      actionKey.settle();
      setRevealed(answer.revealed);
      setValue(answer.fairness.clientSeed);
    } catch (error) {
      actionKey.settle(error);
      setFailure(error);
    }
  };

  return (
    <form className="spin-seed-form" noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t('spinwheel.fairness.newSeed')}
        name="client-seed"
        value={value}
        maxLength={64}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint={t('spinwheel.fairness.newSeedHint')}
        error={invalid ? t('spinwheel.fairness.invalidSeed') : null}
        onChange={(event) => {
          setValue(event.target.value);
          setInvalid(false);
        }}
      />
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <Button type="submit" busy={pending} busyLabel={t('spinwheel.fairness.rotating')}>
        {t('spinwheel.fairness.rotate')}
      </Button>
      {revealed ? (
        <section className="spin-revealed" aria-labelledby={revealedId} role="status">
          <h4 className="spin-revealed__title" id={revealedId}>
            {t('spinwheel.fairness.revealedHeading')}
          </h4>
          <p className="spin-code">{revealed.serverSeed}</p>
          <p className="reward-section__hint">
            {t('spinwheel.fairness.revealed', { count: revealed.spins, hash: revealed.seedHash })}
          </p>
        </section>
      ) : null}
    </form>
  );
}
