import { Piscina } from 'piscina';
import sharp from 'sharp';
import { AppError } from '../../kernel/lib/app-error';

export const SLIP_MAX_BYTES = 10 * 1024 * 1024;
/**
 * Pixel cap: larger images are refused before they are decoded (decompression bombs). 12 MP is
 * more than a phone screenshot needs; 30 MP let one small PNG hold the server (issue 14).
 */
export const SLIP_MAX_PIXELS = 12_000_000;
/** The decoder brings a slip under this size before its QR is scanned. */
const SCAN_MAX_PIXELS = 4_000_000;

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

export type SlipRead =
  | { ok: true; sendingBank: string; transRef: string; payload: string }
  | { ok: false; reason: 'UNSTABLE_REFNO_ON_SLIP' }
  /** A QR that is no Thai slip; its text (a BCEL OneProof, decision 021, or anything else). */
  | { ok: false; reason: 'INVALID_SLIP'; payload?: string };

export interface SlipReaderLimits {
  /** Worker threads scanning (the machine has 2 cores). */
  threads: number;
  /** Reads waiting for a slot; beyond that REQUEST_LIMIT 429. */
  queue: number;
}

/**
 * Reads slips' mini QR codes off the request thread (issue 14: decoding and scanning a large slip
 * on it held every other request for seconds). sharp decodes (libvips, in libuv's thread pool)
 * and brings the image under ~4 MP, in grey; jsQR scans it in a piscina pool of worker threads
 * (slip-scan.worker.mjs). At most threads + 1 reads run at once (one decoding while the threads
 * scan): that bounds memory to a few decoded images and leaves libuv threads for the rest of the
 * server. At most `queue` more wait, holding only their upload. The pool starts with the first
 * read and ends with close() (the app's onClose).
 */
export class SlipReader {
  private pool: Piscina | undefined;
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private closed = false;

  constructor(private readonly limits: SlipReaderLimits = { threads: 2, queue: 16 }) {}

  /**
   * The slip's QR, parsed as a bank slip-verify QR (sending bank, transaction reference). No QR
   * found: UNSTABLE_REFNO_ON_SLIP; a QR that is not a slip: INVALID_SLIP. Throws when the image
   * cannot be decoded, and AppError REQUEST_LIMIT 429 when too many reads are waiting.
   */
  async readSlip(data: Buffer, kind: ImageKind): Promise<SlipRead> {
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 503, 'slip reader closed');
    const slots = this.limits.threads + 1;
    if (this.running >= slots) {
      if (this.waiting.length >= this.limits.queue) {
        throw new AppError('REQUEST_LIMIT', 429, 'slip reads queue full');
      }
      await new Promise<void>((go) => this.waiting.push(go));
    }
    this.running += 1;
    try {
      if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 503, 'slip reader closed');
      const image = await decode(data, kind);
      return await this.scan(image);
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  /** Ends the worker threads; reads after this are refused. */
  async close(): Promise<void> {
    this.closed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private async scan(image: Grey): Promise<SlipRead> {
    // closed while this read decoded: no new pool
    if (this.closed) throw new AppError('SERVICE_UNAVAILABLE', 503, 'slip reader closed');
    this.pool ??= new Piscina({
      filename: new URL('./slip-scan.worker.mjs', import.meta.url).href,
      minThreads: 0,
      maxThreads: this.limits.threads,
      maxQueue: this.limits.queue,
      // threads end after a quiet minute: no resident cost while no slips come
      idleTimeout: 60_000,
    });
    try {
      return (await this.pool.run(image, { transferList: [image.data] })) as SlipRead;
    } catch (error) {
      // not reached while the slots above hold (at most `slots` tasks): kept as a backstop
      if (error instanceof Error && /queue is at limit/i.test(error.message)) {
        throw new AppError('REQUEST_LIMIT', 429, 'slip scan queue full');
      }
      throw error;
    }
  }
}

interface Grey {
  width: number;
  height: number;
  /** One byte a pixel, an ArrayBuffer of its own (transferred to the worker). */
  data: ArrayBuffer;
}

/**
 * Decoded with EXIF orientation applied, brought under SCAN_MAX_PIXELS, as grey bytes: a quarter
 * of RGBA's bytes on the request thread (fewer of its GC pauses under load, issue 14); the worker
 * makes the RGBA jsQR takes.
 */
async function decode(data: Buffer, kind: ImageKind): Promise<Grey> {
  const size = imageSize(data, kind);
  if (!size || size.width < 1 || size.height < 1 || size.width * size.height > SLIP_MAX_PIXELS) {
    throw new Error('size');
  }
  // a square box: the same scale whichever way EXIF turns the image
  const scale = Math.min(1, Math.sqrt(SCAN_MAX_PIXELS / (size.width * size.height)));
  const edge = Math.max(1, Math.floor(Math.max(size.width, size.height) * scale));
  const { data: grey, info } = await sharp(data, { limitInputPixels: SLIP_MAX_PIXELS })
    .rotate()
    .resize({ width: edge, height: edge, fit: 'inside', withoutEnlargement: true })
    // transparent parts white, as a viewer shows them
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`${info.channels} channels`);
  // sharp's buffer cannot be handed to a worker: copy it into one that can (one memcpy)
  const copy = grey.buffer.slice(grey.byteOffset, grey.byteOffset + grey.byteLength);
  return { width: info.width, height: info.height, data: copy };
}
