import { cpuSecondsOf } from '../gateway/processes';
import type { CaptionListener } from './caption-listener';
import { type SpeakerRun, speak } from './caption-speaker';
import { FRAME_MS, type Utterance } from './utterance';

/** A participant who may speak: their guest pass and their place in the room. */
export interface BenchSpeaker {
  name: string;
  token: string;
  participantId: string;
}

export interface CaptionRunJob {
  transcriptionUrl: string;
  transcriptionPid: number;
  room: string;
  speakers: BenchSpeaker[];
  listener: CaptionListener;
  utterance: Utterance;
  /** Utterances each speaker says; the first one of each is a warm-up, not counted. */
  utterances: number;
  silentFrames: number;
}

/** One counted utterance as the listener saw it. */
export interface HeardUtterance {
  /** From the last speech frame's send to the final caption's arrival at the listener. */
  finalMs: number;
  /** From the first speech frame's send to the first partial caption's arrival; NaN when none came first. */
  firstPartialMs: number;
  text: string;
}

export interface CaptionRunFigures {
  speakers: number;
  heard: HeardUtterance[];
  /** Counted utterances whose final caption never reached the listener. */
  missing: number;
  /** Final hypotheses the service answered on the speakers' own sockets (warm-ups included). */
  answered: number;
  /** The latest a speaker's frame went out after its moment (the bench's own lag), in ms. */
  maxSendLateMs: number;
  /** Sockets the service closed, with its reasons. */
  closed: string[];
  /** The transcription process's CPU time over the run's wall time (1 = one core busy all along). */
  serviceCpuShare: number;
}

/** Longest wait after the last frame for the last final captions. */
const DRAIN_MS = 10_000;

const waitFor = async (done: () => boolean, timeoutMs: number) => {
  const until = performance.now() + timeoutMs;
  while (!done() && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
};

/**
 * `speakers` speak at once, each starting at its own moment of the cycle (evenly spread, as people
 * talk over each other at random), while the listener collects the captions. The k-th final caption of a
 * speaker is the k-th utterance's: the engine makes exactly one per utterance of this recording.
 */
export const runCaptions = async (job: CaptionRunJob): Promise<CaptionRunFigures> => {
  const cycleMs = (job.utterance.frames.length + job.silentFrames) * FRAME_MS;
  const captionsOf = (index: number) => job.listener.captionsOf(job.speakers[index]!.participantId);
  // Captions from earlier runs of the same participants are not this run's.
  const earlier = job.speakers.map((_, index) => captionsOf(index).length);
  const thisRun = (index: number) => captionsOf(index).slice(earlier[index]);
  const cpuBefore = cpuSecondsOf(job.transcriptionPid);
  const began = performance.now();
  const startAt = began + 1_000;
  const runs: SpeakerRun[] = await Promise.all(
    job.speakers.map((speaker, index) =>
      speak({
        url: job.transcriptionUrl,
        token: speaker.token,
        name: speaker.name,
        room: job.room,
        participantId: speaker.participantId,
        utterance: job.utterance,
        utterances: job.utterances,
        silentFrames: job.silentFrames,
        startAt: startAt + (index * cycleMs) / job.speakers.length,
      }),
    ),
  );
  const finalsOf = (index: number) => thisRun(index).filter((c) => c.isFinal);
  await waitFor(() => runs.every((run, index) => finalsOf(index).length >= run.spoken.length), DRAIN_MS);
  const serviceCpuShare =
    (cpuSecondsOf(job.transcriptionPid) - cpuBefore) / ((performance.now() - began) / 1000);
  const closed = runs.flatMap((run) => run.closedEarly() ?? []);
  const answered = runs.reduce((sum, run) => sum + run.finalsAnswered(), 0);
  for (const run of runs) run.close();

  const heard: HeardUtterance[] = [];
  let missing = 0;
  runs.forEach((run, index) => {
    const captions = thisRun(index);
    const finals = captions.filter((c) => c.isFinal);
    run.spoken.forEach((spoken, n) => {
      if (n === 0) return;
      const final = finals[n];
      if (!final) {
        missing += 1;
        return;
      }
      // Captions come in order: this utterance's partials follow the previous utterance's final.
      const after = Math.max(spoken.firstSpeechSentAt, finals[n - 1]?.at ?? 0);
      const partial = captions.find((c) => !c.isFinal && c.at >= after && c.at <= final.at);
      heard.push({
        finalMs: final.at - spoken.lastSpeechSentAt,
        firstPartialMs: partial ? partial.at - spoken.firstSpeechSentAt : Number.NaN,
        text: final.text,
      });
    });
  });
  return {
    speakers: job.speakers.length,
    heard,
    missing,
    answered,
    maxSendLateMs: Math.max(...runs.map((run) => run.maxSendLateMs)),
    closed,
    serviceCpuShare,
  };
};
