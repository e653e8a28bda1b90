import { CHAT } from '@wallet/contract';

const IMAGE_EXTENSIONS: readonly string[] = CHAT.imageExtensions;
const VIDEO_EXTENSIONS: readonly string[] = CHAT.videoExtensions;
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif'];
const VIDEO_TYPES = ['video/mp4', 'video/quicktime'];

/** image or video by the file's extension (else its type); null when chat does not take it. */
export function fileKind(file: File): 'image' | 'video' | null {
  const ext = file.name.includes('.') ? (file.name.split('.').pop() ?? '').toLowerCase() : '';
  if (IMAGE_EXTENSIONS.includes(ext)) return 'image';
  if (VIDEO_EXTENSIONS.includes(ext)) return 'video';
  if (ext) return null;
  if (IMAGE_TYPES.includes(file.type)) return 'image';
  if (VIDEO_TYPES.includes(file.type)) return 'video';
  return null;
}
