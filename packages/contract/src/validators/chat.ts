import { CHAT } from '../constants';

export type ChatTextError = 'REQUIRED' | 'TEXT_TOO_LONG';
export type ChatFileError = 'FILE_NOT_SUPPORTED' | 'FILE_TOO_LARGE';
export type ChatFileKind = 'image' | 'video';

/** spec §5: trimmed, non-empty, at most 2000 characters (UTF-16 units, as zod's max counts). */
export function validateChatText(text: string): ChatTextError | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'REQUIRED';
  return trimmed.length > CHAT.textMax ? 'TEXT_TOO_LONG' : null;
}

/** The lowercased extension after the last dot, or null when there is none. */
function extensionOf(name: string): string | null {
  const dot = name.lastIndexOf('.');
  if (dot < 0 || dot === name.length - 1) return null;
  return name.slice(dot + 1).toLowerCase();
}

/** Which upload call a chat file goes to; null when the type is not allowed (§5). */
export function chatFileKind(name: string): ChatFileKind | null {
  const ext = extensionOf(name);
  if (ext === null) return null;
  if ((CHAT.imageExtensions as readonly string[]).includes(ext)) return 'image';
  if ((CHAT.videoExtensions as readonly string[]).includes(ext)) return 'video';
  return null;
}

/** spec §5: an allowed extension, at most 10 MB for images and 20 MB for video. */
export function validateChatFile(file: { name: string; size: number }): ChatFileError | null {
  const kind = chatFileKind(file.name);
  if (kind === null) return 'FILE_NOT_SUPPORTED';
  const max = kind === 'image' ? CHAT.imageMaxBytes : CHAT.videoMaxBytes;
  return file.size > max ? 'FILE_TOO_LARGE' : null;
}
