import { QR_BANKS, type QrBank } from '@wallet/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabPanel, Tabs } from '@/components/ui/tabs/tabs';
import { bankName } from '@/lib/bank-names';
import { useLocale } from '@/lib/i18n';
import { QrView } from './qr-view';

/**
 * Spec §2/§4 QR deposit: one view per bank (KBANK, WW, E2P). All three stay mounted (the hidden
 * ones too) so that creating a QR in one makes the others reload. Issue 13: a bank is named as
 * members call it (lib/bank-names; a payment gateway keeps its code), and `maximum` is the
 * largest deposit at once.
 */
export function QrDeposit({
  expireMinutes,
  maximum = null,
}: {
  expireMinutes?: number;
  maximum?: number | null;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const idPrefix = useId();
  const [bank, setBank] = useState<QrBank>('KBANK');
  return (
    <div className="qr-deposit">
      <p className="deposit__lead">{t('deposit.qr.intro')}</p>
      <Tabs
        label={t('deposit.qr.banks')}
        idPrefix={idPrefix}
        variant="segments"
        items={QR_BANKS.map((code) => ({
          id: code,
          label: bankName(code, locale, { short: true }) ?? code,
        }))}
        value={bank}
        onChange={setBank}
      />
      {QR_BANKS.map((code) => (
        <TabPanel key={code} idPrefix={idPrefix} id={code} selected={code === bank}>
          <QrView bank={code} expireMinutes={expireMinutes} maximum={maximum} />
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
