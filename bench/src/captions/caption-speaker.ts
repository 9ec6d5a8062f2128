import { TRANSCRIPTION_PROTOCOL_PREFIX, TRANSCRIPTION_START } from '@canstring/contracts';
import WebSocket from 'ws';
import { FRAME_MS, silentFrame, type Utterance } from './utterance';

/** When one utterance's speech went out. */
export interface SpokenUtterance {
  firstSpeechSentAt: number;
  lastSpeechSentAt: number;
}

export interface SpeakerRun {
  spoken: SpokenUtterance[];
  /** The latest any frame went out after its real-time moment (this process being busy), in ms. */
  maxSendLateMs: number;
  /** The close code and reason if the service closed the socket (before the speaker closed it). */
  closedEarly(): string | undefined;
  /** Final hypotheses answered on the speaker's own socket so far. */
  finalsAnswered(): number;
  /** Closes the socket (its utterance ends). */
  close(): void;
}

export interface SpeakerJob {
  url: string;
  token: string;
  name: string;
  room: string;
  participantId: string;
  utterance: Utterance;
  utterances: number;
  silentFrames: number;
  /** When (performance.now()) to send the first frame. */
  startAt: number;
}

const until = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - performance.now())));

/**
 * A speaker's browser: the transcription socket with the participant's token, 'start', then the
 * recording followed by silence, again and again, one frame every FRAME_MS on a fixed schedule.
 */
export const speak = async (job: SpeakerJob): Promise<SpeakerRun> => {
  const query = new URLSearchParams({ name: job.name, room: job.room, participantId: job.participantId });
  const ws = new WebSocket(`${job.url}?${query}`, [`${TRANSCRIPTION_PROTOCOL_PREFIX}${job.token}`]);
  let closedEarly: string | undefined;
  let finalsAnswered = 0;
  ws.on('close', (code, reason) => {
    closedEarly ??= `${code} ${reason.toString()}`;
  });
  ws.on('message', (data) => {
    if ((JSON.parse(String(data)) as { isFinal: boolean }).isFinal) finalsAnswered += 1;
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(TRANSCRIPTION_START);
  const cycle = [...job.utterance.frames, ...Array.from({ length: job.silentFrames }, silentFrame)].map(
    (frame) => Buffer.from(frame.buffer, frame.byteOffset, frame.byteLength),
  );
  const spoken: SpokenUtterance[] = [];
  let maxSendLateMs = 0;
  let sent = 0;
  for (let n = 0; n < job.utterances && closedEarly === undefined; n++) {
    const utterance: SpokenUtterance = { firstSpeechSentAt: Number.NaN, lastSpeechSentAt: Number.NaN };
    for (let index = 0; index < cycle.length && closedEarly === undefined; index++) {
      const due = job.startAt + sent * FRAME_MS;
      await until(due);
      ws.send(cycle[index]!);
      const at = performance.now();
      sent += 1;
      maxSendLateMs = Math.max(maxSendLateMs, at - due);
      if (index === job.utterance.firstSpeechFrame) utterance.firstSpeechSentAt = at;
      if (index === job.utterance.lastSpeechFrame) utterance.lastSpeechSentAt = at;
    }
    spoken.push(utterance);
  }
  return {
    spoken,
    maxSendLateMs,
    closedEarly: () => closedEarly,
    finalsAnswered: () => finalsAnswered,
    close: () => ws.close(),
  };
};
