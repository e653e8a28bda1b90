import { useSyncExternalStore } from 'react';
import { storage } from './storage';

const PLAYED_EVENT = 'wallet:played';

/**
 * Issue 15 reality check: it counts only once the member has played in this session, that is
 * launched a game or moved money into one. The games and wallet features mark it here (they do
 * not know the responsible-play feature); the reality-check clock listens.
 */
export function markPlayed(): void {
  if (storage.hasPlayed()) return;
  storage.setPlayed();
  window.dispatchEvent(new Event(PLAYED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(PLAYED_EVENT, onChange);
  return () => window.removeEventListener(PLAYED_EVENT, onChange);
}

/** Whether the member has played in this browser session, re-rendering when they start. */
export function usePlayed(): boolean {
  return useSyncExternalStore(subscribe, storage.hasPlayed, () => false);
}
