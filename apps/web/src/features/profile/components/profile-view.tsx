import { formatBankAccountNo } from '@wallet/contract';
import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { TextField } from '@/components/ui/form/text-field';
import { EditIcon, LockIcon } from '@/components/ui/icons/member-icons';
import { useLocale } from '@/lib/i18n';
import { useDateFormat } from '@/lib/format-date';
import { useProfile } from '../api/get-profile';
import { BankNameModal } from './bank-name-modal';
import { ChangePasswordModal } from './change-password-modal';
import './profile.css';

type Dialog = 'password' | 'bankName' | null;

/** Spec §2 /user/profile: who the member is, the bank account, password and name changes. */
export function ProfileView() {
  const { t } = useTranslation();
  const { formatDateTime } = useDateFormat();
  const locale = useLocale();
  const profile = useProfile();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  if (!profile.data) {
    return (
      <QueryState
        isPending={profile.isPending}
        error={profile.error}
        onRetry={() => void profile.refetch()}
      />
    );
  }
  const { profile: member, bankAccount } = profile.data;
  const { bank } = bankAccount;

  return (
    <div className="profile">
      <section className="profile-card">
        <span className="profile-card__avatar" aria-hidden="true">
          {member.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div className="profile-card__who">
          <p className="profile-card__name">{member.name}</p>
          <dl className="profile-card__meta">
            <div>
              <dt>{t('profile.memberId')}</dt>
              <dd>{member._id}</dd>
            </div>
            <div>
              <dt>{t('profile.createdAt')}</dt>
              <dd>{formatDateTime(member.createdAt)}</dd>
            </div>
          </dl>
        </div>
        <button
          type="button"
          className="icon-action profile-card__lock"
          aria-label={t('profile.changePassword')}
          title={t('profile.changePassword')}
          aria-haspopup="dialog"
          onClick={() => setDialog('password')}
        >
          <LockIcon size={20} />
        </button>
      </section>

      <section className="profile-section" aria-labelledby="profile-account">
        <h2 id="profile-account" className="profile-section__title">
          {t('profile.account')}
        </h2>
        <TextField label={t('profile.username')} value={member.username} readOnly name="username" />
      </section>

      <section className="profile-section" aria-labelledby="profile-bank">
        <h2 id="profile-bank" className="profile-section__title">
          {t('profile.bankAccount')}
        </h2>
        <dl className="profile-list">
          <div className="profile-list__row">
            <dt>{t('profile.bankName')}</dt>
            <dd>
              {bank.nameTH}
              {locale !== 'th' && bank.nameEN ? (
                <span className="profile-list__sub">{bank.nameEN}</span>
              ) : null}
            </dd>
          </div>
          <div className="profile-list__row">
            <dt>{t('profile.accountName')}</dt>
            <dd className="profile-list__with-action">
              <span>{bankAccount.bankAccountName}</span>
              <button
                type="button"
                className="profile-list__edit"
                aria-label={t('profile.editBankName')}
                title={t('profile.editBankName')}
                aria-haspopup="dialog"
                onClick={() => setDialog('bankName')}
              >
                <EditIcon size={18} />
              </button>
            </dd>
          </div>
          <div className="profile-list__row">
            <dt>{t('profile.accountNo')}</dt>
            <dd className="profile-list__number">
              {formatBankAccountNo(bankAccount.bankAccountNo)}
            </dd>
          </div>
        </dl>
      </section>

      <ChangePasswordModal open={dialog === 'password'} onClose={close} />
      <BankNameModal open={dialog === 'bankName'} bankAccount={bankAccount} onClose={close} />
    </div>
  );
}
