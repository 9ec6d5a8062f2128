import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { useChatContext } from '../common/chat-context';
import type { SelectedTarget } from '../common/chat-selection';
import { SEND_CHAT_MESSAGE } from '../graphql/documents';
import type { ChatMessage } from '../graphql/types';
import { targetInput } from './chat-target';
import { newUniqueRefId } from './outgoing-message';

/** A message the person sent that the server has not stored yet: on its way, or failed (retry). */
export interface OutgoingMessage {
  uniqueRefId: string;
  text: string;
  status: 'pending' | 'failed';
  /** When Enter was pressed (ISO). */
  createdAt: string;
}

export interface Outbox {
  /** Oldest first. */
  outgoing: OutgoingMessage[];
  /** Shows the text at once as pending and sends it after those before it. */
  send: (text: string) => void;
  /** Sends a failed message again, with its uniqueRefId (the server stores it once). */
  retry: (uniqueRefId: string) => void;
}

/** The messages still to show as outgoing: those the chat's stored messages do not hold yet. */
export const stillOutgoing = (
  outgoing: readonly OutgoingMessage[],
  stored: readonly ChatMessage[],
): OutgoingMessage[] => {
  if (outgoing.length === 0) return [];
  const storedRefs = new Set(stored.map((message) => message.uniqueRefId));
  return outgoing.filter((message) => !storedRefs.has(message.uniqueRefId));
};

/**
 * Sends a chat's messages optimistically: each Enter is one message, shown at once as pending and
 * sent in the order typed (one after the other, so the chat keeps that order); stored, it leaves the
 * outbox through `onStored`; refused or unanswered, it stays as failed until retried.
 */
export const useOutbox = (target: SelectedTarget, onStored: (message: ChatMessage) => void): Outbox => {
  const client = useApolloClient();
  const { report } = useChatContext();
  const [outgoing, setOutgoing] = useState<OutgoingMessage[]>([]);
  // What a retry reads: a second click before the next render finds the message pending already.
  const latest = useRef(outgoing);
  latest.current = outgoing;
  const queue = useRef<Promise<void>>(Promise.resolve());
  const stored = useRef(onStored);
  stored.current = onStored;
  const reportLater = useRef(report);
  reportLater.current = report;
  const to = targetInput(target);
  const toRef = useRef(to);
  toRef.current = to;

  const deliver = useCallback(
    (message: Pick<OutgoingMessage, 'uniqueRefId' | 'text'>) => {
      const { uniqueRefId, text } = message;
      const attempt = async () => {
        try {
          const result = await client.mutate({
            mutation: SEND_CHAT_MESSAGE,
            variables: { to: toRef.current, text, uniqueRefId },
          });
          const answer = result.data?.sendChatMessage;
          if (!answer) throw new Error('no message in the answer');
          stored.current(answer);
          setOutgoing((all) => all.filter((m) => m.uniqueRefId !== uniqueRefId));
        } catch (error) {
          setOutgoing((all) =>
            all.map((m) => (m.uniqueRefId === uniqueRefId ? { ...m, status: 'failed' } : m)),
          );
          reportLater.current(error);
        }
      };
      queue.current = queue.current.then(attempt);
    },
    [client],
  );

  const send = useCallback(
    (text: string) => {
      const message: OutgoingMessage = {
        uniqueRefId: newUniqueRefId(),
        text,
        status: 'pending',
        createdAt: new Date().toISOString(),
      };
      setOutgoing((all) => [...all, message]);
      deliver(message);
    },
    [deliver],
  );

  const retry = useCallback(
    (uniqueRefId: string) => {
      const failed = latest.current.find((m) => m.uniqueRefId === uniqueRefId && m.status === 'failed');
      if (!failed) return;
      latest.current = latest.current.map((m) => (m === failed ? { ...m, status: 'pending' } : m));
      setOutgoing((all) => all.map((m) => (m.uniqueRefId === uniqueRefId ? { ...m, status: 'pending' } : m)));
      deliver(failed);
    },
    [deliver],
  );

  return { outgoing, send, retry };
};
