import type { SessionStore } from '@canstring/client';
import type { StoredSession } from '@canstring/contracts';
import { useSyncExternalStore } from 'react';

export const useSession = (store: SessionStore): StoredSession | null =>
  useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.get(),
  );
