import { useTranslation } from 'react-i18next';
import { safeUrl } from '@wallet/web-kit/sanitize';
import { Button } from '@/components/ui/button';

export type ViewState = { zoom: number; rotation: number };
export const INITIAL_VIEW: ViewState = { zoom: 1, rotation: 0 };
export const zoomIn = (v: ViewState): ViewState => ({ ...v, zoom: Math.min(4, v.zoom + 0.25) });
export const zoomOut = (v: ViewState): ViewState => ({ ...v, zoom: Math.max(0.5, v.zoom - 0.25) });
export const rotate = (v: ViewState): ViewState => ({ ...v, rotation: (v.rotation + 90) % 360 });

/** The slip image with zoom and rotate (buttons here, keys in the review pane). */
export function SlipViewer({
  imageUrl,
  view,
  onView,
}: {
  imageUrl: string | null;
  view: ViewState;
  onView: (view: ViewState) => void;
}) {
  const { t } = useTranslation();
  const src = safeUrl(imageUrl);
  return (
    <figure className="slip">
      <div className="slip__tools" role="group" aria-label={t('deposits.slipImage')}>
        <Button size="sm" onClick={() => onView(zoomOut(view))} disabled={!src}>
          {t('deposits.zoomOut')}
        </Button>
        <span className="slip__zoom">{Math.round(view.zoom * 100)}%</span>
        <Button size="sm" onClick={() => onView(zoomIn(view))} disabled={!src}>
          {t('deposits.zoomIn')}
        </Button>
        <Button size="sm" onClick={() => onView(rotate(view))} disabled={!src}>
          {t('deposits.rotate')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onView(INITIAL_VIEW)} disabled={!src}>
          {t('deposits.resetView')}
        </Button>
      </div>
      <div className="slip__frame">
        {src ? (
          <img
            className="slip__image"
            src={src}
            alt={t('deposits.slipImage')}
            style={{ transform: `rotate(${view.rotation}deg) scale(${view.zoom})` }}
          />
        ) : (
          <p className="muted">{t('deposits.noImage')}</p>
        )}
      </div>
    </figure>
  );
}
