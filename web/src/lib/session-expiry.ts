/**
 * The API client's signal that the server refused the stored token (a 401). The auth state drops
 * the session and the app shell tells the player; neither has to be imported by the client.
 */
export interface SessionExpiry {
  /** A token was sent with the refused request (a signed-in player's session ran out). */
  hadToken: boolean;
}

const target = new EventTarget();
const EVENT = 'session-expired';

export function announceSessionExpired(detail: SessionExpiry): void {
  target.dispatchEvent(new CustomEvent<SessionExpiry>(EVENT, { detail }));
}

/** Calls `listener` on every refused token until the returned function is called. */
export function onSessionExpired(listener: (detail: SessionExpiry) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<SessionExpiry>).detail);
  target.addEventListener(EVENT, handle);
  return () => target.removeEventListener(EVENT, handle);
}
