import { z } from 'zod';

/**
 * The transcription socket (spec 3 §7): a WebSocket on the transcription service. The query names
 * the speaker and the room; the first text message is 'start'; then binary frames of 16-bit mono
 * PCM (little-endian) at 16 kHz, TRANSCRIPTION_FRAME_SAMPLES samples each; the service answers
 * JSON `{ isFinal, text }`. Close code 1000 is normal; on any other code the client tries again
 * after TRANSCRIPTION_RETRY_MS.
 */
export const TRANSCRIPTION_DEFAULT_PORT = 4300;
export const TRANSCRIPTION_SOCKET_PATH = '/transcription';
/** Samples in one audio frame (spec 3 §9: 4096 samples at 16-bit). */
export const TRANSCRIPTION_FRAME_SAMPLES = 4096;
export const TRANSCRIPTION_FRAME_BYTES = TRANSCRIPTION_FRAME_SAMPLES * 2;
export const TRANSCRIPTION_SAMPLE_RATE = 16_000;
/** A socket closed with any code but 1000 is opened again after this long (spec 3 §9). */
export const TRANSCRIPTION_RETRY_MS = 5_000;
/** The text message that opens an utterance stream (spec 3 §7). */
export const TRANSCRIPTION_START = 'start';
/** Speech language of the room's captions (spec 3 §9: en-US, continuous). */
export const TRANSCRIPTION_DEFAULT_LANGUAGE = 'en-US';
/** A socket whose first message (which must be 'start') has not come this long after opening is closed. */
export const TRANSCRIPTION_START_TIMEOUT_MS = 10_000;
/** Audio may run ahead of real time by at most this much before the socket is closed as a flood. */
export const TRANSCRIPTION_MAX_AHEAD_MS = 5_000;
/**
 * Audio that has waited this long to be heard (the recogniser fell behind on a busy machine) is
 * skipped unheard: the captions follow what is said now, and the service answers its other calls.
 */
export const TRANSCRIPTION_MAX_BEHIND_MS = 3_000;

/**
 * The socket's query: the speaker's name, the room (its meeting number), the speaker's participant
 * in it, and optionally the language. The caller's session or guest pass goes in the
 * `Sec-WebSocket-Protocol` header as `bearer.<token>` (a browser cannot set Authorization on a
 * WebSocket, and a token in the URL would land in logs).
 */
export const transcriptionQuerySchema = z.object({
  name: z.string().trim().min(1).max(255),
  room: z.string().regex(/^\d{1,32}$/),
  participantId: z.uuid(),
  language: z.string().trim().min(2).max(16).default(TRANSCRIPTION_DEFAULT_LANGUAGE),
});
export type TranscriptionQuery = z.infer<typeof transcriptionQuerySchema>;

/** The query's `purpose` of the assistant's socket (spec 3 §2 /record). */
export const TRANSCRIPTION_ASSISTANT_PURPOSE = 'assistant';
/**
 * The assistant's socket: a signed-in member's own speech (their questions, or a call's audio they
 * capture), answered on the socket only: no room hears it and no line is kept.
 */
export const assistantTranscriptionQuerySchema = z.object({
  purpose: z.literal(TRANSCRIPTION_ASSISTANT_PURPOSE),
  name: z.string().trim().min(1).max(255),
  language: z.string().trim().min(2).max(16).default(TRANSCRIPTION_DEFAULT_LANGUAGE),
});
export type AssistantTranscriptionQuery = z.infer<typeof assistantTranscriptionQuerySchema>;
export const TRANSCRIPTION_PROTOCOL_PREFIX = 'bearer.';

/** What the service answers on the socket: a hypothesis, partial while the speech goes on. */
export const transcriptionResultSchema = z.object({ isFinal: z.boolean(), text: z.string() });
export type TranscriptionResult = z.infer<typeof transcriptionResultSchema>;

/** Close codes of the socket besides 1000 (normal); the reason carries the words to show. */
export const TRANSCRIPTION_CLOSE = {
  normal: 1000,
  /** Not signed in, not in that room, or captions are off in it. */
  refused: 4403,
  /** A query or frame that is not as the contract says. */
  badInput: 4400,
  /** No model for the language. */
  noLanguage: 4415,
  /** The service is busy or failing: the client tries again in 5 s. */
  unavailable: 4503,
} as const;

export const transcriptionMessages = {
  noLanguage: (language: string) => `Captions are not available in ${language}`,
  captionsOff: 'Captions are off in this meeting',
  notInRoom: 'You are not in this meeting',
  badFrame: `Audio must come as 16-bit mono frames of ${TRANSCRIPTION_FRAME_SAMPLES} samples`,
  textAfterStart: "Only audio may follow 'start'",
  noStart: "The socket must say 'start' first",
  flood: 'Audio is coming faster than it is spoken',
  unavailable: 'Captions are not available right now; trying again',
  badQuery: 'The socket must name the speaker, the room and the participant',
  membersOnly: 'Sign in to ask the assistant by voice',
  hostsOnly: 'Only the hosts of this meeting may read its transcript',
} as const;
