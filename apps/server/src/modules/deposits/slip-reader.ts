import jpeg from 'jpeg-js';
import jsQRModule from 'jsqr';
import { PNG } from 'pngjs';
import { slipVerify } from 'promptparse/validate';

// jsqr is a CommonJS bundle: its function is the module itself or its default export
const jsQR = ((jsQRModule as unknown as { default?: typeof jsQRModule }).default ??
  jsQRModule) as typeof jsQRModule;

export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
/** Pixel cap: larger images are refused before they are decoded (decompression bombs). */
export const SLIP_MAX_PIXELS = 30_000_000;

export type ImageKind = 'png' | 'jpeg';

/** The type by content (magic bytes), never by name or declared type. */
export function imageKind(data: Buffer): ImageKind | null {
  if (data.length >= 24 && data.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex'))) {
    return 'png';
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  return null;
}

/** Width and height from the header, without decoding (null: not a well-formed header). */
export function imageSize(data: Buffer, kind: ImageKind): { width: number; height: number } | null {
  if (kind === 'png') {
    if (data.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) };
  }
  let i = 2;
  while (i + 9 < data.length) {
    if (data[i] !== 0xff) return null;
    const marker = data[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    const length = data.readUInt16BE(i + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

function decode(data: Buffer, kind: ImageKind): Rgba {
  if (kind === 'png') {
    const png = PNG.sync.read(data);
    return { width: png.width, height: png.height, data: png.data };
  }
  const img = jpeg.decode(data, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: SLIP_MAX_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 512,
  });
  return { width: img.width, height: img.height, data: img.data };
}

/** Box-filter downscale by an integer factor. */
function downscale(img: Rgba, f: number): Rgba {
  const width = Math.floor(img.width / f);
  const height = Math.floor(img.height / f);
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      for (let c = 0; c < 4; c++) {
        let sum = 0;
        for (let dy = 0; dy < f; dy++) {
          for (let dx = 0; dx < f; dx++) {
            sum += img.data[((y * f + dy) * img.width + (x * f + dx)) * 4 + c]!;
          }
        }
        out[(y * width + x) * 4 + c] = sum / (f * f);
      }
    }
  }
  return { width, height, data: out };
}

function crop(img: Rgba, x0: number, y0: number, w: number, h: number): Rgba {
  const out = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y++) {
    const start = ((y0 + y) * img.width + x0) * 4;
    out.set(img.data.subarray(start, start + w * 4), y * w * 4);
  }
  return { width: w, height: h, data: out };
}

function scan(img: Rgba): string | null {
  if (img.width < 21 || img.height < 21) return null;
  const code = jsQR(
    new Uint8ClampedArray(img.data.buffer, img.data.byteOffset, img.data.byteLength),
    img.width,
    img.height,
    { inversionAttempts: 'dontInvert' },
  );
  return code?.data || null;
}

export type SlipRead =
  | { ok: true; sendingBank: string; transRef: string; payload: string }
  | { ok: false; reason: 'UNSTABLE_REFNO_ON_SLIP' | 'INVALID_SLIP' };

/**
 * Reads a slip's mini QR: the whole image (brought under ~4 MP), half size, then its quarters
 * and halves (a phone screenshot puts the QR in one corner). The payload is parsed as a bank
 * slip-verify QR (sending bank, transaction reference). No QR found: UNSTABLE_REFNO_ON_SLIP;
 * a QR that is not a slip: INVALID_SLIP.
 */
export function readSlip(data: Buffer, kind: ImageKind): SlipRead {
  let img = decode(data, kind);
  while (img.width * img.height > 4_000_000) img = downscale(img, 2);
  const { width: w, height: h } = img;
  const hw = Math.floor(w / 2);
  const hh = Math.floor(h / 2);
  const attempts: (() => Rgba)[] = [
    () => img,
    () => downscale(img, 2),
    () => crop(img, hw, hh, w - hw, h - hh),
    () => crop(img, 0, hh, w, h - hh),
    () => crop(img, hw, 0, w - hw, h),
    () => crop(img, 0, 0, w, hh),
  ];
  let payload: string | null = null;
  for (const attempt of attempts) {
    payload = scan(attempt());
    if (payload) break;
  }
  if (!payload) return { ok: false, reason: 'UNSTABLE_REFNO_ON_SLIP' };
  const parsed = slipVerify(payload);
  if (!parsed?.sendingBank || !parsed.transRef) return { ok: false, reason: 'INVALID_SLIP' };
  return { ok: true, sendingBank: parsed.sendingBank, transRef: parsed.transRef, payload };
}
