import { STORAGE_KEYS } from '@wallet/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Outlet, useNavigate } from '@/lib/router';
import { LanguageSwitcher } from '@/components/language-switcher';
import { ChatIcon, HomeIcon } from '@/components/ui/icons/icons';
import { ListIcon, ShieldIcon, UserIcon } from '@/components/ui/icons/member-icons';
import { useToast } from '@/components/ui/toast/toast-context';
import { paths } from '@/config/paths';
import { logout } from '@/features/auth/api/logout';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { useBonusReminder } from '@/features/bonus/hooks/use-bonus-reminder';
import { useBankNameFixNeeded } from '@/features/profile/hooks/use-bank-name-check';
import { useHydrated } from '@/hooks/use-hydrated';
import { storage } from '@/lib/storage';
import { useMoneyPush } from '@/lib/use-money-push';
import { AfterFirstOpen, deferred } from '@/lib/deferred';
import { AppHeader } from './app-header';
import { BottomNav } from './bottom-nav';

// Dialogs are chunks of their own (with DOMPurify, which only their server HTML needs): the ones
// that open by themselves load right after the screen, the conditions when first asked for.
const AgreementModal = deferred(
  async () => (await import('@/features/agreements/components/agreement-modal')).AgreementModal,
);
const ConditionsModal = deferred(
  async () => (await import('@/features/conditions/components/conditions-modal')).ConditionsModal,
);
const ForcedBankNameModal = deferred(
  async () =>
    (await import('@/features/profile/components/forced-bank-name-modal')).ForcedBankNameModal,
);
const RealityCheckReminder = deferred(
  async () =>
    (await import('@/features/responsible/components/reality-check-reminder')).RealityCheckReminder,
);

/** Fetches the dialogs' chunks (the router's preloadScreens calls it). */
export const preloadDeferred = () =>
  Promise.all(
    [AgreementModal, ConditionsModal, ForcedBankNameModal, RealityCheckReminder].map((dialog) =>
      dialog.preload().catch(() => undefined),
    ),
  );

/**
 * Spec §2 member group (/user): menu, conditions modal, agreement modal, language, logout; the
 * §4 forced bank-name correction, which comes before the agreement; and the reminder of a
 * running bonus after login; the reality check of issue 15, whose Log out is the menu's.
 */
export function MemberLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [conditionsOpen, setConditionsOpen] = useState(false);
  const toLogin = () => void navigate(paths.login.getHref(), { replace: true });

  // Logged out in another tab: leave the member screens here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEYS.token && !storage.getToken()) {
        void navigate(paths.login.getHref(), { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  return (
    <div className="shell shell--member">
      <AppHeader homeHref={paths.member.home.getHref()}>
        <LanguageSwitcher />
        <LogoutButton className="icon-action" onLoggedOut={toLogin} />
      </AppHeader>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
      <BottomNav
        items={[
          {
            kind: 'link',
            id: 'profile',
            to: paths.member.profile.getHref(),
            label: t('nav.profile'),
            icon: UserIcon,
          },
          {
            kind: 'button',
            id: 'conditions',
            onClick: () => setConditionsOpen(true),
            label: t('nav.conditions'),
            icon: ShieldIcon,
            dialog: true,
          },
          {
            kind: 'link',
            id: 'home',
            to: paths.member.home.getHref(),
            label: t('nav.home'),
            icon: HomeIcon,
            featured: true,
          },
          {
            kind: 'link',
            id: 'statement',
            to: paths.member.statement.getHref(),
            label: t('nav.statement'),
            icon: ListIcon,
          },
          {
            kind: 'link',
            id: 'contact',
            to: paths.member.contact.getHref(),
            label: t('nav.contact'),
            icon: ChatIcon,
          },
        ]}
      />
      <AfterFirstOpen open={conditionsOpen}>
        <ConditionsModal open={conditionsOpen} onClose={() => setConditionsOpen(false)} />
      </AfterFirstOpen>
      <MemberWatch toLogin={toLogin} />
    </div>
  );
}

/**
 * What watches the member's data on every member screen: the bonus reminder, the money socket,
 * and the dialogs that open by themselves. A leaf of its own, so the answers it subscribes to
 * (the profile, the active bonus) re-render it alone, not the header and the menu.
 */
function MemberWatch({ toLogin }: { toLogin: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const bankNameForced = useBankNameFixNeeded();
  // the dialogs that open by themselves read storage (the agreement accepted): a prerendered page
  // was made without it, so they join once React has taken the page over
  const hydrated = useHydrated();
  // issue 8: after login, once per browser session, a running bonus is recalled
  useBonusReminder();
  // decision 026: this tab's socket, on which the member's money changes arrive live
  useMoneyPush();
  const logOut = () => {
    logout();
    toast.show({ tone: 'info', message: t('nav.loggedOut') });
    toLogin();
  };
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <ForcedBankNameModal />
      <AgreementModal held={bankNameForced} />
      <RealityCheckReminder onLogout={logOut} />
    </Suspense>
  );
}
