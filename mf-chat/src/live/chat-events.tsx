import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { ATTACHMENT_CHANGED, CHAT_MESSAGE_ADDED, PRESENCE_CHANGED } from '../graphql/documents';
import type { Attachment, AttachmentChangeKind, ChatMessage, Presence } from '../graphql/types';

/** What the gateway pushes to a signed-in person. */
export interface ChatEventMap {
  message: ChatMessage;
  presence: Presence;
  attachment: { kind: AttachmentChangeKind; attachment: Attachment };
  /** A subscription came back after it was lost: what was pushed meanwhile must be read again. */
  resumed: undefined;
}

type Listener<K extends keyof ChatEventMap> = (event: ChatEventMap[K]) => void;

export interface ChatEvents {
  on: <K extends keyof ChatEventMap>(kind: K, listener: Listener<K>) => () => void;
  /**
   * The latest presence pushed for a person, if any. A list read from the server while a change was
   * on its way would otherwise show the state from before it, and nothing would come to correct it.
   */
  presenceOf: (userId: string) => Presence | undefined;
}

/** After a lost subscription, the next attempt waits this long. */
export const RESUBSCRIBE_DELAY_MS = 2_000;

/** The hub: listeners by kind, and what delivers an event to them. */
export const createChatEventHub = () => {
  const listeners = new Map<keyof ChatEventMap, Set<(event: unknown) => void>>();
  const latestPresence = new Map<string, Presence>();
  const emit = <K extends keyof ChatEventMap>(kind: K, event: ChatEventMap[K]) => {
    if (kind === 'presence') {
      const presence = event as Presence;
      latestPresence.set(presence.userId, presence);
    }
    for (const listener of listeners.get(kind) ?? []) listener(event);
  };
  const presenceOf = (userId: string) => latestPresence.get(userId);
  const on: ChatEvents['on'] = (kind, listener) => {
    const set = listeners.get(kind) ?? new Set();
    listeners.set(kind, set);
    set.add(listener as (event: unknown) => void);
    return () => set.delete(listener as (event: unknown) => void);
  };
  return { on, emit, presenceOf };
};

/**
 * Keeps one subscription open for as long as the area is shown and hands each pushed value on; a
 * lost subscription is opened again after RESUBSCRIBE_DELAY_MS and reported as `resumed`.
 */
export const follow = <T,>(
  client: ApolloClient,
  query: TypedDocumentNode<T>,
  deliver: (data: T) => void,
  resumed: () => void,
) => {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | undefined;
  const start = (again: boolean) => {
    if (stopped) return;
    const retry = () => {
      subscription?.unsubscribe();
      if (!stopped) timer = setTimeout(() => start(true), RESUBSCRIBE_DELAY_MS);
    };
    subscription = client.subscribe({ query, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.data) deliver(result.data as T);
        else if (result.error) retry();
      },
      error: retry,
      complete: retry,
    });
    if (again) resumed();
  };
  start(false);
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
};

/** The area's events; ChatEventsProvider gives the live ones (a test may give a hub of its own). */
export const ChatEventsContext = createContext<ChatEvents>({
  on: () => () => undefined,
  presenceOf: () => undefined,
});

/** Opens the area's three subscriptions (messages, presence, attachments) once for every part of it. */
export const ChatEventsProvider = ({ children }: { children: ReactNode }) => {
  const client = useApolloClient();
  const hub = useMemo(createChatEventHub, []);
  useEffect(() => {
    const resumed = () => hub.emit('resumed', undefined);
    const stops = [
      follow(client, CHAT_MESSAGE_ADDED, (data) => hub.emit('message', data.chatMessageAdded), resumed),
      follow(client, PRESENCE_CHANGED, (data) => hub.emit('presence', data.presenceChanged), resumed),
      follow(client, ATTACHMENT_CHANGED, (data) => hub.emit('attachment', data.attachmentChanged), resumed),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, hub]);
  const value = useMemo(() => ({ on: hub.on, presenceOf: hub.presenceOf }), [hub]);
  return <ChatEventsContext.Provider value={value}>{children}</ChatEventsContext.Provider>;
};

/** The latest pushed presence of a person (see ChatEvents.presenceOf). */
export const useKnownPresence = () => useContext(ChatEventsContext).presenceOf;

/** Calls `listener` for every event of this kind while the component is shown. */
export const useChatEvent = <K extends keyof ChatEventMap>(kind: K, listener: Listener<K>) => {
  const { on } = useContext(ChatEventsContext);
  const latest = useLatest(listener);
  useEffect(() => on(kind, (event) => latest.current(event)), [on, kind, latest]);
};

const useLatest = <T,>(value: T) => {
  const ref = useRef(value);
  ref.current = value;
  return ref;
};
