import { useApolloClient } from '@apollo/client/react';
import { CHAT_HISTORY_PAGE_SIZE } from '@canstring/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useChatContext } from '../common/chat-context';
import type { SelectedTarget } from '../common/chat-selection';
import { CHAT_MESSAGES } from '../graphql/documents';
import type { ChatMessage } from '../graphql/types';
import { useChatEvent } from '../live/chat-events';
import { messageBelongsTo, targetInput } from './chat-target';
import { mergeMessages } from './message-days';

export interface ChatHistory {
  messages: ChatMessage[];
  /** The newest page has arrived (or failed). */
  settled: boolean;
  loadingOlder: boolean;
  hasOlder: boolean;
  loadOlder: () => void;
  /** Adds messages (a send's answer); each id is kept once. */
  add: (messages: ChatMessage[]) => void;
}

interface State {
  messages: ChatMessage[];
  total: number;
  settled: boolean;
  loadingOlder: boolean;
  failed: boolean;
}

const initial: State = { messages: [], total: 0, settled: false, loadingOlder: false, failed: false };

/**
 * A chat's messages, oldest first: the newest page at once, older pages on demand (the offset is the
 * count already held, so a page never skips any), and every message the subscription pushes for it.
 */
export const useChatHistory = (target: SelectedTarget): ChatHistory => {
  const client = useApolloClient();
  const { me, report } = useChatContext();
  const [state, setState] = useState<State>(initial);
  const { kind, id } = target;
  const key = `${kind}:${id}`;
  const current = useRef(key);
  const busy = useRef(false);

  const fetchPage = useCallback(
    (offset: number) =>
      client
        .query({
          query: CHAT_MESSAGES,
          variables: {
            with: targetInput({ kind, id } as SelectedTarget),
            offset,
            limit: CHAT_HISTORY_PAGE_SIZE,
          },
          fetchPolicy: 'no-cache',
        })
        .then((result) => result.data?.chatMessages ?? { messages: [], total: 0 }),
    [client, kind, id],
  );

  const readNewest = useCallback(() => {
    const asked = key;
    fetchPage(0).then(
      (page) => {
        if (current.current !== asked) return;
        setState((s) => ({
          ...s,
          messages: mergeMessages(s.messages, page.messages),
          total: page.total,
          settled: true,
        }));
      },
      (error: unknown) => {
        if (current.current !== asked) return;
        setState((s) => ({ ...s, settled: true, failed: true }));
        report(error);
      },
    );
  }, [fetchPage, key, report]);

  useEffect(() => {
    current.current = key;
    busy.current = false;
    setState(initial);
    readNewest();
  }, [key, readNewest]);

  const held = state.messages.length;
  const hasOlder = state.settled && !state.failed && held < state.total;
  const loadOlder = useCallback(() => {
    if (busy.current || !hasOlder) return;
    busy.current = true;
    const asked = key;
    setState((s) => ({ ...s, loadingOlder: true }));
    fetchPage(held).then(
      (page) => {
        if (current.current !== asked) return;
        busy.current = false;
        setState((s) => ({
          ...s,
          messages: mergeMessages(s.messages, page.messages),
          total: page.total,
          loadingOlder: false,
          // An empty page means the count moved under us: there is nothing older.
          ...(page.messages.length === 0 ? { total: s.messages.length } : {}),
        }));
      },
      (error: unknown) => {
        if (current.current !== asked) return;
        busy.current = false;
        setState((s) => ({ ...s, loadingOlder: false, failed: true }));
        report(error);
      },
    );
  }, [fetchPage, hasOlder, held, key, report]);

  const add = useCallback((messages: ChatMessage[]) => {
    setState((s) => {
      const merged = mergeMessages(s.messages, messages);
      return { ...s, messages: merged, total: s.total + merged.length - s.messages.length };
    });
  }, []);

  useChatEvent('message', (message) => {
    if (messageBelongsTo(message, target, me.id)) add([message]);
  });
  useChatEvent('resumed', readNewest);

  return {
    messages: state.messages,
    settled: state.settled,
    loadingOlder: state.loadingOlder,
    hasOlder,
    loadOlder,
    add,
  };
};
