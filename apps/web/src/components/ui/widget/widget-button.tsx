import { useId, type ReactNode } from 'react';
import './widget.css';

/** Spec §2 home widget: a large button with an icon, a title (its name) and a hint. */
export function WidgetButton({
  title,
  hint,
  icon,
  onClick,
}: {
  title: string;
  hint: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  const hintId = useId();
  return (
    <button
      type="button"
      className="widget"
      aria-label={title}
      aria-describedby={hintId}
      onClick={onClick}
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
