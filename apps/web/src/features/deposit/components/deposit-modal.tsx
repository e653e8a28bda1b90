import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/translator';
import { QueryState } from '@/components/query-state';
import { BankIcon, DepositIcon, LinkIcon, QrIcon } from '@/components/ui/icons/member-icons';
import { DelayedLoader } from '@/components/ui/loader/delayed-loader';
import { Modal } from '@/components/ui/modal/modal';
import { TabPanel, Tabs, type TabItem } from '@/components/ui/tabs/tabs';
import { moneyCurrency } from '@/lib/i18n';
import { useDepositLookup, type DepositLookup } from '../api/get-deposit-lookup';
import { BankTransfer, type RegisteredAccount } from './bank-transfer';
import { ManualDepositForm } from './manual-deposit-form';
import { QrDeposit, qrProviders } from './qr-deposit';
import { WalletLinkForm } from './wallet-link-form';
import './deposit.css';

type Method = 'bank' | 'qr' | 'link' | 'manual';

/**
 * Spec §2 deposit modal: bank transfer (accounts to copy, slip upload), QR per bank, TrueMoney
 * link, and a manual deposit notice on manual-mode sites; each only in the wallet's currency. Closed with `true` when money may have
 * arrived, so the screen reloads the wallet.
 */
export function DepositModal({
  open,
  onClose,
  closedBy,
  deciding = false,
  notice,
  registered,
}: {
  open: boolean;
  /** Issue 26: the member's registered account, shown masked on the bank-transfer tab. */
  registered?: RegisteredAccount | undefined;
  onClose: (deposited: boolean) => void;
  /** Above the methods (issue 15: the offer to set a deposit limit, or what it still allows). */
  notice?: ReactNode;
  /**
   * Shown instead of the methods when deposits are closed (a running bonus must end before the
   * next deposit, BONUS_REMAINING; a break or a self-exclusion, issue 15): the screen that knows
   * why passes what to say.
   */
  closedBy?: ReactNode;
  /** True while the screen re-reads why deposits may be closed: the modal waits for the answer. */
  deciding?: boolean;
}) {
  const { t } = useTranslation();
  const [deposited, setDeposited] = useState(false);
  // decided once per opening, from a fresh answer: a bonus credited a moment ago must close
  // deposits, and a deposit that lands a bonus mid-way (the bonus is credited with it) must
  // keep showing "payment received", not switch to "deposits are closed"
  const [view, setView] = useState<{ open: boolean; decided: boolean; closedBy: ReactNode }>({
    open: false,
    decided: false,
    closedBy: undefined,
  });
  if (view.open !== open) setView({ open, decided: false, closedBy: undefined });
  else if (open && !view.decided && !deciding) setView({ open, decided: true, closedBy });
  const decided = view.open === open && view.decided;
  return (
    <Modal
      open={open}
      onClose={() => {
        onClose(deposited);
        setDeposited(false);
      }}
      title={t('deposit.title')}
      closeLabel={t('common.close')}
    >
      {!decided ? (
        <DelayedLoader active label={t('app.loading')} />
      ) : (
        (view.closedBy ?? (
          <DepositBody
            notice={notice}
            registered={registered}
            onDeposited={() => setDeposited(true)}
          />
        ))
      )}
    </Modal>
  );
}

function DepositBody({
  notice,
  registered,
  onDeposited,
}: {
  notice: ReactNode;
  registered: RegisteredAccount | undefined;
  onDeposited: () => void;
}) {
  const { t } = useTranslation();
  const lookup = useDepositLookup();
  if (!lookup.data) {
    return (
      <QueryState
        isPending={lookup.isPending}
        error={lookup.error}
        onRetry={() => void lookup.refetch()}
      />
    );
  }
  return (
    <>
      {notice}
      <DepositMethods
        lookup={lookup.data}
        registered={registered}
        onDeposited={onDeposited}
        label={t('deposit.methods')}
      />
    </>
  );
}

function DepositMethods({
  lookup,
  registered,
  onDeposited,
  label,
}: {
  lookup: DepositLookup;
  registered: RegisteredAccount | undefined;
  onDeposited: () => void;
  label: string;
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [method, setMethod] = useState<Method>('bank');
  // only the methods of the member's currency (the lookup answers theirs): a kip wallet gets no
  // TrueMoney link (a Thai baht method) and only the QR providers that pay in kip
  const currency = lookup.currency ?? moneyCurrency();
  const providers = qrProviders(lookup, currency);
  const link = currency === 'BAHT';
  const items: TabItem<Method>[] = [
    { id: 'bank', label: t('deposit.tabs.bank'), icon: <BankIcon size={18} /> },
    ...(providers.length > 0
      ? [{ id: 'qr' as const, label: t('deposit.tabs.qr'), icon: <QrIcon size={18} /> }]
      : []),
    ...(link
      ? [{ id: 'link' as const, label: t('deposit.tabs.link'), icon: <LinkIcon size={18} /> }]
      : []),
    ...(lookup.isManual
      ? [
          {
            id: 'manual' as const,
            label: t('deposit.tabs.manual'),
            icon: <DepositIcon size={18} />,
          },
        ]
      : []),
  ];
  return (
    <div className="deposit">
      <Tabs label={label} idPrefix={idPrefix} items={items} value={method} onChange={setMethod} />
      <TabPanel idPrefix={idPrefix} id="bank" selected={method === 'bank'}>
        <BankTransfer lookup={lookup} currency={currency} registered={registered} />
      </TabPanel>
      {providers.length > 0 ? (
        <TabPanel idPrefix={idPrefix} id="qr" selected={method === 'qr'}>
          {/* mounted only when chosen: opening it asks each bank for its live QR */}
          {method === 'qr' ? (
            <QrDeposit
              expireMinutes={lookup.qrExpireMinutes}
              maximum={lookup.maximumDeposit}
              gateways={lookup.qrGateways}
              providers={providers}
              quickAmounts={lookup.qrQuickAmounts}
            />
          ) : null}
        </TabPanel>
      ) : null}
      {link ? (
        <TabPanel idPrefix={idPrefix} id="link" selected={method === 'link'}>
          <WalletLinkForm truelinkKey={lookup.truelinkKey} onSent={onDeposited} />
        </TabPanel>
      ) : null}
      {lookup.isManual ? (
        <TabPanel idPrefix={idPrefix} id="manual" selected={method === 'manual'}>
          <ManualDepositForm
            minimum={lookup.minimumDeposit}
            maximum={lookup.maximumDeposit}
            onSent={onDeposited}
          />
        </TabPanel>
      ) : null}
    </div>
  );
}
