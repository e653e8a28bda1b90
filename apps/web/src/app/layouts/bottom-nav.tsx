import type { ComponentType } from 'react';
import { useTranslation } from '@/lib/translator';
import { NavLink } from '@/lib/router';

type Icon = ComponentType<{ size?: number }>;
export type BottomNavItem =
  | { kind: 'link'; id: string; to: string; label: string; icon: Icon; featured?: boolean }
  | {
      kind: 'button';
      id: string;
      onClick: () => void;
      label: string;
      icon: Icon;
      dialog?: boolean;
    };

/** The fixed bottom menu of spec §2: icon and label per entry, 44px+ targets. */
export function BottomNav({ items }: { items: BottomNavItem[] }) {
  const { t } = useTranslation();
  return (
    <nav className="bottom-nav" aria-label={t('nav.label')}>
      <ul className="bottom-nav__list">
        {items.map((item) => (
          <li key={item.id} className="bottom-nav__item">
            {item.kind === 'link' ? (
              <NavLink
                to={item.to}
                end
                className={`bottom-nav__control${item.featured ? ' bottom-nav__control--featured' : ''}`}
              >
                <item.icon size={22} />
                <span className="bottom-nav__label">{item.label}</span>
              </NavLink>
            ) : (
              <button
                type="button"
                className="bottom-nav__control"
                aria-haspopup={item.dialog ? 'dialog' : undefined}
                onClick={item.onClick}
              >
                <item.icon size={22} />
                <span className="bottom-nav__label">{item.label}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
