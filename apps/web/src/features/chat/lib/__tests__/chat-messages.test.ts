import type { Conversation } from '@wallet/contract';
import { describe, expect, it } from 'vitest';
import { checkChatFile, chronological, mergeMessages, safeMediaUrl } from '../chat-messages';
import { formatChatTime } from '../chat-time';

const message = (id: string, createdAt: string, read = false): Conversation => ({
  id,
  sender: 'staff',
  read,
  message: { message_type: 'text', payload: id },
  userId: null,
  guestId: 'g',
  username: null,
  name: null,
  deviceToken: null,
  createdAt,
  session_id: null,
});

const file = (name: string, size: number, type = '') => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};

describe('chat messages', () => {
  it('orders oldest first and keeps the order of messages of the same instant', () => {
    const list = chronological([
      message('c', '2025-01-01T10:02:00Z'),
      message('a', '2025-01-01T10:00:00Z'),
      message('b1', '2025-01-01T10:01:00Z'),
      message('b2', '2025-01-01T10:01:00Z'),
    ]);
    expect(list.map((m) => m.id)).toEqual(['a', 'b1', 'b2', 'c']);
  });

  it('merges each id once, the incoming copy winning unless told to keep the shown one', () => {
    const shown = [message('a', '2025-01-01T10:00:00Z'), message('b', '2025-01-01T10:01:00Z')];
    const fresh = [
      message('b', '2025-01-01T10:01:00Z', true),
      message('c', '2025-01-01T10:02:00Z'),
    ];
    const merged = mergeMessages(shown, fresh);
    expect(merged.map((m) => [m.id, m.read])).toEqual([
      ['a', false],
      ['b', true],
      ['c', false],
    ]);
    expect(mergeMessages(shown, fresh, 'existing').find((m) => m.id === 'b')?.read).toBe(false);
  });

  it('shows media only from this site or over https', () => {
    expect(safeMediaUrl('/media/chat/a.png')).toBe('/media/chat/a.png');
    expect(safeMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeMediaUrl(`${window.location.origin}/m/a.png`)).toBe(
      `${window.location.origin}/m/a.png`,
    );
    expect(safeMediaUrl('//evil.example.com/a.png')).toBeNull();
    expect(safeMediaUrl('http://evil.example.com/a.png')).toBeNull();
    expect(safeMediaUrl('javascript:alert(1)')).toBeNull();
    expect(safeMediaUrl('data:image/png;base64,AAAA')).toBeNull();
    expect(safeMediaUrl('')).toBeNull();
  });

  it('checks files by extension, type and size (10 MB images, 20 MB videos)', () => {
    const MB = 1024 * 1024;
    expect(checkChatFile(file('a.PNG', MB, 'image/png'))).toEqual({ ok: true, kind: 'image' });
    expect(checkChatFile(file('a.mov', 20 * MB, 'video/quicktime'))).toEqual({
      ok: true,
      kind: 'video',
    });
    expect(checkChatFile(file('a.jpg', 10 * MB + 1, 'image/jpeg'))).toEqual({
      ok: false,
      problem: 'FILE_TOO_LARGE',
    });
    expect(checkChatFile(file('a.mp4', 20 * MB + 1, 'video/mp4'))).toEqual({
      ok: false,
      problem: 'FILE_TOO_LARGE',
    });
    expect(checkChatFile(file('noextension', 10, 'image/png'))).toEqual({
      ok: false,
      problem: 'FILE_NOT_SUPPORTED',
    });
    expect(checkChatFile(file('a.webp', 10, 'image/webp'))).toEqual({
      ok: false,
      problem: 'FILE_NOT_SUPPORTED',
    });
    // a png name on another type of content
    expect(checkChatFile(file('a.png', 10, 'text/html'))).toEqual({
      ok: false,
      problem: 'FILE_NOT_SUPPORTED',
    });
  });

  it('formats times in site time, with the day when it is not today', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    expect(formatChatTime('2025-03-01T07:05:00Z', 'en', now)).toBe('14:05');
    expect(formatChatTime('2025-02-27T07:05:00Z', 'en', now)).toMatch(/Feb 27.*14:05/);
    expect(formatChatTime('2025-03-01T07:05:00Z', 'th', now)).toBe('14:05');
    expect(formatChatTime('not a date', 'en', now)).toBe('');
  });
});
