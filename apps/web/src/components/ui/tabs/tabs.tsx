import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import './tabs.css';

export type TabItem<T extends string> = { id: T; label: string; icon?: ReactNode };

type TabsProps<T extends string> = {
  /** Names the tab list for screen readers. */
  label: string;
  /** Prefix of the tab and panel ids (from useId), shared with <TabPanel>. */
  idPrefix: string;
  items: readonly TabItem<T>[];
  value: T;
  onChange: (id: T) => void;
  variant?: 'tabs' | 'segments';
};

export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

/**
 * WAI-ARIA tabs with automatic activation: Left/Right (and Home/End) move between tabs, only
 * the selected tab is in the Tab order.
 */
export function Tabs<T extends string>({
  label,
  idPrefix,
  items,
  value,
  onChange,
  variant = 'tabs',
}: TabsProps<T>) {
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.id === value);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.id);
    listRef.current
      ?.querySelector<HTMLButtonElement>(`#${CSS.escape(tabId(idPrefix, item.id))}`)
      ?.focus();
  };
  return (
    <div
      ref={listRef}
      className={`tabs tabs--${variant}`}
      role="tablist"
      aria-label={label}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => {
        const selected = item.id === value;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-controls={panelId(idPrefix, item.id)}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(item.id)}
          >
            {item.icon}
            <span>{item.label}</span>
          </button>
        );
      })}
    </div>
  );
}

/** A tab's panel; `hidden` when not selected (kept mounted so its data stays live). */
export function TabPanel({
  idPrefix,
  id,
  selected,
  children,
}: {
  idPrefix: string;
  id: string;
  selected: boolean;
  children: ReactNode;
}) {
  return (
    <div
      role="tabpanel"
      id={panelId(idPrefix, id)}
      aria-labelledby={tabId(idPrefix, id)}
      hidden={!selected}
      tabIndex={0}
      className="tabs__panel"
    >
      {children}
    </div>
  );
}
