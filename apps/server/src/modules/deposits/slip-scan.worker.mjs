// The slip QR scan, run in a worker thread (issue 14: jsQR takes up to seconds of CPU per slip and
// must not hold the request thread). Plain JavaScript on purpose: the server runs through tsx and
// the tests through vitest, and a worker thread given a .ts file loads reliably in neither.
// It receives `{ width, height, data }` (grey, one byte a pixel, data an ArrayBuffer) and answers a
// SlipRead (slip-reader.ts).
import jsQRModule from 'jsqr';
import { slipVerify } from 'promptparse/validate';

// jsqr is a CommonJS bundle: its function is the module itself or its default export
const jsQR = jsQRModule.default ?? jsQRModule;

/** Box-filter downscale by an integer factor. */
function downscale(img, f) {
  const width = Math.floor(img.width / f);
  const height = Math.floor(img.height / f);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < f; dy++) {
          for (let dx = 0; dx < f; dx++) {
            sum += img.data[((y * f + dy) * img.width + (x * f + dx)) * 4 + c];
          }
        }
        out[(y * width + x) * 4 + c] = sum / (f * f);
      }
    }
  }
  return { width, height, data: out };
}

function crop(img, x0, y0, w, h) {
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const start = ((y0 + y) * img.width + x0) * 4;
    out.set(img.data.subarray(start, start + w * 4), y * w * 4);
  }
  return { width: w, height: h, data: out };
}

function scan(img) {
  if (img.width < 21 || img.height < 21) return null;
  const code = jsQR(
    new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    img.width,
    img.height,
    { inversionAttempts: 'dontInvert' },
  );
  return code?.data || null;
}

/**
 * The whole image, half size, then its quarters and halves (a phone screenshot puts the QR in
 * one corner). No QR found: UNSTABLE_REFNO_ON_SLIP; a QR that is not a slip: INVALID_SLIP.
 */
export default function scanSlip({ width, height, data }) {
  // jsQR takes RGBA
  const grey = new Uint8Array(data);
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < grey.length; i++) {
    const g = grey[i];
    rgba[i * 4] = g;
    rgba[i * 4 + 1] = g;
    rgba[i * 4 + 2] = g;
    rgba[i * 4 + 3] = 255;
  }
  const img = { width, height, data: rgba };
  const hw = Math.floor(width / 2);
  const hh = Math.floor(height / 2);
  const attempts = [
    () => img,
    () => downscale(img, 2),
    () => crop(img, hw, hh, width - hw, height - hh),
    () => crop(img, 0, hh, width, height - hh),
    () => crop(img, hw, 0, width - hw, height),
    () => crop(img, 0, 0, width, hh),
  ];
  let payload = null;
  for (const attempt of attempts) {
    payload = scan(attempt());
    if (payload) break;
  }
  if (!payload) return { ok: false, reason: 'UNSTABLE_REFNO_ON_SLIP' };
  const parsed = slipVerify(payload);
  // not a Thai slip: the QR's text goes back, so the server can read it as a BCEL OneProof
  // (integrations/lao-payments.md) for a kip member
  if (!parsed?.sendingBank || !parsed.transRef)
    return { ok: false, reason: 'INVALID_SLIP', payload };
  return { ok: true, sendingBank: parsed.sendingBank, transRef: parsed.transRef, payload };
}
