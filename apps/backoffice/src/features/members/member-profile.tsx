import { useTranslation } from 'react-i18next';
import { Badge, statusTone } from '@/components/ui/badge';
import { Card } from '@/components/ui/page';
import { QueryState } from '@/components/ui/query-state';
import { formatDateTime } from '@/lib/format';
import { useMemberProfile } from '@/lib/member-queries';

/** Who the member is: name, status, currency and the bank account withdrawals go to. */
export function MemberProfile({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const member = useMemberProfile(phone);
  return (
    <Card title={t('members.profile')}>
      <QueryState query={member}>
        {(m) => (
          <dl className="stats">
            <div>
              <dt>{t('members.name')}</dt>
              <dd>{m.name || t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('members.phone')}</dt>
              <dd className="mono">{m.phone}</dd>
            </div>
            <div>
              <dt>{t('common.status')}</dt>
              <dd>
                <Badge tone={statusTone(m.status)}>
                  {t(`status.${m.status}`, { defaultValue: m.status })}
                </Badge>
              </dd>
            </div>
            <div>
              <dt>{t('members.currency')}</dt>
              <dd>{m.currency}</dd>
            </div>
            <div>
              <dt>{t('members.bankCode')}</dt>
              <dd>{m.bankCode || t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('members.bankAccountNo')}</dt>
              <dd className="mono">{m.bankAccountNo || t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('members.bankAccountName')}</dt>
              <dd>{m.bankAccountName || t('common.none')}</dd>
            </div>
            <div>
              <dt>{t('members.joined')}</dt>
              <dd>{formatDateTime(m.createdAt)}</dd>
            </div>
            <div>
              <dt>{t('members.lastLogin')}</dt>
              <dd>{m.lastLoginAt ? formatDateTime(m.lastLoginAt) : t('members.never')}</dd>
            </div>
          </dl>
        )}
      </QueryState>
    </Card>
  );
}
