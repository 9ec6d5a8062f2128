import {
  TRANSCRIPTION_CLOSE,
  TRANSCRIPTION_PROTOCOL_PREFIX,
  TRANSCRIPTION_RETRY_MS,
  TRANSCRIPTION_START,
  type TranscriptionQuery,
  type TranscriptionResult,
  transcriptionResultSchema,
} from '@canstring/contracts';
import type { Frame } from './frame-cutter';

/** Frames held while the socket opens (about 2 s of speech); older ones are dropped. */
const MAX_WAITING_FRAMES = 8;
/** WebSocket ready states. */
const CONNECTING = 0;
const OPEN = 1;

/** The socket's address: its URL from the runtime config, with the speaker's query. */
export const transcriptionSocketUrl = (base: string, query: TranscriptionQuery): string => {
  const url = new URL(base);
  url.searchParams.set('name', query.name);
  url.searchParams.set('room', query.room);
  url.searchParams.set('participantId', query.participantId);
  url.searchParams.set('language', query.language);
  return url.toString();
};

export interface TranscriptionSocketOptions {
  url: string;
  /** The member's session token or the guest's pass, sent as the `bearer.<token>` subprotocol. */
  token: string;
  /** The service's hypotheses for this speaker. */
  onResult?: (result: TranscriptionResult) => void;
  /** Why the service closed the socket (its close reason), or null once that no longer holds. */
  onNotice: (notice: string | null) => void;
  /** The browser's WebSocket by default. */
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

export interface TranscriptionSocket {
  /** Opens the socket, which says 'start' at once; nothing when open, opening or waiting to retry. */
  open(): void;
  /** One frame of audio: sent when open, held while the socket opens, dropped while it waits to retry. */
  send(frame: Frame): void;
  /** Closes with 1000 (normal) and gives up any retry. */
  close(): void;
}

/**
 * The client of the transcription socket (spec 3 §7, §9). One socket is opened at the first speech
 * and kept while captions are on: the contract has a single 'start' per socket and no end-of-speech
 * message, so the engine hears each utterance end in its trailing quiet, and only the first speech
 * waits for a handshake. A close with 1000 is the end; any other code opens the socket again after
 * TRANSCRIPTION_RETRY_MS, its reason shown meanwhile.
 */
export const createTranscriptionSocket = ({
  url,
  token,
  onResult,
  onNotice,
  createSocket = (to, protocols) => new WebSocket(to, protocols),
}: TranscriptionSocketOptions): TranscriptionSocket => {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let waiting: Frame[] = [];
  let closed = false;

  const connect = () => {
    const current = createSocket(url, [`${TRANSCRIPTION_PROTOCOL_PREFIX}${token}`]);
    current.binaryType = 'arraybuffer';
    socket = current;
    current.onopen = () => {
      current.send(TRANSCRIPTION_START);
      for (const frame of waiting) current.send(frame);
      waiting = [];
    };
    current.onmessage = (event: MessageEvent) => {
      if (typeof event.data !== 'string') return;
      let body: unknown;
      try {
        body = JSON.parse(event.data);
      } catch {
        return;
      }
      const result = transcriptionResultSchema.safeParse(body);
      if (!result.success) return;
      onNotice(null);
      onResult?.(result.data);
    };
    current.onclose = (event: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      waiting = [];
      if (closed || event.code === TRANSCRIPTION_CLOSE.normal) return;
      if (event.reason) onNotice(event.reason);
      retry = setTimeout(() => {
        retry = null;
        if (!closed) connect();
      }, TRANSCRIPTION_RETRY_MS);
    };
  };

  return {
    open() {
      closed = false;
      if (socket || retry) return;
      connect();
    },
    send(frame) {
      if (!socket) return;
      // Int16Array holds the platform's byte order: little-endian on every browser's platform.
      if (socket.readyState === OPEN) socket.send(frame);
      else if (socket.readyState === CONNECTING) {
        waiting.push(frame);
        if (waiting.length > MAX_WAITING_FRAMES) waiting = waiting.slice(1);
      }
    },
    close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      waiting = [];
      const current = socket;
      socket = null;
      if (current && current.readyState <= OPEN) current.close(TRANSCRIPTION_CLOSE.normal);
      onNotice(null);
    },
  };
};
