import { useState, useSyncExternalStore } from 'react';
import { personKey, type ChatPerson } from '../lib/chat-identity';
import { ChatStore, initialChatState, type ChatState } from '../lib/chat-store';

/**
 * The chat of this member or guest: one store per person, a new one when the person changes
 * (the member's profile arrived, another member signed in). Null while the person is unknown.
 */
export function useChatStore(person: ChatPerson | null): ChatStore | null {
  const key = personKey(person);
  const [held, setHeld] = useState(() => ({ key, store: person ? new ChatStore(person) : null }));
  if (held.key !== key) {
    const next = { key, store: person ? new ChatStore(person) : null };
    setHeld(next);
    return next.store;
  }
  return held.store;
}

const subscribeNone = () => () => undefined;
const stateNone = () => initialChatState;

/** The store's state, re-rendering on each change. */
export function useChatState(store: ChatStore | null): ChatState {
  return useSyncExternalStore(
    store ? store.subscribe : subscribeNone,
    store ? store.getState : stateNone,
    store ? store.getState : stateNone,
  );
}
