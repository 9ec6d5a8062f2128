import {
  AppError,
  ErrorCode,
  ROOM_CHAT_MAX_LENGTH,
  roomEndpoints,
  TRANSCRIPTION_FRAME_BYTES,
  TRANSCRIPTION_FRAME_SAMPLES,
  TRANSCRIPTION_SAMPLE_RATE,
  TRANSCRIPTION_START,
  type TranscriptionQuery,
  type TranscriptionResult,
  transcriptionMessages,
} from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { insertLine } from '../db/lines-repository';
import type { Hypothesis, Recognizer } from '../engine';
import type { AssistantSpeaker, RoomSpeaker } from './room-speaker';
import { badInput, refused, SocketClose, socketCloseOf } from './socket-close';

const FRAME_MS = (TRANSCRIPTION_FRAME_SAMPLES * 1000) / TRANSCRIPTION_SAMPLE_RATE;

/** What a speaker's stream needs of its socket. */
export interface StreamSocket {
  send(result: TranscriptionResult): void;
  close(code: number, reason: string): void;
}

/** One message from the socket: text, or a binary audio frame. */
export type StreamMessage = { text: string } | { audio: Buffer };

export interface SpeakerStream {
  /** Takes the socket's next message, in order; messages before admission wait for it. */
  receive(message: StreamMessage): void;
  /** The socket has closed: the utterance ends (its last words still reach the room) and the recognizer is freed. */
  closed(): void;
}

/**
 * One speaker's socket after it opened: admitted (signed in, in the room, captions on), then
 * 'start', then audio frames of exactly TRANSCRIPTION_FRAME_BYTES no faster than real time (with
 * TRANSCRIPTION_MAX_AHEAD_MS of slack); audio that waited over TRANSCRIPTION_MAX_BEHIND_MS to be
 * heard (the recogniser fell behind) is skipped. Each new hypothesis is told to the room as the speaker's
 * `onTranscript`, kept when final, then answered on the socket. Anything else closes the socket
 * with its reason, and the recognizer is freed at once.
 */
