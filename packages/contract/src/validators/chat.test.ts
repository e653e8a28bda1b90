import { describe, expect, it } from 'vitest';
import { chatFileKind, validateChatFile, validateChatText } from './chat';

const MB = 1024 * 1024;

describe('validateChatText', () => {
  it('refuses empty and blank text', () => {
    expect(validateChatText('')).toBe('REQUIRED');
    expect(validateChatText(' \n\t ')).toBe('REQUIRED');
  });

  it('accepts up to 2000 characters after trimming', () => {
    expect(validateChatText('hello')).toBeNull();
    expect(validateChatText('a'.repeat(2000))).toBeNull();
    expect(validateChatText(`  ${'a'.repeat(2000)}  `)).toBeNull();
    expect(validateChatText('a'.repeat(2001))).toBe('TEXT_TOO_LONG');
  });
});

describe('chatFileKind', () => {
  it('tells images from videos, ignoring case', () => {
    expect(chatFileKind('a.png')).toBe('image');
    expect(chatFileKind('a.JPEG')).toBe('image');
    expect(chatFileKind('clip.final.MP4')).toBe('video');
    expect(chatFileKind('a.mov')).toBe('video');
    expect(chatFileKind('a.pdf')).toBeNull();
    expect(chatFileKind('png')).toBeNull();
  });
});

describe('validateChatFile', () => {
  it('needs an allowed extension', () => {
    expect(validateChatFile({ name: 'photo', size: 1 })).toBe('FILE_NOT_SUPPORTED');
    expect(validateChatFile({ name: 'photo.', size: 1 })).toBe('FILE_NOT_SUPPORTED');
    expect(validateChatFile({ name: 'doc.pdf', size: 1 })).toBe('FILE_NOT_SUPPORTED');
    expect(validateChatFile({ name: 'photo.png.exe', size: 1 })).toBe('FILE_NOT_SUPPORTED');
    for (const ext of ['mov', 'mp4', 'png', 'jpeg', 'jpg', 'gif']) {
      expect(validateChatFile({ name: `f.${ext}`, size: 1 })).toBeNull();
    }
  });

  it('allows images up to exactly 10 MB', () => {
    expect(validateChatFile({ name: 'a.jpg', size: 10 * MB })).toBeNull();
    expect(validateChatFile({ name: 'a.jpg', size: 10 * MB + 1 })).toBe('FILE_TOO_LARGE');
  });

  it('allows videos up to exactly 20 MB', () => {
    expect(validateChatFile({ name: 'a.mp4', size: 15 * MB })).toBeNull();
    expect(validateChatFile({ name: 'a.mp4', size: 20 * MB })).toBeNull();
    expect(validateChatFile({ name: 'a.mp4', size: 20 * MB + 1 })).toBe('FILE_TOO_LARGE');
  });
});
