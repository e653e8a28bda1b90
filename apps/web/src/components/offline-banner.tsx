import { useTranslation } from '@/lib/translator';
import { AlertIcon } from '@/components/ui/icons/icons';
import { useOnlineStatus } from '@/hooks/use-online-status';
import './offline-banner.css';

/**
 * Issue 13: while the browser is offline, a banner says so (a status region: announced when it
 * appears, never stealing focus). The region stays in the page so the change is announced.
 */
export function OfflineBanner() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  return (
    <div className={online ? 'offline-banner' : 'offline-banner is-offline'} role="status">
      {online ? null : (
        <>
          <AlertIcon size={18} />
          <span>{t('app.offline')}</span>
        </>
      )}
    </div>
  );
}
