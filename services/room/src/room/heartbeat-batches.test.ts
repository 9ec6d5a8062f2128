import type { HeartbeatBeat, HeartbeatRecord } from '../db/room-store';
import { createHeartbeatBatches, HEARTBEATS_PER_STATEMENT } from './heartbeat-batches';

const beat = (n: number): HeartbeatBeat => ({
  participantId: `p${n}`,
  owner: `o${n}`,
  now: new Date(0),
  renewUntil: new Date(0),
});
const recordOf = (b: HeartbeatBeat): HeartbeatRecord => ({
  room: `room of ${b.participantId}`,
  version: 1,
  videoEnabled: false,
  audioEnabled: false,
  camAllowed: true,
  micAllowed: true,
});

/** A recorder whose statements finish when the test says, each answering every beat it was given. */
const heldRecorder = () => {
  const statements: { beats: readonly HeartbeatBeat[]; finish(error?: Error): void }[] = [];
  const recordAll = (beats: readonly HeartbeatBeat[]) =>
    new Promise<(HeartbeatRecord | undefined)[]>((resolve, reject) => {
      statements.push({
        beats,
        finish: (error) => (error ? reject(error) : resolve(beats.map(recordOf))),
      });
    });
  return { statements, recordAll };
};
const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('heartbeat batches', () => {
  it('sends a beat at once when no statement is running', async () => {
    const recorder = heldRecorder();
    const batches = createHeartbeatBatches(recorder.recordAll);
    const answer = batches.record(beat(1));
    expect(recorder.statements.map((s) => s.beats)).toEqual([[beat(1)]]);
    recorder.statements[0]?.finish();
    await expect(answer).resolves.toEqual(recordOf(beat(1)));
  });

  it('sends the beats that arrive while a statement runs together in the next, each answered its own', async () => {
    const recorder = heldRecorder();
    const batches = createHeartbeatBatches(recorder.recordAll);
    const first = batches.record(beat(1));
    const later = [2, 3, 4].map((n) => batches.record(beat(n)));
    expect(recorder.statements).toHaveLength(1);
    recorder.statements[0]?.finish();
    await first;
    await settled();
    expect(recorder.statements.map((s) => s.beats)).toEqual([[beat(1)], [beat(2), beat(3), beat(4)]]);
    recorder.statements[1]?.finish();
    expect(await Promise.all(later)).toEqual([2, 3, 4].map((n) => recordOf(beat(n))));
  });

  it('fails only the beats of a statement that failed, and goes on with the next', async () => {
    const recorder = heldRecorder();
    const batches = createHeartbeatBatches(recorder.recordAll);
    const first = batches.record(beat(1));
    const second = batches.record(beat(2));
    recorder.statements[0]?.finish(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await settled();
    recorder.statements[1]?.finish();
    await expect(second).resolves.toEqual(recordOf(beat(2)));
  });

  it(`puts at most ${HEARTBEATS_PER_STATEMENT} beats in one statement`, async () => {
    const recorder = heldRecorder();
    const batches = createHeartbeatBatches(recorder.recordAll);
    const count = 1 + HEARTBEATS_PER_STATEMENT + 2;
    const answers = Array.from({ length: count }, (_, n) => batches.record(beat(n)));
    for (let i = 0; i < 3; i++) {
      recorder.statements[i]?.finish();
      await settled();
    }
    expect(recorder.statements.map((s) => s.beats.length)).toEqual([1, HEARTBEATS_PER_STATEMENT, 2]);
    expect(await Promise.all(answers)).toHaveLength(count);
  });
});
