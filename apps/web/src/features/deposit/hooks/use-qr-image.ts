import { useEffect, useState } from 'react';
import { qrPng } from '../components/qr-image';

export type QrImage = {
  /** A blob: URL of the PNG, for a download link (revoked when the QR changes or goes). */
  url: string;
  file: File;
  /** Whether this browser can share the PNG as a file (Web Share API level 2). */
  canShare: boolean;
};

function shareable(file: File): boolean {
  try {
    return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
  } catch {
    return false;
  }
}

/**
 * Issue 13: the PNG of a live QR, made as soon as it shows, so "Save QR image" is a plain link
 * and "Share" can call navigator.share inside the tap (browsers allow it only there). Null while
 * it is made, without a payload, or where the browser cannot draw it (the buttons stay hidden).
 */
export function useQrImage(
  payload: string | null,
  fileName: string,
  /** Lines printed under the QR, one per line break. */
  caption: string,
): QrImage | null {
  const [image, setImage] = useState<{ key: string; value: QrImage } | null>(null);
  const key = payload ? JSON.stringify([payload, fileName, caption]) : null;

  useEffect(() => {
    if (!payload) return;
    const made = JSON.stringify([payload, fileName, caption]);
    let alive = true;
    let url: string | null = null;
    qrPng(payload, caption ? caption.split('\n') : [])
      .then((blob) => {
        if (!alive) return;
        url = URL.createObjectURL(blob);
        const file = new File([blob], fileName, { type: 'image/png' });
        setImage({ key: made, value: { url, file, canShare: shareable(file) } });
      })
      .catch(() => {
        // no canvas here: the QR on screen still works; save and share stay hidden
      });
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [payload, fileName, caption]);

  return image && image.key === key ? image.value : null;
}
