import { settingPermission } from '@wallet/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '@/lib/session';
import { Button } from '@/components/ui/button';
import { DataTable } from '@/components/ui/data-table';
import { TextField } from '@/components/ui/fields';
import { Modal } from '@/components/ui/modal';
import { Page } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { useToast } from '@/components/ui/toast';
import { useSettings } from './api/get-settings';
import { useSetSetting } from './api/set-setting';
import { SettingEditor } from './setting-editor';
import { previewOf } from './value-kind';

type Setting = { key: string; value: unknown; description: string };
const col = createColumnHelper<Setting>();

export function SettingsPage() {
  const { t } = useTranslation();
  const can = useCan();
  const [editing, setEditing] = useState<Setting | null>(null);
  const query = useSettings();
  const columns = useMemo(
    () => [
      col.accessor('key', {
        header: t('settings.key'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      col.accessor((row) => previewOf(row.value), {
        id: 'value',
        header: t('settings.value'),
        cell: (info) => <span className="mono">{info.getValue()}</span>,
      }),
      col.accessor('description', { header: t('settings.description') }),
      col.display({
        id: 'actions',
        header: t('common.actions'),
        enableHiding: false,
        cell: ({ row }) =>
          can(settingPermission(row.original.key)) ? (
            <Button
              size="sm"
              aria-label={`${t('settings.edit')} ${row.original.key}`}
              onClick={() => setEditing(row.original)}
            >
              {t('settings.edit')}
            </Button>
          ) : null,
      }),
    ],
    [t, can],
  );
  return (
    <Page title={t('settings.title')}>
      <QueryState query={query}>
        {(data) => (
          <DataTable<Setting>
            label={t('settings.title')}
            data={data.settings}
            columns={columns}
            getRowId={(row) => row.key}
            pageSize={50}
          />
        )}
      </QueryState>
      {editing ? <EditDialog setting={editing} onClose={() => setEditing(null)} /> : null}
    </Page>
  );
}

function EditDialog({ setting, onClose }: { setting: Setting; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  // issue 11: a setting change says why; the audit log keeps it with the before and after
  const [reason, setReason] = useState('');
  const [reasonShown, setReasonShown] = useState(false);
  const reasonOk = reason.trim().length >= 3;
  const mutation = useSetSetting(setting.key, {
    onSuccess: (saved) => {
      // issue 14: hostile or unknown markup was cleaned out of the HTML: say what
      if (saved.removed?.length) {
        toast.show(
          'info',
          t('settings.savedCleaned', { key: setting.key, removed: saved.removed.join(', ') }),
        );
      } else toast.show('success', t('settings.saved', { key: setting.key }));
      onClose();
    },
  });
  return (
    <Modal open onClose={onClose} title={t('settings.editTitle', { key: setting.key })}>
      <p className="muted">{setting.description}</p>
      <TextField
        label={t('common.reason')}
        hint={t('common.reasonHint')}
        value={reason}
        maxLength={500}
        required
        error={reasonShown && !reasonOk ? t('common.reasonHint') : undefined}
        onChange={(event) => setReason(event.target.value)}
      />
      <SettingEditor
        value={setting.value}
        onSave={(value) => {
          setReasonShown(true);
          if (reasonOk) mutation.mutate({ value, reason: reason.trim() });
        }}
        onCancel={onClose}
        busy={mutation.isPending}
        error={mutation.error}
      />
    </Modal>
  );
}
