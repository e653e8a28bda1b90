import { useTranslation } from '@/lib/translator';
import { LogoutIcon } from '@/components/ui/icons/member-icons';
import { useToast } from '@/components/ui/toast/toast-context';
import { logout } from '../api/logout';

/** Spec §2 member menu: logout, then /login. */
export function LogoutButton({
  onLoggedOut,
  className,
}: {
  onLoggedOut: () => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  return (
    <button
      type="button"
      className={className}
      title={t('nav.logout')}
      onClick={() => {
        logout();
        toast.show({ tone: 'info', message: t('nav.loggedOut') });
        onLoggedOut();
      }}
    >
      <LogoutIcon size={22} />
      <span>{t('nav.logout')}</span>
    </button>
  );
}
