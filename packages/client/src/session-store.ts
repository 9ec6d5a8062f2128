import { SESSION_STORAGE_KEY, type StoredSession, storedSessionSchema } from '@canstring/contracts';
import { createStore } from './store';

export type SessionListener = (session: StoredSession | null) => void;

export interface SessionStore {
  get(): StoredSession | null;
  set(session: StoredSession): void;
  clear(): void;
  /** Called on every change, including changes made by another tab. Returns the unsubscribe. */
  subscribe(listener: SessionListener): () => void;
}

/** Reads the stored session; anything unreadable or malformed counts as no session. */
export const readStoredSession = (storage: Storage): StoredSession | null => {
  const raw = storage.getItem(SESSION_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** The signed-in session kept in localStorage under the user-data key (spec 1 §3). */
export const createSessionStore = (storage: Storage = window.localStorage): SessionStore => {
  const stored = createStore(readStoredSession(storage));
  if (typeof window !== 'undefined') {
    window.addEventListener('storage', (event) => {
      if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
      stored.set(readStoredSession(storage));
    });
  }
  return {
    get: stored.get,
    set(session) {
      const valid = storedSessionSchema.parse(session);
      storage.setItem(SESSION_STORAGE_KEY, JSON.stringify(valid));
      stored.set(valid);
    },
    clear() {
      storage.removeItem(SESSION_STORAGE_KEY);
      stored.set(null);
    },
    subscribe: stored.subscribe,
  };
};
