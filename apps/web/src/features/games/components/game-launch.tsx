import type { GameAccount, Slot } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button, buttonClassName } from '@/components/ui/button/button';
import { AndroidIcon, AppleIcon, GlobeIcon } from '@/components/ui/icons/member-icons';
import { useToast } from '@/components/ui/toast/toast-context';
import { ApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { markGameOpened } from '@/lib/game-return';
import { markPlayed } from '@/lib/play-session';
import { canAutoLogin, useLaunchGame } from '../api/launch-game';
import { openGameWindow, safeAppUrl, safeWebUrl } from './launch-window';

type GameLaunchProps = { slot: Slot; account: GameAccount; onLaunched?: () => void };

/**
 * Spec §2 launch: on the web through the provider's auto-login link (spec §7), opened in a new
 * window; Android and iOS through the slot's app links, each hidden when the slot has none.
 */
export function GameLaunch({ slot, account, onLaunched }: GameLaunchProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const launch = useLaunchGame();
  const [blockedLink, setBlockedLink] = useState<string | null>(null);
  const webLink = canAutoLogin(slot.code) ? null : safeWebUrl(slot.web ?? '');
  const android = safeAppUrl(slot.android);
  const ios = safeAppUrl(slot.ios);

  // issue 13: the member leaves for the game; home asks its balance again when they are back
  const followed = () => {
    markPlayed();
    markGameOpened(slot.code);
  };

  const playOnWeb = () => {
    setBlockedLink(null);
    markGameOpened(slot.code);
    const win = openGameWindow(t('games.account.launching'));
    launch
      .mutateAsync({ code: slot.code, username: account.username, password: account.password })
      .then(({ link }) => {
        const url = safeWebUrl(link);
        if (!url) throw new ApiError('INVALID_RESPONSE', 200);
        if (win && !win.closed) win.location.replace(url);
        else setBlockedLink(url);
        onLaunched?.();
      })
      .catch((error: unknown) => {
        win?.close();
        toast.show({ tone: 'danger', message: errorMessage(error) });
      });
  };

  return (
    <div className="game-launch">
      {canAutoLogin(slot.code) ? (
        <Button
          block
          icon={<GlobeIcon size={20} />}
          busy={launch.isPending}
          busyLabel={t('games.account.launching')}
          onClick={playOnWeb}
        >
          {t('games.account.web')}
        </Button>
      ) : webLink ? (
        <a
          className={buttonClassName('primary', true)}
          href={webLink}
          target="_blank"
          rel="noopener noreferrer"
          onClick={followed}
        >
          <GlobeIcon size={20} />
          <span>{t('games.account.web')}</span>
        </a>
      ) : null}
      {blockedLink ? (
        <p className="game-launch__blocked" role="status">
          {t('games.account.popupBlocked')}{' '}
          <a href={blockedLink} target="_blank" rel="noopener noreferrer" onClick={followed}>
            {t('games.account.openGame')}
          </a>
        </p>
      ) : null}
      {android || ios ? (
        <div className="game-launch__apps">
          {android ? (
            <a
              className={buttonClassName('secondary')}
              href={android}
              target="_blank"
              rel="noopener noreferrer"
              onClick={followed}
            >
              <AndroidIcon size={20} />
              <span>{t('games.account.android')}</span>
            </a>
          ) : null}
          {ios ? (
            <a
              className={buttonClassName('secondary')}
              href={ios}
              target="_blank"
              rel="noopener noreferrer"
              onClick={followed}
            >
              <AppleIcon size={20} />
              <span>{t('games.account.ios')}</span>
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
