import {
  type Actor,
  TRANSCRIPTION_CLOSE,
  TRANSCRIPTION_START,
  type TranscriptionResult,
  transcriptionMessages,
} from '@canstring/contracts';
import { createLogger } from '@canstring/service-kit';
import type { TranscriptionServiceContext } from '../context';
import { createPocketsphinxEngine } from '../engine';
import { GO_FORWARD_TEXT, goForwardFrames, NEVER_BEHIND_MS } from '../test-support/go-forward';
import type { AssistantSpeaker } from './room-speaker';
import { openSpeakerStream, type StreamSocket } from './speaker-stream';

const START_TIMEOUT_MS = 200;
const MAX_BEHIND_MS = 4_000;
const engine = createPocketsphinxEngine();

/**
 * A stream for the assistant's speaker (in no room, so neither the bus nor the database is asked),
 * with the real recognizer, a start timeout of START_TIMEOUT_MS and audio skipped past `maxBehindMs`.
 */
const streamWith = (admission: Promise<AssistantSpeaker>, maxBehindMs = NEVER_BEHIND_MS) => {
  const ctx = {
    config: {
      TRANSCRIPTION_START_TIMEOUT_MS: START_TIMEOUT_MS,
      TRANSCRIPTION_MAX_AHEAD_MS: 60_000,
      TRANSCRIPTION_MAX_BEHIND_MS: maxBehindMs,
    },
    engine,
    log: createLogger('speaker-stream-test', 'silent'),
  } as unknown as TranscriptionServiceContext;
  const results: TranscriptionResult[] = [];
  let closed: ((close: { code: number; reason: string }) => void) | undefined;
  const closedWith = new Promise<{ code: number; reason: string }>((resolve) => {
    closed = resolve;
  });
  const socket: StreamSocket = {
    send: (result) => results.push(result),
    close: (code, reason) => closed?.({ code, reason }),
  };
  return { stream: openSpeakerStream(ctx, socket, admission, { language: 'en-US' }), results, closedWith };
};

const speaker: AssistantSpeaker = { caller: { actor: { userId: '1' } as unknown as Actor } };

describe("a speaker's stream", () => {
  it("keeps a socket that said 'start' in time while its admission is still being checked", async () => {
    let admit: ((s: AssistantSpeaker) => void) | undefined;
    const { stream, results, closedWith } = streamWith(
      new Promise((resolve) => {
        admit = resolve;
      }),
    );
    stream.receive({ text: TRANSCRIPTION_START });
    for (const frame of goForwardFrames()) stream.receive({ audio: Buffer.from(frame.buffer) });
    // The admission answers only after the start timeout has run out.
    await new Promise((resolve) => setTimeout(resolve, START_TIMEOUT_MS * 3));
    admit?.(speaker);
    const outcome = await Promise.race([
      closedWith,
      (async () => {
        while (!results.some((r) => r.isFinal)) await new Promise((resolve) => setTimeout(resolve, 20));
        return results.find((r) => r.isFinal);
      })(),
    ]);
    expect(outcome).toEqual({ isFinal: true, text: GO_FORWARD_TEXT });
    stream.closed();
    expect(engine.openRecognizers).toBe(0);
  });

  it('skips audio that waited too long to be heard, and hears what is said after', async () => {
    const { stream, results } = streamWith(Promise.resolve(speaker), MAX_BEHIND_MS);
    await new Promise((resolve) => setImmediate(resolve));
    stream.receive({ text: TRANSCRIPTION_START });
    // A sentence arrives while the service is busy with something else for longer than it may lag.
    for (const frame of goForwardFrames()) stream.receive({ audio: Buffer.from(frame.buffer) });
    const busyUntil = Date.now() + MAX_BEHIND_MS * 1.5;
    while (Date.now() < busyUntil) {
      // Busy: the frames wait.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(results).toEqual([]);
    // The same sentence said now is heard whole.
    for (const frame of goForwardFrames()) stream.receive({ audio: Buffer.from(frame.buffer) });
    while (!results.some((r) => r.isFinal)) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(results.find((r) => r.isFinal)).toEqual({ isFinal: true, text: GO_FORWARD_TEXT });
    stream.closed();
    expect(engine.openRecognizers).toBe(0);
  });

  it('closes a socket that says nothing within the start timeout, even once admitted', async () => {
    const { closedWith } = streamWith(Promise.resolve(speaker));
    expect(await closedWith).toEqual({
      code: TRANSCRIPTION_CLOSE.badInput,
      reason: transcriptionMessages.noStart,
    });
    expect(engine.openRecognizers).toBe(0);
  });
});
