import { useApolloClient } from '@apollo/client/react';
import { type ListSort, PAGE_SIZE } from '@canstring/contracts';
import { useEffect, useRef } from 'react';
import { CHATS } from '../graphql/documents';
import type { ChatItem } from '../graphql/types';

/**
 * When the page is shown again (back from another tab or window), reads the list's first page once
 * and reloads the list only if it holds a chat the list lacks: a group made meanwhile, of which no
 * message has said anything yet. Nothing is asked while the page stays in view.
 */
export const useNewChatsWhenShown = (
  items: ChatItem[],
  sort: ListSort,
  search: string,
  reload: () => void,
) => {
  const client = useApolloClient();
  const held = useRef(items);
  held.current = items;
  useEffect(() => {
    if (search) return;
    let live = true;
    const onShown = () => {
      if (document.visibilityState !== 'visible') return;
      client
        .query({ query: CHATS, variables: { offset: 0, limit: PAGE_SIZE, sort }, fetchPolicy: 'no-cache' })
        .then(
          (result) => {
            const known = new Set(held.current.map((chat) => chat.chatId));
            const rows = result.data?.chats.chats ?? [];
            if (live && rows.some((row) => !known.has(row.chatId))) reload();
          },
          () => undefined,
        );
    };
    document.addEventListener('visibilitychange', onShown);
    return () => {
      live = false;
      document.removeEventListener('visibilitychange', onShown);
    };
  }, [client, sort, search, reload]);
};
