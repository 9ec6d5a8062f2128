/** A value others follow: each change is told to every listener, with the new value. */
export interface Store<T> {
  get(): T;
  /** Keeps the value and tells every listener, even when it is the same. */
  set(value: T): void;
  /** Returns the unsubscribe. */
  subscribe(listener: (value: T) => void): () => void;
  /** Drops every listener (the store's owner is done with it). */
  clear(): void;
}

export const createStore = <T>(initial: T): Store<T> => {
  const listeners = new Set<(value: T) => void>();
  let current = initial;
  return {
    get: () => current,
    set(value) {
      current = value;
      for (const listener of listeners) listener(value);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    clear: () => listeners.clear(),
  };
};
