import { AGREEMENT_MODAL_DELAY_MS } from '@wallet/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { SafeHtml } from '@/components/safe-html';
import { storage } from '@/lib/storage';
import { useAgreements } from '../api/get-agreements';

/**
 * Spec §2: the agreement modal opens AGREEMENT_MODAL_DELAY_MS after a member screen loads,
 * unless it was accepted (remembered as `remember-agreement`, cleared at logout). While `held`
 * (another dialog must be dealt with first) it waits.
 */
export function AgreementModal({ held = false }: { held?: boolean }) {
  const { t } = useTranslation();
  const [accepted] = useState(() => storage.hasAcceptedAgreement());
  const [due, setDue] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const agreements = useAgreements({ enabled: !accepted });

  useEffect(() => {
    if (accepted) return;
    const timer = setTimeout(() => setDue(true), AGREEMENT_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [accepted]);

  const items = agreements.data?.agreements ?? [];
  const accept = () => {
    storage.acceptAgreement();
    setDismissed(true);
  };

  return (
    <Modal
      open={due && !held && !dismissed && items.length > 0}
      onClose={() => setDismissed(true)}
      title={t('agreement.title')}
      closeLabel={t('common.close')}
      footer={
        <Button onClick={accept} block data-autofocus>
          {t('agreement.accept')}
        </Button>
      }
    >
      {items.map((html, index) => (
        <SafeHtml key={index} html={html} className="rich-text" />
      ))}
    </Modal>
  );
}