export const openSpeakerStream = (
  ctx: TranscriptionServiceContext,
  socket: StreamSocket,
  admission: Promise<RoomSpeaker | AssistantSpeaker>,
  query: Pick<TranscriptionQuery, 'language'>,
): SpeakerStream => {
  const { config, engine, log } = ctx;
  let speaker: RoomSpeaker | AssistantSpeaker | undefined;
  let recognizer: Recognizer | undefined;
  let startedAt: number | undefined;
  let audioMs = 0;
  let last: Hypothesis | undefined;
  let over = false;
  /**
   * Hypotheses waiting to go to the room, the store and the socket, one after another, in order. A
   * partial one still waiting when a newer one comes is dropped: when the room answers slowly, the
   * captions show the words as they are now, not a backlog of older guesses, and finals are all told.
   */
  const waiting: Array<{ who: RoomSpeaker | AssistantSpeaker; hypothesis: Hypothesis; answer: boolean }> = [];
  let telling = false;

  const free = () => {
    clearTimeout(startTimer);
    recognizer?.close();
    recognizer = undefined;
  };
  const end = (close: SocketClose) => {
    if (over) return;
    over = true;
    free();
    socket.close(close.code, close.reason);
  };
  const startTimer = setTimeout(
    () => end(badInput(transcriptionMessages.noStart)),
    config.TRANSCRIPTION_START_TIMEOUT_MS,
  );
  /** When the admission was settled: audio waits to be heard only from then on. */
  let admittedAt = 0;
  const admitted = admission.then(
    (s) => {
      speaker = s;
      admittedAt = Date.now();
    },
    (error: unknown) => {
      if (!(error instanceof SocketClose)) log.warn({ err: error }, 'transcription socket not admitted');
      end(socketCloseOf(error));
    },
  );

  const tellRoom = async (who: RoomSpeaker, hypothesis: Hypothesis) => {
    const text = hypothesis.text.slice(0, ROOM_CHAT_MAX_LENGTH);
    try {
      await call(ctx.nc, roomEndpoints.signal, {
        caller: who.caller,
        participantId: who.participant.participantId,
        method: 'onTranscript',
        payload: JSON.stringify({ text, isFinal: hypothesis.isFinal }),
      });
    } catch (error) {
      // Captions turned off, or the speaker left: nothing more goes anywhere.
      if (
        error instanceof AppError &&
        (error.code === ErrorCode.Forbidden || error.code === ErrorCode.NotFound)
      )
        throw refused(error.message);
      throw error;
    }
    if (hypothesis.isFinal)
      await insertLine(ctx.db, {
        meetingNumber: who.participant.room,
        participantId: who.participant.participantId,
        speakerName: who.participant.userName,
        text,
        at: new Date().toISOString(),
      });
  };

  /** Tells the waiting hypotheses, oldest first, until none waits. */
  const tellWaiting = async () => {
    if (telling) return;
    telling = true;
    for (let next = waiting.shift(); next; next = waiting.shift()) {
      const { who, hypothesis, answer } = next;
      try {
        // The assistant's speaker is in no room: the text is theirs alone, and not kept.
        if (who.participant) await tellRoom(who, hypothesis);
        if (answer && !over) socket.send(hypothesis);
      } catch (error) {
        if (!(error instanceof SocketClose)) log.warn({ err: error }, 'caption line not delivered');
        if (error instanceof SocketClose) end(error);
      }
    }
    telling = false;
  };

  /** A new hypothesis (repeats are skipped) goes to the room and the store, then to the socket. */
  const hear = (hypothesis: Hypothesis | null, answer = true) => {
    if (!hypothesis || !speaker) return;
    if (last && last.isFinal === hypothesis.isFinal && last.text === hypothesis.text) return;
    last = hypothesis;
    const stillFinal = waiting.filter((told) => told.hypothesis.isFinal);
    waiting.splice(0, waiting.length, ...stillFinal, { who: speaker, hypothesis, answer });
    void tellWaiting();
  };

  const start = (message: StreamMessage) => {
    if (!('text' in message) || message.text !== TRANSCRIPTION_START)
      throw badInput(transcriptionMessages.noStart);
    clearTimeout(startTimer);
    recognizer = engine.recognizer(query.language);
    startedAt = Date.now();
  };

  const listen = (message: StreamMessage, running: Recognizer, since: number, receivedAt: number) => {
    if (!('audio' in message)) throw badInput(transcriptionMessages.textAfterStart);
    if (message.audio.length !== TRANSCRIPTION_FRAME_BYTES) throw badInput(transcriptionMessages.badFrame);
    audioMs += FRAME_MS;
    const now = Date.now();
    if (audioMs - (now - since) > config.TRANSCRIPTION_MAX_AHEAD_MS)
      throw badInput(transcriptionMessages.flood);
    // Fallen behind (a busy machine): stale audio is skipped, so the recogniser catches up with now.
    if (now - Math.max(receivedAt, admittedAt) > config.TRANSCRIPTION_MAX_BEHIND_MS) return;
    // A copy: the frame's bytes may sit at an odd offset of a shared buffer.
    const pcm = new Int16Array(TRANSCRIPTION_FRAME_SAMPLES);
    new Uint8Array(pcm.buffer).set(message.audio);
    hear(running.feed(pcm));
  };

  return {
    receive: (message) => {
      // The start timer counts until the first message arrives, not until the admission checks it:
      // a slow admission (a busy session check) does not close a socket that said 'start' in time.
      clearTimeout(startTimer);
      const receivedAt = Date.now();
      void admitted.then(() => {
        if (over) return;
        try {
          if (!recognizer || startedAt === undefined) start(message);
          else listen(message, recognizer, startedAt, receivedAt);
        } catch (error) {
          end(socketCloseOf(error));
        }
      });
    },
    closed: () => {
      if (recognizer && !over) hear(recognizer.end(), false);
      over = true;
      free();
    },
  };
};
