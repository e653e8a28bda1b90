import { qrSvg } from '@wallet/web-kit/qr-code';

/** The QR is drawn this many pixels wide: sharp when a banking app reads it from the gallery. */
const QR_PX = 720;
const PAD = 40;
const LINE = 46;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('QR image did not load'));
    image.src = src;
  });
}

/**
 * Issue 13 "deposits a phone can finish": the QR's text (`payload`) as a PNG a phone can keep
 * in its gallery and open in the banking app. The symbol comes from the same encoder as every QR
 * of the app (@wallet/web-kit/qr-code's SVG), drawn on a white canvas with `caption` below it
 * (who is paid, how much). The SVG is read from a blob: URL, which the app's CSP (img-src) allows
 * and which leaves the canvas readable.
 */
export async function qrPng(payload: string, caption: readonly string[] = []): Promise<Blob> {
  // width and height on the root: some browsers draw no SVG without an intrinsic size
  const svg = qrSvg(payload).replace('<svg ', `<svg width="${QR_PX}" height="${QR_PX}" `);
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = QR_PX + PAD * 2;
    canvas.height = QR_PX + PAD * 2 + (caption.length > 0 ? caption.length * LINE + PAD / 2 : 0);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.imageSmoothingEnabled = false;
    context.drawImage(image, PAD, PAD, QR_PX, QR_PX);
    context.fillStyle = '#111111';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.font = '600 32px "Noto Sans Thai", "Noto Sans Lao", system-ui, sans-serif';
    caption.forEach((line, index) => {
      context.fillText(line, canvas.width / 2, QR_PX + PAD * 1.5 + LINE * (index + 0.5), QR_PX);
    });
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('no PNG'))), 'image/png'),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
