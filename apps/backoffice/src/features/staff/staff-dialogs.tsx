import { STAFF_ROLES, type StaffRole } from '@wallet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { FormActions, ReasonField } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { useAddStaff, useResetStaff, useUpdateStaff } from './api/staff';
import { SetupLink } from './setup-link';

const reasonOk = (text: string) => text.trim().length >= 3;

function useRoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
}

export function AddStaffDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const roles = useRoleOptions();
  const [login, setLogin] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('support');
  const [reason, setReason] = useState('');
  const mutation = useAddStaff();
  const valid = /^[a-z][a-z0-9._-]{2,31}$/.test(login.trim()) && name.trim() && reasonOk(reason);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) {
      mutation.mutate({ login: login.trim(), name: name.trim(), role, reason: reason.trim() });
    }
  };
  return (
    <Modal open onClose={onClose} title={t('staff.addTitle')}>
      {mutation.data ? (
        <>
          <SetupLink {...mutation.data} />
          <div className="row row--end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <TextField
            label={t('staff.login')}
            hint={t('staff.loginHint')}
            autoCapitalize="none"
            spellCheck={false}
            value={login}
            onChange={(event) => setLogin(event.target.value.toLowerCase())}
          />
          <TextField
            label={t('staff.name')}
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
          />
          <SelectField
            label={t('staff.role')}
            value={role}
            options={roles}
            onChange={(event) => setRole(event.target.value as StaffRole)}
          />
          <ReasonField value={reason} onChange={setReason} />
          <FormActions error={mutation.error} onCancel={onClose}>
            <Button type="submit" variant="primary" busy={mutation.isPending} disabled={!valid}>
              {t('staff.create')}
            </Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}

export function ChangeStaffDialog({
  login,
  role: currentRole,
  status: currentStatus,
  onClose,
}: {
  login: string;
  role: StaffRole;
  status: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const roles = useRoleOptions();
  const [role, setRole] = useState<StaffRole>(currentRole);
  const [status, setStatus] = useState<'active' | 'disabled'>(
    currentStatus === 'disabled' ? 'disabled' : 'active',
  );
  const [reason, setReason] = useState('');
  const mutation = useUpdateStaff(login, {
    onSuccess: () => {
      toast.show('success', t('staff.updated', { login }));
      onClose();
    },
  });
  const changed = role !== currentRole || status !== currentStatus;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (changed && reasonOk(reason)) {
      mutation.mutate({
        ...(role !== currentRole ? { role } : {}),
        ...(status !== currentStatus ? { status } : {}),
        reason: reason.trim(),
      });
    }
  };
  return (
    <Modal open onClose={onClose} title={t('staff.changeTitle', { login })}>
      <form className="form" onSubmit={submit} noValidate>
        <SelectField
          label={t('staff.role')}
          value={role}
          options={roles}
          onChange={(event) => setRole(event.target.value as StaffRole)}
        />
        <SelectField
          label={t('staff.status')}
          value={status}
          options={[
            { value: 'active', label: t('status.active') },
            { value: 'disabled', label: t('status.disabled') },
          ]}
          onChange={(event) => setStatus(event.target.value as 'active' | 'disabled')}
        />
        <ReasonField value={reason} onChange={setReason} />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button
            type="submit"
            variant="primary"
            busy={mutation.isPending}
            disabled={!changed || !reasonOk(reason)}
          >
            {t('staff.apply')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}

export function ResetStaffDialog({ login, onClose }: { login: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const mutation = useResetStaff(login);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reasonOk(reason)) mutation.mutate(reason.trim());
  };
  return (
    <Modal open onClose={onClose} title={t('staff.resetTitle', { login })}>
      {mutation.data ? (
        <>
          <SetupLink {...mutation.data} />
          <div className="row row--end">
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p>{t('staff.resetIntro')}</p>
          <ReasonField value={reason} onChange={setReason} />
          <FormActions error={mutation.error} onCancel={onClose}>
            <Button
              type="submit"
              variant="danger"
              busy={mutation.isPending}
              disabled={!reasonOk(reason)}
            >
              {t('staff.confirmReset')}
            </Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}
