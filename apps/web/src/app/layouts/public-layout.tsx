import { useTranslation } from '@/lib/translator';
import { Outlet } from '@/lib/router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ChatIcon, HomeIcon, PlayCircleIcon, UserPlusIcon } from '@/components/ui/icons/icons';
import { paths } from '@/config/paths';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

/** Spec §2 public group: login, register, howto, contact. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <AppHeader homeHref={paths.login.getHref()}>
        <LanguageSwitcher />
      </AppHeader>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <BottomNav
        items={[
          {
            kind: 'link',
            id: 'home',
            to: paths.login.getHref(),
            label: t('nav.home'),
            icon: HomeIcon,
          },
          {
            kind: 'link',
            id: 'register',
            to: paths.register.getHref(),
            label: t('nav.register'),
            icon: UserPlusIcon,
          },
          {
            kind: 'link',
            id: 'howto',
            to: paths.howto.getHref(),
            label: t('nav.howto'),
            icon: PlayCircleIcon,
          },
          {
            kind: 'link',
            id: 'contact',
            to: paths.contact.getHref(),
            label: t('nav.contact'),
            icon: ChatIcon,
          },
        ]}
      />
    </div>
  );
}
