import { useTranslation } from '@/lib/translator';
import { CopyIcon } from '@/components/ui/icons/icons';
import { useToast } from '@/components/ui/toast/toast-context';

/** Spec §8 copy: success toast "Copied" with the text; failure toast "Failed to copy". */
export function CopyLineId({ lineName }: { lineName: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(lineName);
      toast.show({ tone: 'success', message: t('contact.copied', { text: lineName }) });
    } catch {
      toast.show({ tone: 'danger', message: t('contact.copyFailed') });
    }
  };
  return (
    <div className="contact-card__id">
      <span className="contact-card__id-label">{t('contact.lineId')}</span>
      <span className="contact-card__id-value">{lineName}</span>
      <button
        type="button"
        className="contact-card__copy"
        aria-label={t('contact.copyLabel', { text: lineName })}
        onClick={() => void copy()}
      >
        <CopyIcon size={20} />
      </button>
    </div>
  );
}
