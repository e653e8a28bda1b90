import { QR_BANKS, QR_CURRENCY, type Currency, type QrBank } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import type { DepositLookup } from '../api/get-deposit-lookup';
import { QrView } from './qr-view';

/**
 * Spec §2/§4 QR deposit: one view per bank (KBANK, WW, E2P). All three stay mounted (the hidden
 * ones too) so that creating a QR in one makes the others reload. Issue 23 §2: each provider is
 * named as the deposit lookup names it (setting deposit.qrGateways: PromptPay, TrueMoney
 * Wallet…), never by its code, and `maximum` is the largest deposit at once (issue 13).
 */
export function QrDeposit({
  expireMinutes,
  maximum = null,
  gateways = [],
  providers = QR_BANKS,
  quickAmounts = [],
}: {
  expireMinutes?: number;
  maximum?: number | null;
  gateways?: DepositLookup['qrGateways'];
  /** The providers of the wallet's currency (qrProviders), in the lookup's order. */
  providers?: readonly QrBank[];
  /** The server's quick amounts per provider, in the wallet's currency (kip for BCEL). */
  quickAmounts?: DepositLookup['qrQuickAmounts'];
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [chosen, setBank] = useState<QrBank | null>(null);
  const bank = chosen && providers.includes(chosen) ? chosen : (providers[0] ?? 'KBANK');
  const nameOf = (code: QrBank) => gateways.find((g) => g.code === code)?.name ?? code;
  const quickOf = (code: QrBank) => quickAmounts?.find((q) => q.code === code)?.amounts;
  return (
    <div className="qr-deposit">
      <p className="deposit__lead">{t('deposit.qr.intro')}</p>
      <Tabs
        label={t('deposit.qr.banks')}
        idPrefix={idPrefix}
        variant="segments"
        items={providers.map((code) => ({
          id: code,
          label: nameOf(code),
        }))}
        value={bank}
        onChange={setBank}
      />
      {providers.map((code) => (
        <TabPanel key={code} idPrefix={idPrefix} id={code} selected={code === bank}>
          <QrView
            bank={code}
            name={nameOf(code)}
            expireMinutes={expireMinutes}
            maximum={maximum}
            quickAmounts={quickOf(code)}
          />
        </TabPanel>
      ))}
      {QR_CURRENCY[bank] === 'LAK' ? (
        <p className="note note--info">{t('deposit.qr.staffConfirm')}</p>
      ) : null}
      <ul className="deposit__texts">
        <li>
          {expireMinutes
            ? t('deposit.qr.validFor', { minutes: expireMinutes })
            : t('deposit.qr.validFallback')}
        </li>
        <li>{t('deposit.qr.singleUse')}</li>
      </ul>
    </div>
  );
}

/**
 * The QR providers a wallet in `currency` is offered: those the deposit lookup lists (the
 * server answers the member's currency's only), kept to the ones paying in that currency
 * (QR_CURRENCY: a PromptPay QR is baht, a BCEL OnePay QR kip) whatever an older copy sends.
 */
export function qrProviders(
  lookup: Pick<DepositLookup, 'qrGateways'>,
  currency: Currency,
): QrBank[] {
  const listed = lookup.qrGateways?.map((g) => g.code) ?? QR_BANKS;
  return listed.filter((code) => QR_CURRENCY[code] === currency);
}
