import type { HeartbeatBeat, HeartbeatRecord } from '../db/room-store';

/** Far more beats than arrive while one statement runs; a longer queue goes in several statements. */
export const HEARTBEATS_PER_STATEMENT = 500;

/** Records heartbeats, the many that arrive together in one statement. */
export interface HeartbeatBatches {
  /** Resolves with what the beat found (undefined: not the owner's participant, or gone). */
  record(beat: HeartbeatBeat): Promise<HeartbeatRecord | undefined>;
}

interface Waiting {
  beat: HeartbeatBeat;
  resolve(record: HeartbeatRecord | undefined): void;
  reject(error: unknown): void;
}

/**
 * Heartbeats come from every participant every few seconds: a thousand in a room is two hundred a
 * second. One statement each would take a pooled connection each and queue the room's changes
 * behind them. Here one statement is in flight at a time: a beat arriving while it runs waits for
 * the next, which carries every beat that arrived meanwhile. A quiet room's beat goes at once.
 */
export const createHeartbeatBatches = (
  recordAll: (beats: readonly HeartbeatBeat[]) => Promise<(HeartbeatRecord | undefined)[]>,
): HeartbeatBatches => {
  const waiting: Waiting[] = [];
  let running = false;

  const drain = async () => {
    running = true;
    while (waiting.length > 0) {
      const batch = waiting.splice(0, HEARTBEATS_PER_STATEMENT);
      try {
        const records = await recordAll(batch.map((w) => w.beat));
        for (const [i, w] of batch.entries()) w.resolve(records[i]);
      } catch (error) {
        for (const w of batch) w.reject(error);
      }
    }
    running = false;
  };

  return {
    record: (beat) =>
      new Promise((resolve, reject) => {
        waiting.push({ beat, resolve, reject });
        if (!running) void drain();
      }),
  };
};
