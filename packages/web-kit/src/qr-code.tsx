import { create } from 'qrcode';
import { useMemo } from 'react';

/** Modules of light margin around the code (the quiet zone scanners need). */
const QUIET = 4;

/**
 * The QR symbol of `text` as an SVG document: one path of dark modules on white, in module
 * units (sharp at any size). Built from the encoder's matrix, no markup from elsewhere.
 */
export function qrSvg(text: string): string {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const size = modules.size + QUIET * 2;
  let path = '';
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" ` +
    `shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/>` +
    `<path fill="#000" d="${path}"/></svg>`
  );
}

/**
 * A QR code of `text` as an image (a data: URL of the SVG), so it carries alt text and can be
 * long-pressed to save or share like any picture. It brings no style sheet: each app styles
 * `.qr-code` its own way (the member app's qr-code.css, the back-office's index.css).
 */
export function QrCode({ text, alt, size = 200 }: { text: string; alt: string; size?: number }) {
  const src = useMemo(() => `data:image/svg+xml,${encodeURIComponent(qrSvg(text))}`, [text]);
  return <img className="qr-code" src={src} alt={alt} width={size} height={size} />;
}
