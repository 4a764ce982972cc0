/** sessionStorage key of the listener id: one per browser session (a new tab or session gets a new one). */
export const LISTENER_ID_KEY = 'cue-player-listener-id';

/** What the contract accepts as a `listenerId`. */
const LISTENER_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** The id used when storage is unavailable (private mode): it lasts as long as the page. */
let pageListenerId: string | undefined;

function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The random id the server counts plays by, kept for this browser session (sessionStorage): created on
 * first use and read back afterwards, so a new tab or session is a new listener.
 */
export function sessionListenerId(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined = globalThis.sessionStorage): string {
  try {
    const saved = storage?.getItem(LISTENER_ID_KEY);
    if (saved && LISTENER_ID_PATTERN.test(saved)) return saved;
    if (storage) {
      const id = randomId();
      storage.setItem(LISTENER_ID_KEY, id);
      return id;
    }
  } catch {
    // Storage refused: fall back to the page's id.
  }
  pageListenerId ??= randomId();
  return pageListenerId;
}
