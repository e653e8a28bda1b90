import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/generate';
import QRCode from 'qrcode';
import { encode, withCrc } from '../adapters/lao-payments/emvco';

// Test images (server tests and browser tests): no test-runner imports here.

/**
 * A slip-like PNG: a white 600×900 page with a real bank slip-verify mini QR (promptparse's
 * generator) in its lower right corner, as a banking app's e-slip has.
 */
export function slipImage(sendingBank: string, transRef: string): Promise<Buffer> {
  return qrImage(slipPayload(sendingBank, transRef));
}

/** The mini QR's payload `slipImage` draws (what a slip check service is asked about). */
export function slipPayload(sendingBank: string, transRef: string): string {
  return slipVerify({ sendingBank, transRef });
}

/** A receipt-like white 600×900 PNG with `payload` as a QR code in its lower right corner. */
export async function qrImage(payload: string): Promise<Buffer> {
  const qr = PNG.sync.read(await QRCode.toBuffer(payload, { type: 'png', scale: 4 }));
  const page = new PNG({ width: 600, height: 900 });
  page.data.fill(255);
  PNG.bitblt(qr, page, 0, 0, qr.width, qr.height, 600 - qr.width - 30, 900 - qr.height - 30);
  return PNG.sync.write(page);
}

/** The QR of a BCEL One receipt ("OneProof": tag 33 BCEL, type, ticket, reference). */
export function oneProofPayload(ticket: string, fccref: string): string {
  return withCrc(
    encode([
      ['00', '01'],
      ['01', '11'],
      [
        '33',
        [
          ['00', 'BCEL'],
          ['01', 'ONEPROOF'],
          ['02', 'TRANSFER'],
          ['03', ticket],
          ['04', fccref],
        ],
      ],
      ['53', '418'],
      ['58', 'LA'],
    ]),
    { padded: true },
  );
}

/** A plain white PNG without any QR code. */
export function blankImage(width = 200, height = 300): Buffer {
  const png = new PNG({ width, height });
  png.data.fill(255);
  return PNG.sync.write(png);
}
