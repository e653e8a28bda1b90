import { Spinner } from './spinner';
import { useDelayedFlag } from './use-delayed-flag';
import './loader.css';

type DelayedLoaderProps = {
  active: boolean;
  label: string;
  /** `bar`: a thin bar at the top of the app; `block`: a centred spinner in place of content. */
  variant?: 'bar' | 'block';
};

/** Shows only when a call takes longer than LOADER_DELAY_MS. */
export function DelayedLoader({ active, label, variant = 'block' }: DelayedLoaderProps) {
  const shown = useDelayedFlag(active);
  if (!shown) return null;
  if (variant === 'bar') {
    return (
      <div className="loader-bar" role="status">
        <span className="visually-hidden">{label}</span>
      </div>
    );
  }
  return (
    <div className="loader-block" role="status">
      <Spinner size={32} />
      <span className="loader-block__label">{label}</span>
    </div>
  );
}
