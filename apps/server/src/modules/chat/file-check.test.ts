import { describe, expect, it } from 'vitest';
import { box, ftyp, moov, mp4 } from '../../test/mp4';
import { chatFileKind } from './file-check';

const html = Buffer.from('<!DOCTYPE html><html><script>alert(document.cookie)</script></html>');

describe('chat video check (box structure)', () => {
  it('takes a well-formed MP4 or QuickTime file, moov before or after mdat', () => {
    expect(chatFileKind(mp4())).toEqual({ kind: 'video', format: 'mp4' });
    expect(chatFileKind(mp4(undefined, 'qt  '))).toEqual({ kind: 'video', format: 'mov' });
    const moovLast = Buffer.concat([
      ftyp('mp42'),
      box('wide'),
      box('mdat', Buffer.alloc(99)),
      moov(2),
    ]);
    expect(chatFileKind(moovLast)).toEqual({ kind: 'video', format: 'mp4' });
  });

  it('refuses what only looks like a video: ftyp and mdat alone, no movie', () => {
    // the "videos": any ftyp + mdat bytes passed
    const fake = Buffer.concat([ftyp(), box('mdat', Buffer.alloc(1024 * 1024, 1))]);
    expect(chatFileKind(fake)).toBeNull();
    expect(chatFileKind(Buffer.concat([ftyp(), moov(0), box('mdat')]))).toBeNull(); // no trak
    const noMvhd = box('moov', box('trak', box('tkhd', Buffer.alloc(84)), box('mdia')));
    expect(chatFileKind(Buffer.concat([ftyp(), noMvhd, box('mdat')]))).toBeNull();
    const trakNoMdia = box('moov', box('mvhd', Buffer.alloc(100)), box('trak', box('tkhd')));
    expect(chatFileKind(Buffer.concat([ftyp(), trakNoMdia, box('mdat')]))).toBeNull();
    expect(chatFileKind(Buffer.concat([ftyp(), moov()]))).toBeNull(); // no mdat
    expect(chatFileKind(Buffer.concat([ftyp(), moov(), moov(), box('mdat')]))).toBeNull();
  });

  it('refuses unknown brands, boxes out of place and sizes that do not chain to the end', () => {
    expect(chatFileKind(mp4(undefined, 'M4A '))).toBeNull(); // audio only
    expect(chatFileKind(mp4(undefined, 'heic'))).toBeNull();
    expect(chatFileKind(Buffer.concat([moov(), ftyp(), box('mdat')]))).toBeNull(); // ftyp not first
    expect(chatFileKind(Buffer.concat([mp4(), box('junk', Buffer.alloc(8))]))).toBeNull();
    expect(chatFileKind(Buffer.concat([mp4(), Buffer.alloc(3)]))).toBeNull(); // trailing bytes
    const short = mp4();
    short.writeUInt32BE(short.readUInt32BE(short.length - 264) + 1, short.length - 264); // mdat too long
    expect(chatFileKind(short)).toBeNull();
    // a child box that runs past its parent
    const broken = Buffer.concat([
      ftyp(),
      box('moov', box('mvhd', Buffer.alloc(100)), Buffer.from([0, 0, 1, 0]), Buffer.from('trak')),
      box('mdat'),
    ]);
    expect(chatFileKind(broken)).toBeNull();
  });

  it('refuses markup: in the media data at 2 KB, or in a box around it', () => {
    // the case: HTML 2 KB in, past the 1 KB a browser sniffs
    const at2k = mp4(Buffer.concat([Buffer.alloc(2048, 0), html]));
    expect(chatFileKind(at2k)).toBeNull();
    const inFree = Buffer.concat([
      ftyp(),
      box('free', Buffer.alloc(2048), Buffer.from('<svg onload=alert(1)>')),
      moov(),
      box('mdat'),
    ]);
    expect(chatFileKind(inFree)).toBeNull();
  });
});
