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
    const format = isoVideo(data);
    return format ? { kind: 'video', format } : null;
  }
  return null;
}

/**
 * Major brands of the ISO base media files phones and cameras record (ISO/IEC 14496-12 and -14,
 * 3GPP, Apple's QuickTime); anything else (audio-only M4A, HEIF images, made-up brands) is refused.
 */
const VIDEO_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'mmp4',
  'MSNV',
  'dash',
  '3gp4',
  '3gp5',
  '3gp6',
  '3g2a',
  'qt  ',
]);
/** Top-level boxes a recorded or edited MP4/QuickTime file holds (fragmented files included). */
const TOP_LEVEL = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'uuid',
  'meta',
  'pdin',
  'moof',
  'mfra',
  'sidx',
  'styp',
  'prft',
  'emsg',
  'udta',
]);
/** Top-level boxes of little or no binary data: any markup in them is refused. */
const TEXT_SAFE = new Set(['ftyp', 'free', 'skip', 'wide', 'uuid', 'meta', 'pdin', 'udta']);
/** Containers walked inside moov, down to the track's sample table. */
const WALKED = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl']);
/**
 * Markup long enough that compressed media bytes cannot match it by chance (a 4-byte `<svg`
 * would, about once per 16 MB): looked for in the whole file, media data included.
 */
const LONG_MARKUP = ['<script', '<iframe', '<!doctype'].map((m) => Buffer.from(m));

interface Box {
  type: string;
  start: number;
  /** where the payload starts (after the 8- or 16-byte header) */
  body: number;
  end: number;
}

/**
 * Boxes from `from` to `to`, each size + four-letter type, chaining exactly to `to`; null when a
 * size runs past it, falls short of a header, or a type is not printable.
 */
function boxesIn(data: Buffer, from: number, to: number): Box[] | null {
  const list: Box[] = [];
  let at = from;
  while (at < to) {
    if (at + 8 > to) return null;
    let size = data.readUInt32BE(at);
    let body = at + 8;
    const type = data.subarray(at + 4, at + 8).toString('latin1');
    if (!/^[a-zA-Z0-9 ©]{4}$/.test(type)) return null;
    if (size === 1) {
      if (at + 16 > to) return null;
      const big = data.readBigUInt64BE(at + 8);
      if (big > BigInt(to - at)) return null;
      size = Number(big);
      body = at + 16;
    } else if (size === 0) {
      size = to - at; // "to the end": only ever the last box
    }
    if (size < body - at || at + size > to) return null;
    list.push({ type, start: at, body, end: at + size });
    at += size;
  }
  return list;
}

/**
 * MP4 or QuickTime by structure (ISO/IEC 14496-12 §4.2): top-level boxes chain exactly to the end
 * of the file; ftyp comes first with a known major brand; one moov holds an mvhd and at least one
 * trak, each trak a tkhd and an mdia, the containers down to stbl chaining exactly inside their
 * parent; at least one mdat holds the media. No markup outside the media data, and no long markup
 * anywhere (docs/decisions/016).
 */
function isoVideo(data: Buffer): 'mp4' | 'mov' | null {
  const top = boxesIn(data, 0, data.length);
  if (!top || top[0]?.type !== 'ftyp' || top[0].end - top[0].body < 8) return null;
  if (top.some((b) => !TOP_LEVEL.has(b.type))) return null;
  if (top.filter((b) => b.type === 'ftyp').length !== 1) return null;
  const moovs = top.filter((b) => b.type === 'moov');
  if (moovs.length !== 1 || !top.some((b) => b.type === 'mdat')) return null;
  const brand = data.subarray(top[0].body, top[0].body + 4).toString('latin1');
  if (!VIDEO_BRANDS.has(brand)) return null;
  const moov = boxesIn(data, moovs[0]!.body, moovs[0]!.end);
  if (!moov || !moov.some((b) => b.type === 'mvhd')) return null;
  const traks = moov.filter((b) => b.type === 'trak');
  if (traks.length === 0) return null;
  for (const trak of traks) {
    const inner = walk(data, trak);
    if (!inner || !inner.some((b) => b.type === 'tkhd') || !inner.some((b) => b.type === 'mdia')) {
      return null;
    }
  }
  // markup a browser could act on: none in the boxes that carry no binary tables, none long
  // anywhere (moov's sample tables and the media data are binary: short marks would match)
  for (const box of top) {
    if (TEXT_SAFE.has(box.type) && containsMarkup(data.subarray(box.start, box.end), Infinity)) {
      return null;
    }
  }
  if (LONG_MARKUP.some((mark) => indexOfFolded(data, mark) !== -1)) return null;
  return brand === 'qt  ' ? 'mov' : 'mp4';
}

/** A container's children, and theirs when they are containers too; null when any fails to chain. */
function walk(data: Buffer, box: Box, depth = 0): Box[] | null {
  const children = boxesIn(data, box.body, box.end);
  if (!children || depth > 4) return null;
  for (const child of children) {
    if (WALKED.has(child.type) && !walk(data, child, depth + 1)) return null;
  }
  return children;
}

/** Where `mark` (lower case ASCII) first occurs in `data`, ignoring ASCII case; -1 if nowhere. */
function indexOfFolded(data: Buffer, mark: Buffer): number {
  let at = data.indexOf(0x3c); // every mark starts with '<'
  while (at !== -1) {
    if (at + mark.length > data.length) return -1;
    let same = true;
    for (let i = 1; i < mark.length; i += 1) {
      const byte = data[at + i] ?? 0;
      const lower = byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte;
      if (lower !== mark[i]) {
        same = false;
        break;
      }
    }
    if (same) return at;
    at = data.indexOf(0x3c, at + 1);
  }
  return -1;
}

function containsMarkup(whole: Buffer, window = SNIFF_WINDOW): boolean {
  const data = whole.subarray(0, window);
  return MARKUP.some((mark) => indexOfFolded(data, mark) !== -1);
}
