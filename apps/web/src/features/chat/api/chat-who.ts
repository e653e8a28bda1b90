/**
 * Who a chat call speaks for (issue 12): a member's `userId`, or a guest's `guestId` in the body
 * with the guest's signed token in the GUEST_TOKEN_HEADER. A member who still holds a guest
 * identity sends both on the first history call, so the server carries that conversation over.
 */
export type ChatWho = {
  body: { userId?: string; guestId?: string };
  headers: Record<string, string>;
};
