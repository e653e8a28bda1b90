import { useTranslation } from '@/lib/translator';
import { Modal } from '@/components/ui/modal/modal';

/** A chat image at full size in a dialog (Escape, the close button or the backdrop close it). */
export function ImageViewer({
  image,
  onClose,
}: {
  image: { url: string; alt: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={image !== null}
      onClose={onClose}
      title={t('chat.imageViewer')}
      closeLabel={t('common.close')}
      size="media"
    >
      {image ? <img className="chat-viewer__image" src={image.url} alt={image.alt} /> : null}
    </Modal>
  );
}
