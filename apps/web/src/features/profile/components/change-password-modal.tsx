import { passwordsMatch, validatePassword } from '@wallet/contract';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { FormAlert } from '@/components/ui/form/form-alert';
import { PasswordField } from '@/components/ui/form/password-field';
import { Modal } from '@/components/ui/modal/modal';
import { useToast } from '@/components/ui/toast/toast-context';
import { isApiError } from '@/lib/api-error';
import { errorMessage } from '@/lib/i18n';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('changePassword.title')}
      closeLabel={t('common.close')}
    >
      <ChangePasswordForm onClose={onClose} />
    </Modal>
  );
}

type Problem = 'NOT_EQUAL' | 'PASSWORD_LENGTH' | null;

/** The server's answer about the current password: it belongs to that field. */
const isWrongPassword = (error: unknown) => isApiError(error) && error.code === 'WRONG_PASSWORD';

/**
 * Spec §5: old, new and confirm are required (Save does nothing until all are filled); new and
 * confirm must be equal. The length rule is our added policy, which the server enforces too.
 */
function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const change = useChangePassword();
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const oldRef = useRef<HTMLInputElement>(null);
  const wrongPassword = isWrongPassword(change.error);
  const complete = oldPassword !== '' && newPassword !== '' && confirm !== '';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!complete || change.isPending) return;
    const found: Problem = !passwordsMatch(newPassword, confirm)
      ? 'NOT_EQUAL'
      : validatePassword(newPassword)
        ? 'PASSWORD_LENGTH'
        : null;
    setProblem(found);
    if (found) return;
    change.mutate(
      { oldPassword, newPassword },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', message: t('changePassword.saved') });
          onClose();
        },
        onError: (error) => {
          // the member corrects the current password: straight back to it
          if (!isWrongPassword(error)) return;
          oldRef.current?.focus();
          oldRef.current?.select();
        },
      },
    );
  };

  const labels = { showLabel: t('login.showPassword'), hideLabel: t('login.hidePassword') };
  /**
   * Editing a field clears what was said about it: the local checks (new and confirm), and the
   * server's answer, once the field it is about changes (WRONG_PASSWORD: the current password;
   * any other answer: whichever field), so no stale error stays next to a corrected value.
   */
  const edit =
    (set: (value: string) => void, field: 'old' | 'new' | 'confirm') => (value: string) => {
      if (field !== 'old') setProblem(null);
      if (change.error && (field === 'old' || !wrongPassword)) change.reset();
      set(value);
    };

  return (
    <form className="modal-form" onSubmit={onSubmit} noValidate>
      <PasswordField
        label={t('changePassword.oldPassword')}
        name="oldPassword"
        autoComplete="current-password"
        ref={oldRef}
        value={oldPassword}
        onChange={(event) => edit(setOldPassword, 'old')(event.target.value)}
        error={wrongPassword ? errorMessage(change.error) : null}
        {...labels}
      />
      <PasswordField
        label={t('changePassword.newPassword')}
        name="newPassword"
        autoComplete="new-password"
        maxLength={64}
        value={newPassword}
        onChange={(event) => edit(setNewPassword, 'new')(event.target.value)}
        hint={t('register.profile.passwordHint')}
        error={problem === 'PASSWORD_LENGTH' ? t('register.profile.passwordLength') : null}
        {...labels}
      />
      <PasswordField
        label={t('changePassword.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={64}
        value={confirm}
        onChange={(event) => edit(setConfirm, 'confirm')(event.target.value)}
        error={problem === 'NOT_EQUAL' ? t('changePassword.notEqual') : null}
        {...labels}
      />
      {/* the wrong current password is shown under its field; the alert only announces it */}
      <FormAlert
        message={change.error ? errorMessage(change.error) : null}
        visuallyHidden={wrongPassword}
      />
      <div className="modal-form__actions">
        <Button variant="secondary" onClick={onClose} disabled={change.isPending}>
          {t('form.cancel')}
        </Button>
        <Button
          type="submit"
          disabled={!complete}
          busy={change.isPending}
          busyLabel={t('form.saving')}
        >
          {t('form.save')}
        </Button>
      </div>
    </form>
  );
}
