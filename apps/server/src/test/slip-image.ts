import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';

// Test images (server tests and browser tests): no test-runner imports here.

/**
 * A slip-like PNG: a white 600×900 page with a real bank slip-verify mini QR (promptparse's
 * generator) in its lower right corner, as a banking app's e-slip has.
 */
export async function slipImage(sendingBank: string, transRef: string): Promise<Buffer> {
  const qr = PNG.sync.read(
    await QRCode.toBuffer(slipVerify({ sendingBank, transRef }), { type: 'png', scale: 4 }),
  );
  const page = new PNG({ width: 600, height: 900 });
  page.data.fill(255);
  PNG.bitblt(qr, page, 0, 0, qr.width, qr.height, 600 - qr.width - 30, 900 - qr.height - 30);
  return PNG.sync.write(page);
}

/** A plain white PNG without any QR code. */
export function blankImage(width = 200, height = 300): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}
