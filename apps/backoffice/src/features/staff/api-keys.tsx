import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { DataTable } from '@/components/ui/data-table';
import { SelectField, TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { FormActions, ReasonField } from '@/components/ui/reason-form';
import { useToast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './api/api-keys';

type ApiKey = {
  id: string;
  login: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
};
const col = createColumnHelper<ApiKey>();

export function ApiKeys({ logins }: { logins: string[] }) {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const query = useApiKeys();
  const columns = useMemo(
    () => [
      col.accessor('name', { header: t('staff.keyName') }),
      col.accessor('login', { header: t('staff.login') }),
      col.accessor('prefix', {
        header: t('staff.prefix'),
        cell: (i) => <span className="mono">{i.getValue()}</span>,
      }),
      col.accessor('createdAt', {
        header: t('staff.created'),
        cell: (i) => formatDateTime(i.getValue()),
      }),
      col.accessor('lastUsedAt', {
        header: t('staff.lastUsed'),
        cell: (i) => formatDateTime(i.getValue()),
      }),
      col.accessor('revokedAt', {
        header: t('staff.revoked'),
        cell: (i) => formatDateTime(i.getValue()),
      }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          row.original.revokedAt ? null : (
            <Button
              size="sm"
              variant="danger"
              aria-label={`${t('staff.revoke')} ${row.original.name}`}
              onClick={() => setRevoking(row.original)}
            >
              {t('staff.revoke')}
            </Button>
          ),
      }),
    ],
    [t],
  );
  return (
    <Card title={t('staff.apiKeys')}>
      <div className="row">
        <Button variant="primary" onClick={() => setCreating(true)}>
          {t('staff.createKey')}
        </Button>
      </div>
      <QueryState query={query}>
        {(data) => (
          <DataTable<ApiKey>
            label={t('staff.apiKeys')}
            data={data.keys}
            columns={columns}
            getRowId={(r) => r.id}
          />
        )}
      </QueryState>
      {creating ? <CreateKeyDialog logins={logins} onClose={() => setCreating(false)} /> : null}
      {revoking ? <RevokeKeyDialog apiKey={revoking} onClose={() => setRevoking(null)} /> : null}
    </Card>
  );
}

function CreateKeyDialog({ logins, onClose }: { logins: string[]; onClose: () => void }) {
  const { t } = useTranslation();
  const [login, setLogin] = useState(logins[0] ?? '');
  const [name, setName] = useState('');
  const mutation = useCreateApiKey();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (login && name.trim()) mutation.mutate({ login, name: name.trim() });
  };
  return (
    <Modal open onClose={onClose} title={t('staff.createKeyTitle')}>
      {mutation.data ? (
        <>
          <Alert tone="warning">{t('staff.keyOnce')}</Alert>
          <p className="mono break secret" aria-label={t('staff.newKey')}>
            {mutation.data.key}
          </p>
          <div className="row row--end">
            <CopyButton text={mutation.data.key} />
            <Button onClick={onClose}>{t('common.close')}</Button>
          </div>
        </>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <SelectField
            label={t('staff.keyOwner')}
            value={login}
            options={logins.map((l) => ({ value: l, label: l }))}
            onChange={(event) => setLogin(event.target.value)}
          />
          <TextField
            label={t('staff.keyName')}
            value={name}
            maxLength={60}
            onChange={(e) => setName(e.target.value)}
          />
          <FormActions error={mutation.error} onCancel={onClose}>
            <Button
              type="submit"
              variant="primary"
              busy={mutation.isPending}
              disabled={!login || !name.trim()}
            >
              {t('staff.issue')}
            </Button>
          </FormActions>
        </form>
      )}
    </Modal>
  );
}

function RevokeKeyDialog({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const mutation = useRevokeApiKey({
    onSuccess: () => {
      toast.show('success', t('staff.keyRevoked'));
      onClose();
    },
  });
  const ok = reason.trim().length >= 3;
  return (
    <Modal open onClose={onClose} title={t('staff.revokeTitle', { name: apiKey.name })}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (ok) mutation.mutate({ id: apiKey.id, reason: reason.trim() });
        }}
      >
        <ReasonField value={reason} onChange={setReason} />
        <FormActions error={mutation.error} onCancel={onClose}>
          <Button type="submit" variant="danger" busy={mutation.isPending} disabled={!ok}>
            {t('staff.confirmRevoke')}
          </Button>
        </FormActions>
      </form>
    </Modal>
  );
}
