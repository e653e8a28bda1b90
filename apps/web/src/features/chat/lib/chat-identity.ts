import { GUEST_TOKEN_HEADER, type GuestIdentity } from '@wallet/contract';
import { isApiError } from '@/lib/api-error';
import { storage } from '@/lib/storage';
import { createChatGuest } from '../api/create-chat-guest';
import type { ChatWho } from '../api/chat-who';

/** Who chats: a signed-in member (known by the profile's `_id`) or a guest. */
export type ChatPerson = { kind: 'member'; userId: string } | { kind: 'guest' };

export const personKey = (person: ChatPerson | null): string =>
  person === null ? 'none' : person.kind === 'member' ? `member:${person.userId}` : 'guest';

/** The body fields and header of a guest's calls. */
export const guestWho = (guest: GuestIdentity): ChatWho => ({
  body: { guestId: guest.guestId },
  headers: { [GUEST_TOKEN_HEADER]: guest.guestToken },
});

export const memberWho = (userId: string): ChatWho => ({ body: { userId }, headers: {} });

export const hasCode = (error: unknown, code: string): boolean =>
  isApiError(error) && error.code === code;

let issuing: Promise<GuestIdentity> | null = null;

/**
 * The stored guest identity, or a new one asked once of POST /api/chat/guest and kept under
 * `guest-id` and `guest-token`. Calls that need it at the same time share the one request.
 */
export function ensureChatGuest(): Promise<GuestIdentity> {
  const stored = storage.getChatGuest();
  if (stored) return Promise.resolve(stored);
  issuing ??= createChatGuest()
    .then((guest) => {
      storage.setChatGuest(guest);
      return guest;
    })
    .finally(() => {
      issuing = null;
    });
  return issuing;
}

/**
 * The server refused `failedId` (CHAT_GUEST_INVALID): forget it, unless another call already
 * replaced it, and get a new identity. Answers whether this call was the one that forgot it.
 */
export async function renewChatGuest(failedId: string): Promise<boolean> {
  const forgot = storage.getChatGuest()?.guestId === failedId;
  if (forgot) storage.clearChatGuest();
  await ensureChatGuest();
  return forgot;
}
