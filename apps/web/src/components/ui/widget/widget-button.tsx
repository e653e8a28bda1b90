import { useId, type ReactNode } from 'react';
import './widget.css';

/**
 * Spec §2 home widget: a large card with an icon, a title and a hint. The control in it is named
 * by exactly its visible text, the title (WCAG 2.5.3 label in name, issue 13: no aria-label that
 * says something else), the hint is its description, and the whole card is its target. While
 * `busy` (its request runs) it is aria-busy and aria-disabled, and a press does nothing; focus
 * stays.
 */
export function WidgetButton({
  title,
  hint,
  icon,
  onClick,
  busy = false,
  className,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  onClick: () => void;
  busy?: boolean;
  /** Extra classes on the card (e.g. `is-spinning` while its icon turns). */
  className?: string;
}) {
  const hintId = useId();
  return (
    <div className={['widget', busy ? 'is-busy' : null, className].filter(Boolean).join(' ')}>
      <span className="widget__icon" aria-hidden="true">
        {icon}
      </span>
      <span className="widget__text">
        <button
          type="button"
          className="widget__action widget__title"
          aria-describedby={hintId}
          aria-busy={busy || undefined}
          aria-disabled={busy || undefined}
          onClick={() => {
            if (!busy) onClick();
          }}
        >
          {title}
        </button>
        <span className="widget__hint" id={hintId}>
          {hint}
        </span>
      </span>
    </div>
  );
}
