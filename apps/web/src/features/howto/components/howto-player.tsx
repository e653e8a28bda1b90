import { useTranslation } from '@/lib/translator';
import { Modal } from '@/components/ui/modal/modal';
import { posterSrc, videoSrc, type HowtoVideo } from './howto-videos';

type HowtoPlayerProps = { video: HowtoVideo | null; onClose: () => void };

/** Plays one how-to video in a modal (spec §2 /howto). */
export function HowtoPlayer({ video, onClose }: HowtoPlayerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={video !== null}
      onClose={onClose}
      title={video ? t(`howto.videos.${video.id}`) : ''}
      closeLabel={t('common.close')}
      size="media"
    >
      {video ? (
        <video
          key={video.id}
          className="howto-player__video"
          src={videoSrc(video)}
          poster={posterSrc(video)}
          controls
          autoPlay
          muted
          playsInline
          preload="auto"
        >
          {t('howto.unsupported')}
        </video>
      ) : null}
    </Modal>
  );
}
