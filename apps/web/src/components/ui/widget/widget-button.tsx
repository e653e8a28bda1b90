import { useId, type ReactNode } from 'react';
import './widget.css';

/**
 * Spec §2 home widget: a large button with an icon, a title (its name) and a hint. While `busy`
 * (its request runs) it is aria-busy and aria-disabled, and a press does nothing; focus stays.
 */
export function WidgetButton({
  title,
  hint,
  icon,
  onClick,
  busy = false,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  onClick: () => void;
  busy?: boolean;
}) {
  const hintId = useId();
  return (
    <button
      type="button"
      className={`widget${busy ? ' is-busy' : ''}`}
      aria-label={title}
      aria-describedby={hintId}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
    >
      <span className="widget__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="widget__text">
        <span className="widget__title">{title}</span>
        <span className="widget__hint" id={hintId}>
          {hint}
        </span>
      </span>
    </button>
  );
}
