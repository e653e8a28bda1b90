/**
 * What an uploaded chat file is, by its bytes (issue 12): PNG, JPEG or GIF images, MP4 or
 * QuickTime videos. The name and the declared type are never trusted. A file that is also
 * something else (a polyglot: markup a browser could run, bytes after an image's end, a video
 * whose boxes do not account for every byte) is refused.
 */
export type ChatFileKind =
  { kind: 'image'; format: 'png' | 'jpeg' | 'gif' } | { kind: 'video'; format: 'mp4' | 'mov' };

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_END = Buffer.from([0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]); // IEND + CRC
/**
 * Markup a browser would act on if it ever sniffed the file as a page. Browsers sniff the first
 * 512 bytes; the first KB is checked (further in, random compressed bytes would match by chance).
 */
const SNIFF_WINDOW = 1024;
const MARKUP = ['<script', '<html', '<svg', '<!doctype', '<?php', '<iframe', '<body'].map((m) =>
  Buffer.from(m),
);

export function chatFileKind(data: Buffer): ChatFileKind | null {
  if (containsMarkup(data)) return null;
  if (data.subarray(0, 8).equals(PNG)) {
    // nothing may follow the IEND chunk
    return data.subarray(-8).equals(PNG_END) ? { kind: 'image', format: 'png' } : null;
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    return { kind: 'image', format: 'jpeg' };
  }
  const head = data.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') {
    return data[data.length - 1] === 0x3b ? { kind: 'image', format: 'gif' } : null;
  }
  if (data.subarray(4, 8).toString('latin1') === 'ftyp') {
    if (!boxesSpanFile(data)) return null;
    const brand = data.subarray(8, 12).toString('latin1');
    return { kind: 'video', format: brand === 'qt  ' ? 'mov' : 'mp4' };
  }
  return null;
}

/** ISO base media (MP4, QuickTime): top-level boxes, each size + 4-letter type, end to end. */
function boxesSpanFile(data: Buffer): boolean {
  let at = 0;
  let boxes = 0;
  while (at < data.length) {
    if (at + 8 > data.length) return false;
    let size = data.readUInt32BE(at);
    const type = data.subarray(at + 4, at + 8).toString('latin1');
    if (!/^[a-zA-Z0-9 ©]{4}$/.test(type)) return false;
    if (size === 1) {
      if (at + 16 > data.length) return false;
      const big = data.readBigUInt64BE(at + 8);
      if (big > BigInt(data.length)) return false;
      size = Number(big);
    } else if (size === 0) {
      size = data.length - at;
    }
    if (size < 8 || at + size > data.length) return false;
    at += size;
    boxes += 1;
  }
  return boxes >= 2;
}

function containsMarkup(whole: Buffer): boolean {
  const data = whole.subarray(0, SNIFF_WINDOW);
  let at = data.indexOf(0x3c); // '<'
  while (at !== -1) {
    for (const mark of MARKUP) {
      if (at + mark.length > data.length) continue;
      let same = true;
      for (let i = 1; i < mark.length; i += 1) {
        const byte = data[at + i] ?? 0;
        const lower = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
        if (lower !== mark[i]) {
          same = false;
          break;
        }
      }
      if (same) return true;
    }
    at = data.indexOf(0x3c, at + 1);
  }
  return false;
}
