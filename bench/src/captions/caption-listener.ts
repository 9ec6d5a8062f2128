import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';

const EVENTS = /* GraphQL */ `
  subscription($p: ID!) { roomEvents(participantId: $p) { method fromParticipantId payload } }
`;

/** A caption as it reached the listener's screen. */
export interface Caption {
  at: number;
  isFinal: boolean;
  text: string;
}

/** A participant who follows the room's events through the gateway and keeps every speaker's captions. */
export interface CaptionListener {
  /** Each speaker's captions (onTranscript), by participant id, in the order they arrived. */
  captionsOf(participantId: string): Caption[];
  /** Why the subscription ended, if it did. */
  ended(): string | undefined;
  /** Resolves once the subscription has delivered an event (the listener is in the room's feed). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** Subscribes to roomEvents over graphql-ws as the web app's room page does, with the participant's token. */
export const listenToCaptions = (wsUrl: string, token: string, participantId: string): CaptionListener => {
  const captions = new Map<string, Caption[]>();
  let ended: string | undefined;
  let heard: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const client: Client = createClient({
    url: wsUrl,
    webSocketImpl: WebSocket,
    connectionParams: { token },
    lazy: false,
    retryAttempts: 0,
  });
  client.subscribe<{ roomEvents: { method: string; fromParticipantId: string | null; payload: string } }>(
    { query: EVENTS, variables: { p: participantId } },
    {
      next: (value) => {
        const at = performance.now();
        heard();
        const event = value.data?.roomEvents;
        if (event?.method !== 'onTranscript' || !event.fromParticipantId) return;
        const { isFinal, text } = JSON.parse(event.payload) as { isFinal: boolean; text: string };
        const list = captions.get(event.fromParticipantId) ?? [];
        list.push({ at, isFinal, text });
        captions.set(event.fromParticipantId, list);
      },
      error: (error) => {
        ended ??= `failed: ${error instanceof Error ? error.message : JSON.stringify(error)}`;
      },
      complete: () => {
        ended ??= 'completed by the gateway';
      },
    },
  );
  return {
    captionsOf: (id) => captions.get(id) ?? [],
    ended: () => ended,
    ready,
    stop: () => client.dispose() as Promise<void>,
  };
};
