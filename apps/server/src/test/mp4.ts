/** One ISO base media box: 32-bit size, four-letter type, payload. */
export function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

export const ftyp = (brand = 'isom') =>
  box('ftyp', Buffer.from(brand, 'latin1'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41'));

/** A movie box with one video track, as a phone writes it (tables empty). */
export const moov = (tracks = 1) =>
  box(
    'moov',
    box('mvhd', Buffer.alloc(100)),
    ...Array.from({ length: tracks }, () =>
      box(
        'trak',
        box('tkhd', Buffer.alloc(84)),
        box(
          'mdia',
          box('mdhd', Buffer.alloc(24)),
          box('hdlr', Buffer.alloc(25)),
          box('minf', box('vmhd', Buffer.alloc(12)), box('stbl', box('stsd', Buffer.alloc(8)))),
        ),
      ),
    ),
  );

/** A small well-formed MP4 (or QuickTime with brand `qt  `): ftyp, moov, mdat. */
export const mp4 = (media: Buffer = Buffer.alloc(256, 7), brand = 'isom') =>
  Buffer.concat([ftyp(brand), moov(), box('mdat', media)]);
