import { useTranslation } from '@/lib/translator';
import { copyText } from '@wallet/web-kit/clipboard';
import { CopyIcon } from '@/components/ui/icons/icons';
import { useToast } from '@/components/ui/toast/toast-context';

/** Spec §8 copy: a success toast "Copied <text>", or "Failed to copy". */
export function CopyButton({
  text,
  label,
  className = 'icon-action credential__copy',
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const copy = async () => {
    const copied = await copyText(text);
    toast.show(
      copied
        ? { tone: 'success', message: t('common.copied', { text }) }
        : { tone: 'danger', message: t('common.copyFailed') },
    );
  };
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      onClick={() => void copy()}
    >
      <CopyIcon size={20} />
    </button>
  );
}
