import { QR_BANKS, type QrBank } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
}: {
  expireMinutes?: number;
  maximum?: number | null;
  gateways?: DepositLookup['qrGateways'];
}) {
  const { t } = useTranslation();
  const idPrefix = useId();
  const [bank, setBank] = useState<QrBank>('KBANK');
  const nameOf = (code: QrBank) => gateways.find((g) => g.code === code)?.name ?? code;
  return (
    <div className="qr-deposit">
      <p className="deposit__lead">{t('deposit.qr.intro')}</p>
      <Tabs
        label={t('deposit.qr.banks')}
        idPrefix={idPrefix}
        variant="segments"
        items={QR_BANKS.map((code) => ({
          id: code,
          label: nameOf(code),
        }))}
        value={bank}
        onChange={setBank}
      />
      {QR_BANKS.map((code) => (
        <TabPanel key={code} idPrefix={idPrefix} id={code} selected={code === bank}>
          <QrView bank={code} name={nameOf(code)} expireMinutes={expireMinutes} maximum={maximum} />
        </TabPanel>
      ))}
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
