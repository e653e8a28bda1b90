import { useState } from 'react';
import { useTranslation } from '@/lib/translator';
import { PlayIcon } from '@/components/ui/icons/icons';
import { HowtoPlayer } from './howto-player';
import { HOWTO_VIDEOS, posterSrc, type HowtoVideo } from './howto-videos';
import './howto.css';

export function HowtoList() {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState<HowtoVideo | null>(null);
  return (
    <>
      <ul className="howto-list">
        {HOWTO_VIDEOS.map((video, index) => {
          const title = t(`howto.videos.${video.id}`);
          return (
            <li key={video.id}>
              <button
                type="button"
                className="howto-card"
                aria-haspopup="dialog"
                aria-label={t('howto.watch', { title })}
                onClick={() => setPlaying(video)}
              >
                <img
                  className="howto-card__poster"
                  src={posterSrc(video)}
                  alt=""
                  width={90}
                  height={160}
                />
                <span className="howto-card__body">
                  <span className="howto-card__index" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  <span className="howto-card__title">{title}</span>
                </span>
                <span className="howto-card__play" aria-hidden="true">
                  <PlayIcon size={20} />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <HowtoPlayer video={playing} onClose={() => setPlaying(null)} />
    </>
  );
}
