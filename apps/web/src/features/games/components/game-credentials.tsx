import type { GameAccount } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { PasswordField } from '@/components/ui/form/password-field';
import { TextField } from '@/components/ui/form/text-field';
import { CopyButton } from './copy-button';

/** Spec §2/§3: the game username and password, read-only, each with a copy button. */
export function GameCredentials({ account }: { account: GameAccount }) {
  const { t } = useTranslation();
  return (
    <div className="credentials">
      <div className="credential">
        <TextField
          label={t('games.account.username')}
          name="game-username"
          value={account.username}
          readOnly
          spellCheck={false}
          autoComplete="off"
        />
        <CopyButton text={account.username} label={t('games.account.copyUsername')} />
      </div>
      <div className="credential">
        <PasswordField
          label={t('games.account.password')}
          name="game-password"
          value={account.password}
          readOnly
          autoComplete="off"
          showLabel={t('login.showPassword')}
          hideLabel={t('login.hidePassword')}
        />
        <CopyButton text={account.password} label={t('games.account.copyPassword')} />
      </div>
    </div>
  );
}
