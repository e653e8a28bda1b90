import type { Slot } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { useToast } from '@/components/ui/toast/toast-context';
import { errorMessage } from '@/lib/i18n';
import { isAlreadyActive, type useActivateSlot } from '../api/activate-slot';

/** Spec §2: a closed account prompts to open it (spec §4 inactive → active). */
export function InactiveGameAccount({
  slot,
  activate,
}: {
  slot: Slot;
  activate: ReturnType<typeof useActivateSlot>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const onActivate = () =>
    activate.mutate(slot.code, {
      onSuccess: () =>
        toast.show({ tone: 'success', message: t('games.account.activated', { name: slot.name }) }),
      onError: (error) => {
        if (isAlreadyActive(error)) toast.show({ tone: 'info', message: errorMessage(error) });
      },
    });
  const failure = activate.error && !isAlreadyActive(activate.error) ? activate.error : null;

  return (
    <div className="game-account__section">
      <p className="game-account__intro">{t('games.account.inactiveIntro', { name: slot.name })}</p>
      <FormAlert message={failure ? errorMessage(failure) : null} />
      <Button
        block
        onClick={onActivate}
        busy={activate.isPending}
        busyLabel={t('games.account.activating')}
        data-autofocus
      >
        {t('games.account.activate')}
      </Button>
    </div>
  );
}
