import { useEffect, useState } from 'react';
import type { ChatItem, Presence } from '../graphql/types';
import { useChatEvent, useKnownPresence } from '../live/chat-events';

/**
 * The presence of a one-to-one chat's person (null for a group): as the chat was read, or the latest
 * pushed before it was shown, then each change pushed while it is shown. A change pushed after the
 * first render but before the listener was in place is known to the area's events: read once the
 * listener is in, so it is never lost.
 */
export const useChatPresence = (chat: ChatItem): Presence | null => {
  const presenceOf = useKnownPresence();
  const userId = chat.chatType === 'user' ? chat.userId : null;
  const [presence, setPresence] = useState<Presence | null>(
    () => (userId ? presenceOf(userId) : undefined) ?? chat.presence,
  );
  useChatEvent('presence', (changed) => {
    if (userId && changed.userId === userId) setPresence(changed);
  });
  // After the listener above is in (effects run in order).
  useEffect(() => {
    const known = userId ? presenceOf(userId) : undefined;
    if (known) setPresence(known);
  }, [presenceOf, userId]);
  return presence;
};
