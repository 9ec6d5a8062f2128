import { SESSION_STORAGE_KEY, type StoredSession } from '@canstring/contracts';
import { createSessionStore, readStoredSession } from './session-store';

const session: StoredSession = {
  token: 'token-1',
  user_id: 7,
  user_role: 2,
  email_id: 'ann@example.org',
  device: 'web',
  userDetail: { first_name: 'Ann', last_name: null, user_id: 7, user_role: 2, email_id: 'ann@example.org' },
};

describe('session store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps the session under the user-data key and reads it back', () => {
    const store = createSessionStore(window.localStorage);
    expect(store.get()).toBeNull();
    store.set(session);
    expect(JSON.parse(window.localStorage.getItem(SESSION_STORAGE_KEY)!)).toEqual(session);
    expect(createSessionStore(window.localStorage).get()).toEqual(session);
  });

  it('clears the session and tells its listeners', () => {
    const store = createSessionStore(window.localStorage);
    const seen: (StoredSession | null)[] = [];
    const unsubscribe = store.subscribe((value) => seen.push(value));
    store.set(session);
    store.clear();
    unsubscribe();
    store.set(session);
    expect(seen).toEqual([session, null]);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).not.toBeNull();
  });

  it('treats a malformed stored value as no session', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    expect(readStoredSession(window.localStorage)).toBeNull();
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ token: 'x' }));
    expect(readStoredSession(window.localStorage)).toBeNull();
  });

  it('refuses to store a session without a token and changes nothing', () => {
    const store = createSessionStore(window.localStorage);
    expect(() => store.set({ ...session, token: '' })).toThrow();
    expect(store.get()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });
});
