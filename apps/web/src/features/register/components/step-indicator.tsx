import { useTranslation } from '@/lib/translator';

/** "Step 2 of 4" with one bar segment per step (the segments are decoration). */
export function StepIndicator({ current, total }: { current: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="wizard__progress">
      <p className="wizard__step">{t('register.stepOf', { step: current, total })}</p>
      <ol className="wizard__segments" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <li
            key={index}
            className={`wizard__segment${index < current ? ' wizard__segment--done' : ''}`}
          />
        ))}
      </ol>
    </div>
  );
}
