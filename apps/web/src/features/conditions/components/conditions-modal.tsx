import { useTranslation } from '@/lib/translator';
import { Modal } from '@/components/ui/modal/modal';
import { QueryState } from '@/components/query-state';
import { SafeHtml } from '@/components/safe-html';
import { useConditions } from '../api/get-conditions';
import './conditions-modal.css';

type ConditionsModalProps = { open: boolean; onClose: () => void };

/** Spec §2 member menu: the bonus conditions, each item server HTML (sanitized). */
export function ConditionsModal({ open, onClose }: ConditionsModalProps) {
  const { t } = useTranslation();
  const conditions = useConditions({ enabled: open });
  const items = conditions.data?.conditions;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('conditions.title')}
      closeLabel={t('common.close')}
    >
      {!items ? (
        <QueryState
          isPending={conditions.isPending}
          error={conditions.error}
          onRetry={() => void conditions.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="conditions__empty">{t('conditions.empty')}</p>
      ) : (
        <ol className="conditions__list">
          {items.map((html, index) => (
            <SafeHtml key={index} as="li" html={html} className="rich-text" />
          ))}
        </ol>
      )}
    </Modal>
  );
}
