import type { Slot } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { ResponsibleRefusal } from '@/components/responsible-refusal';
import { Button } from '@/components/ui/button/button';
import { KeyIcon, TransferIcon } from '@/components/ui/icons/member-icons';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { isResponsibleRefusal } from '@/lib/responsible-error';
import { useGameAccount } from '../api/get-game-account';
import { useResetGamePassword } from '../api/reset-game-password';
import { GameCredentials } from './game-credentials';
import { GameLaunch } from './game-launch';

/** Spec §2 open account: its login with copy buttons, password reset, launch and transfer. */
export function ActiveGameAccount({
  slot,
  onTransfer,
  onLaunched,
}: {
  slot: Slot;
  onTransfer: (slotCode: string) => void;
  onLaunched?: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const account = useGameAccount(slot.code);
  const reset = useResetGamePassword();

  const transferButton = (
    <Button
      variant="secondary"
      block
      icon={<TransferIcon size={18} />}
      onClick={() => onTransfer(slot.code)}
    >
      {t('games.account.transfer')}
    </Button>
  );

  // spec §4 with responsible play: during a break or a self-exclusion the server refuses every
  // way into a game; the member reads why and until when, and can still move money out
  if (isResponsibleRefusal(account.error)) {
    return (
      <div className="game-account__section">
        <ResponsibleRefusal error={account.error} />
        {transferButton}
      </div>
    );
  }

  if (!account.data) {
    return (
      <QueryState
        isPending={account.isPending}
        error={account.error}
        onRetry={() => void account.refetch()}
      />
    );
  }

  const onReset = () =>
    reset.mutate(slot.code, {
      onSuccess: () => toast.show({ tone: 'success', message: t('games.account.passwordReset') }),
      onError: (error) => toast.show({ tone: 'danger', message: errorMessage(error) }),
    });

  return (
    <div className="game-account__section">
      <h3 className="game-account__heading">{t('games.account.credentials')}</h3>
      <GameCredentials account={account.data} />
      <Button
        variant="ghost"
        className="game-account__reset"
        icon={<KeyIcon size={18} />}
        busy={reset.isPending}
        busyLabel={t('games.account.resetting')}
        onClick={onReset}
      >
        {t('games.account.resetPassword')}
      </Button>
      <h3 className="game-account__heading">{t('games.account.play')}</h3>
      <GameLaunch slot={slot} account={account.data} onLaunched={onLaunched} />
      {transferButton}
    </div>
  );
}
