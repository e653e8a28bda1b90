import {
  formatBankAccountNo,
  type Currency,
  type DepositBankAccount,
  type Locale,
  type WalletResponse,
} from '@wallet/contract';
import { formatAmount } from '@/lib/money';
import { useTranslation } from '@/lib/translator';
import { CopyButton } from '@/components/ui/copy-button/copy-button';
import { bankDisplayName, bankName, currencyName } from '@/lib/bank-names';
import { useLocale } from '@/lib/i18n';
import type { DepositLookup } from '../api/get-deposit-lookup';
import { useBankTransferWatch } from '../hooks/use-bank-transfer-watch';
import { SlipUpload } from './slip-upload';

/** The member's registered bank account (GET /api/wallet's bankAccount, from their profile). */
export type RegisteredAccount = Pick<
  WalletResponse['bankAccount'],
  'bank' | 'bankCode' | 'bankAccountNo'
>;

/**
 * Issue 26: the member's own account number with only its last 4 digits shown, grouped as the
 * app shows account numbers (3-3-4): 1234567890 → xxx-xxx-7890.
 */
export function maskAccountNo(accountNo: string): string {
  const digits = accountNo.replace(/\D/g, '');
  if (digits.length <= 4) return digits;
  const masked = 'x'.repeat(digits.length - 4) + digits.slice(-4);
  return digits.length === 10
    ? `${masked.slice(0, 3)}-${masked.slice(3, 6)}-${masked.slice(6)}`
    : masked;
}

/** "KBank xxx-xxx-4417": the bank as members call it, the number masked. */
function ownAccount(account: RegisteredAccount, locale: Locale): string {
  const bank =
    bankName(account.bankCode, locale, { short: true }) ??
    bankDisplayName(account.bankCode, account.bank, locale);
  return `${bank} ${maskAccountNo(account.bankAccountNo)}`;
}

const isAuto = (mode: string) => mode.toUpperCase() === 'AUTO';

/**
 * Spec §2/§9: the site's accounts with copy buttons and their mode, the minimum, the slip.
 * Issue 26: the server credits a transfer to an AUTO account by itself (modules/bank-feed) when
 * the bank's text shows the member's registered account as the payer (its bank and visible
 * digits, exactly one member matching, the text fresh): the tab says to transfer from that
 * account, shown masked, and that another account's transfer needs the slip. Only baht wallets
 * are matched that way; a kip wallet's AUTO accounts keep the slip text.
 */
export function BankTransfer({
  lookup,
  currency = 'BAHT',
  registered,
}: {
  lookup: DepositLookup;
  /** The wallet's currency: a kip wallet uploads its BCEL One receipt. */
  currency?: Currency;
  /** The member's registered account, when the wallet answer is there. */
  registered?: RegisteredAccount | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const matched = currency === 'BAHT';
  const auto = matched && lookup.banks.some((account) => isAuto(account.mode));
  // issue 26: home shows an automatic credit within 2 s (the wallet read every 2 s for a while)
  useBankTransferWatch(auto);
  const own = registered ? ownAccount(registered, locale) : null;
  return (
    <div className="deposit-section">
      <p className="deposit__lead">{t('deposit.bank.intro')}</p>
      <p className="deposit__minimum">
        {t('deposit.minimum', { amount: formatAmount(lookup.minimumDeposit) })}
      </p>
      {auto ? (
        <div className="note note--info deposit__auto">
          {own ? (
            <p className="deposit__own">{t('deposit.bank.registered', { account: own })}</p>
          ) : null}
          <p>{t('deposit.bank.autoFrom')}</p>
          <p>{t('deposit.bank.autoOther')}</p>
        </div>
      ) : null}
      {lookup.banks.length === 0 ? (
        <p className="note note--warn">{t('deposit.noAccounts')}</p>
      ) : (
        <ul className="deposit-accounts">
          {lookup.banks.map((account) => (
            <DepositAccount
              key={`${account.bankCode}-${account.bankAccountNo}`}
              account={account}
              matched={matched}
              checkedAtOnce={lookup.slipsCheckedAtOnce === true}
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
                <ModeNote mode={wallet.mode} matched={false} />
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
function DepositAccount({
  account,
  matched,
  checkedAtOnce,
}: {
  account: DepositBankAccount;
  /** Whether the server matches this wallet's transfers to the payer (baht wallets). */
  matched: boolean;
  /** Whether a slip service checks this currency's slips at upload (lookup). */
  checkedAtOnce: boolean;
}) {
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
      <ModeNote mode={account.mode} matched={matched} checkedAtOnce={checkedAtOnce} />
    </li>
  );
}

/**
 * Spec §9: AUTO accounts are credited within 1 minute (issue 26: a baht wallet's transfer from
 * its registered account, matched by the server; otherwise the checked slip credits it); the
 * others are checked by staff, unless a slip service checks the slip at upload (issue 28).
 */
function ModeNote({
  mode,
  matched,
  checkedAtOnce = false,
}: {
  mode: string;
  matched: boolean;
  checkedAtOnce?: boolean;
}) {
  const { t } = useTranslation();
  const auto = isAuto(mode);
  return (
    <p className={`deposit-account__mode deposit-account__mode--${auto ? 'auto' : 'manual'}`}>
      {!auto
        ? t(checkedAtOnce ? 'deposit.bank.manualChecked' : 'deposit.bank.manual')
        : matched
          ? t('deposit.bank.autoNote')
          : t('deposit.bank.auto')}
    </p>
  );
}
