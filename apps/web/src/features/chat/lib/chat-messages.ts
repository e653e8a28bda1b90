import {
  chatFileKind,
  validateChatFile,
  type ChatFileError,
  type ChatFileKind,
  type Conversation,
} from '@wallet/contract';

/** The file picker's filter: §5's png, jpeg/jpg, gif, mp4 and mov. */
export const CHAT_FILE_ACCEPT = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'video/mp4',
  'video/quicktime',
];

/** Who wrote a message, as the thread shows it: the customer, staff, or the site's bot. */
export type ChatAuthor = 'own' | 'staff' | 'bot';

export const authorOf = (message: Conversation): ChatAuthor =>
  message.sender === 'customer' ? 'own' : message.sender === 'bot' ? 'bot' : 'staff';

/** A message of the site the customer has not read yet. */
export const isUnreadSite = (message: Conversation): boolean =>
  message.sender !== 'customer' && !message.read;

const timeOf = (message: Conversation): number => {
  const time = Date.parse(message.createdAt);
  return Number.isNaN(time) ? 0 : time;
};

/** Oldest first; messages of the same instant keep their order. */
export function chronological(messages: readonly Conversation[]): Conversation[] {
  return messages
    .map((message, index) => ({ message, index }))
    .sort((a, b) => timeOf(a.message) - timeOf(b.message) || a.index - b.index)
    .map(({ message }) => message);
}

/**
 * One thread of `existing` and `incoming`, each id once, oldest first. By default the incoming
 * copy wins (fresh read flags and signed links); `keep: 'existing'` keeps what is shown.
 */
export function mergeMessages(
  existing: readonly Conversation[],
  incoming: readonly Conversation[],
  keep: 'incoming' | 'existing' = 'incoming',
): Conversation[] {
  const byId = new Map<string, Conversation>();
  for (const message of existing) byId.set(message.id, message);
  for (const message of incoming) {
    if (keep === 'existing' && byId.has(message.id)) continue;
    byId.set(message.id, message);
  }
  return chronological([...byId.values()]);
}

/**
 * A picture or card image from the server is shown only from this site (a path or this origin)
 * or over https: never javascript:, data: or plain http elsewhere.
 */
export function safeMediaUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:' || url.origin === window.location.origin) return url.href;
  } catch {
    // not a URL
  }
  return null;
}

/**
 * §5 file check before any upload: an allowed extension (and, when the browser knows it, an
 * allowed type), at most 10 MB for images and 20 MB for videos.
 */
export function checkChatFile(
  file: File,
): { ok: true; kind: ChatFileKind } | { ok: false; problem: ChatFileError } {
  const problem = validateChatFile(file);
  if (problem) return { ok: false, problem };
  const kind = chatFileKind(file.name);
  if (!kind || (file.type !== '' && !CHAT_FILE_ACCEPT.includes(file.type))) {
    return { ok: false, problem: 'FILE_NOT_SUPPORTED' };
  }
  return { ok: true, kind };
}
