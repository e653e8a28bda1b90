import type { ChatServerEvents } from '@wallet/contract';

type EventName = keyof ChatServerEvents;
type Payload<E extends EventName> = Parameters<ChatServerEvents[E]>[0];

/**
 * How chat news leaves the service (issue 12): to one customer's room, or to every agent. The
 * socket.io implementation reaches every server copy through its adapter (Redis when
 * REDIS_URL is set); the service never knows who is connected where.
 */
export interface ChatBus {
  toCustomer<E extends EventName>(room: string, event: E, payload: Payload<E>): void;
  toStaff<E extends EventName>(event: E, payload: Payload<E>): void;
  /** Staff ids with a back-office socket open on any copy. */
  onlineStaff(): Promise<number[]>;
}

/** Before the socket is attached (and in tests that do not listen): nobody to tell. */
export const silentBus: ChatBus = {
  toCustomer: () => undefined,
  toStaff: () => undefined,
  onlineStaff: async () => [],
};

export const CHAT_PREFIX = 'chat';
/** The room of a conversation's customer (spec §7 PREFIX-id): by member or guest, not by row. */
export const customerRoom = (party: { memberId: number | null; guestId: string | null }) =>
  party.memberId !== null ? `${CHAT_PREFIX}-m${party.memberId}` : `${CHAT_PREFIX}-${party.guestId}`;
export const STAFF_ROOM = `${CHAT_PREFIX}:staff`;
