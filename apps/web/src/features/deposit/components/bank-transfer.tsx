import { formatBankAccountNo, type Currency, type DepositBankAccount } from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { bankDisplayName, currencyName } from '@/lib/bank-names';
import { useLocale } from '@/lib/i18n';
import type { DepositLookup } from '../api/get-deposit-lookup';
import { SlipUpload } from './slip-upload';

/** Spec §2/§9: the site's accounts with copy buttons and their mode, the minimum, the slip. */
export function BankTransfer({
  lookup,
  currency = 'BAHT',
}: {
  lookup: DepositLookup;
  /** The wallet's currency: a kip wallet uploads its BCEL One receipt. */
  currency?: Currency;
}) {
  const { t } = useTranslation();
  return (
    <div className="deposit-section">
      <p className="deposit__lead">{t('deposit.bank.intro')}</p>
      <p className="deposit__minimum">
        {t('deposit.minimum', { amount: formatAmount(lookup.minimumDeposit) })}
      </p>
      {lookup.banks.length === 0 ? (
        <p className="note note--warn">{t('deposit.noAccounts')}</p>
      ) : (
        <ul className="deposit-accounts">
          {lookup.banks.map((account) => (
            <DepositAccount
              key={`${account.bankCode}-${account.bankAccountNo}`}
              account={account}
            />
          ))}
        </ul>
      )}
      {lookup.wallets.length > 0 ? (
        <section aria-labelledby="deposit-wallets">
          <h3 className="deposit__subtitle" id="deposit-wallets">
            {t('deposit.bank.wallets')}
          </h3>
          <ul className="deposit-accounts">
            {lookup.wallets.map((wallet) => (
              <li className="deposit-account" key={wallet.walletAccountNo}>
                <p className="deposit-account__bank">{wallet.walletAccountName}</p>
                <div className="deposit-account__row">
                  <p className="deposit-account__number">{wallet.walletAccountNo}</p>
                  <CopyButton
                    text={wallet.walletAccountNo}
                    label={t('deposit.bank.copyNo', { number: wallet.walletAccountNo })}
                    className="icon-action deposit-account__copy"
                  />
                </div>
                <ModeNote mode={wallet.mode} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <SlipUpload oneProof={currency === 'LAK'} />
    </div>
  );
}

/** Issue 13: the bank and currency named in the member's language (lib/bank-names), not coded. */
function DepositAccount({ account }: { account: DepositBankAccount }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const bankName = bankDisplayName(account.bankCode, account.bank, locale);
  const number = formatBankAccountNo(account.bankAccountNo);
  return (
    <li className="deposit-account">
      <p className="deposit-account__bank">
        {bankName}
        {account.currency ? (
          <span className="deposit-account__currency">
            {' · '}
            {currencyName(account.currency, locale)}
          </span>
        ) : null}
      </p>
      <div className="deposit-account__row">
        <div>
          <p className="deposit-account__label">{t('deposit.bank.accountNo')}</p>
          <p className="deposit-account__number">{number}</p>
        </div>
        <CopyButton
          text={account.bankAccountNo}
          label={t('deposit.bank.copyNo', { number })}
          className="icon-action deposit-account__copy"
        />
      </div>
      <div className="deposit-account__row">
        <div>
          <p className="deposit-account__label">{t('deposit.bank.accountName')}</p>
          <p className="deposit-account__name">{account.bankAccountName}</p>
        </div>
        <CopyButton
          text={account.bankAccountName}
          label={t('deposit.bank.copyName')}
          className="icon-action deposit-account__copy"
        />
      </div>
      <ModeNote mode={account.mode} />
    </li>
  );
}

/** Spec §9: AUTO accounts are credited within 1 minute; the others are checked by staff. */
function ModeNote({ mode }: { mode: string }) {
  const { t } = useTranslation();
  const auto = mode.toUpperCase() === 'AUTO';
  return (
    <p className={`deposit-account__mode deposit-account__mode--${auto ? 'auto' : 'manual'}`}>
      {auto ? t('deposit.bank.auto') : t('deposit.bank.manual')}
    </p>
  );
}
