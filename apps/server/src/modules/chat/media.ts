import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { CHAT } from '@wallet/contract';
import type { FileStore } from '../../adapters/file-store/interface';
import type { Db } from '../../kernel/db/client';
import { chatFiles } from './tables';
import { AppError } from '../../kernel/lib/app-error';
import type { SignedLinks } from '../../kernel/http/signed-links';
import { chatFileKind } from './file-check';

/** Enough for any phone photo or screenshot; a decompression bomb is refused before decoding. */
export const CHAT_IMAGE_MAX_PIXELS = 40_000_000;
const IMAGE_EDGE = 2048;
const THUMB_EDGE = 320;
/** Images decoded at once (libvips runs off the event loop; this bounds memory). */
const IMAGE_SLOTS = 2;
/** Images waiting for a slot; more are refused with REQUEST_LIMIT, never queued without end. */
const IMAGE_QUEUE = 8;

const VIDEO_TYPES = { mp4: 'video/mp4', mov: 'video/quicktime' } as const;

export interface StoredChatFile {
  path: string;
  url: string;
  thumbUrl?: string;
}

/**
 * Chat photos and videos (issue 12). Kind by content, size by kind (§9: 10 MB images, 20 MB
 * videos). Images are decoded and encoded again by sharp (EXIF orientation applied, metadata
 * dropped, at most 2048 px) with a 320 px thumbnail, so what is served is never the uploaded
 * bytes; videos are checked box by box (file-check.ts) and kept as sent. Bytes go to the FileStore; rows say which
 * conversation may see them; links are signed and short-lived.
 */
export class ChatMedia {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly files: FileStore,
    private readonly links: SignedLinks,
  ) {}

  async store(
    conversationId: number,
    uploadedBy: 'customer' | 'staff',
    data: Buffer,
    expected: 'image' | 'video' | 'any',
  ): Promise<StoredChatFile> {
    const found = chatFileKind(data);
    if (!found || (expected !== 'any' && found.kind !== expected)) {
      throw new AppError('CHAT_FILE_NOT_SUPPORTED', 400);
    }
    const limit = found.kind === 'image' ? CHAT.imageMaxBytes : CHAT.videoMaxBytes;
    if (data.length > limit) throw new AppError('CHAT_FILE_TOO_LARGE', 413);
    const id = randomBytes(16).toString('hex');
    if (found.kind === 'video') {
      const key = `chat/${id}.${found.format}`;
      await this.files.put(key, data, VIDEO_TYPES[found.format]);
      await this.db.insert(chatFiles).values({
        id,
        conversationId,
        uploadedBy,
        kind: 'video',
        contentType: VIDEO_TYPES[found.format],
        bytes: data.length,
        storeKey: key,
      });
      return { path: id, url: this.links.url(id) };
    }
    const { image, thumb, ext, type } = await this.withSlot(() => reencode(data, found.format));
    const key = `chat/${id}.${ext}`;
    const thumbKey = `chat/${id}-t.jpg`;
    await this.files.put(key, image, type);
    await this.files.put(thumbKey, thumb, 'image/jpeg');
    await this.db.insert(chatFiles).values({
      id,
      conversationId,
      uploadedBy,
      kind: 'image',
      contentType: type,
      bytes: image.length,
      storeKey: key,
      thumbKey,
    });
    return { path: id, url: this.links.url(id), thumbUrl: this.links.url(`${id}-t`) };
  }

  /** A file row, if it exists (media messages name one). */
  async file(id: string) {
    if (!/^[0-9a-f]{32}$/.test(id)) return null;
    const [row] = await this.db.select().from(chatFiles).where(eq(chatFiles.id, id));
    return row ?? null;
  }

  /** Fresh signed links for a stored file (history is read long after the upload). */
  linksFor(id: string, hasThumb: boolean): { url: string; thumbUrl?: string } {
    const url = this.links.url(id);
    return hasThumb ? { url, thumbUrl: this.links.url(`${id}-t`) } : { url };
  }

  /** The bytes behind a signed link (`<id>` or `<id>-t` for the thumbnail). */
  async open(name: string): Promise<{ data: Buffer; contentType: string } | null> {
    const thumb = name.endsWith('-t');
    const row = await this.file(thumb ? name.slice(0, -2) : name);
    if (!row) return null;
    const key = thumb ? row.thumbKey : row.storeKey;
    return key ? this.files.get(key) : null;
  }

  private async withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= IMAGE_SLOTS) {
      if (this.waiting.length >= IMAGE_QUEUE) throw new AppError('REQUEST_LIMIT', 429);
      await new Promise<void>((go) => this.waiting.push(go));
    }
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}

async function reencode(data: Buffer, format: 'png' | 'jpeg' | 'gif') {
  const open = () =>
    sharp(data, { limitInputPixels: CHAT_IMAGE_MAX_PIXELS, animated: format === 'gif' });
  try {
    const meta = await open().metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    const resized = open()
      .rotate()
      .resize({ width: IMAGE_EDGE, height: IMAGE_EDGE, fit: 'inside', withoutEnlargement: true });
    const [image, thumb] = await Promise.all([
      format === 'png'
        ? resized.png().toBuffer()
        : format === 'gif'
          ? resized.gif().toBuffer()
          : resized.jpeg({ quality: 85, mozjpeg: true }).toBuffer(),
      sharp(data, { limitInputPixels: CHAT_IMAGE_MAX_PIXELS })
        .rotate()
        .resize({ width: THUMB_EDGE, height: THUMB_EDGE, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 75 })
        .toBuffer(),
    ]);
    const ext = format === 'jpeg' ? 'jpg' : format;
    return { image, thumb, ext, type: `image/${format}` };
  } catch {
    // not decodable, too many pixels, truncated: not an image we can show
    throw new AppError('CHAT_FILE_NOT_SUPPORTED', 400);
  }
}
