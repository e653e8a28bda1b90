import type { MediaPayload } from '@wallet/contract';
import { useTranslation } from '@/lib/translator';
import { safeMediaUrl } from '../lib/chat-messages';

export type ViewImage = (image: { url: string; alt: string }) => void;

/**
 * A 'media' message: an image as a thumbnail that opens the viewer, a video played in place
 * (metadata only until played), any other file as a link. Links not of this site or https are
 * not shown.
 */
export function MediaContent({
  payload,
  who,
  onViewImage,
}: {
  payload: MediaPayload;
  who: string;
  onViewImage: ViewImage;
}) {
  const { t } = useTranslation();
  const url = safeMediaUrl(payload.url);
  const caption = payload.message ? <p className="chat-bubble__text">{payload.message}</p> : null;
  let media;
  if (payload.fileType === 'image') {
    const thumb = safeMediaUrl(payload.thumbUrl) ?? url;
    const alt = t('chat.imageAlt', { who });
    media = thumb ? (
      <button
        type="button"
        className="chat-media__thumb"
        aria-label={t('chat.openImage', { who })}
        onClick={() => onViewImage({ url: url ?? thumb, alt })}
      >
        <img src={thumb} alt={alt} loading="lazy" />
      </button>
    ) : null;
  } else if (payload.fileType === 'video') {
    media = url ? (
      <video
        className="chat-media__video"
        src={url}
        controls
        preload="metadata"
        aria-label={t('chat.videoLabel', { who })}
      />
    ) : null;
  } else {
    media = url ? (
      <a className="chat-media__file" href={url} target="_blank" rel="noopener noreferrer">
        {t('chat.openFile')}
      </a>
    ) : null;
  }
  return (
    <div className="chat-bubble chat-bubble--media">
      {media ?? <p className="chat-bubble__text">{t('chat.mediaUnavailable')}</p>}
      {caption}
    </div>
  );
}
