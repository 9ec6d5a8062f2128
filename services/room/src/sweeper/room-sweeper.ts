import type { RoomEvent } from '@canstring/contracts';
import type { RoomServiceContext } from '../context';
import { roomsToSweep, takeSweepTurn } from '../db/room-store';
import { examAbsence } from '../exam/exam-presence';
import { examTimeUp } from '../exam/exam-stop';
import { followStoppedRecordings } from '../recording/after-recording-stopped';
import { changeRoomIn } from '../room/room-change';
import { publishRoomEvents } from '../room/room-events';
import type { RoomRule } from '../room/room-rule';
import { hostAbsence, silentLeave, tempHostExpiry } from './sweep-rules';

export interface RoomSweeper {
  stop(): Promise<void>;
}

/**
 * Every ROOM_SWEEP_MS, one instance at a time (a PostgreSQL advisory lock; the others skip that
 * round) lets silent participants leave, takes expired temporary hostings back, follows the
 * hosts' absence to its end, disqualifies an exam's candidates away past the grace, and stops an
 * exam's test when its time is up. Each step is its own change with its own event, published on commit.
 */
export const startRoomSweeper = (ctx: RoomServiceContext): RoomSweeper => {
  const { ROOM_SWEEP_MS, ROOM_PARTICIPANT_GRACE_MS, ROOM_HOST_ABSENT_MS } = ctx.config;
  const steps: RoomRule[] = [
    silentLeave(ROOM_PARTICIPANT_GRACE_MS),
    tempHostExpiry,
    hostAbsence(ROOM_HOST_ABSENT_MS),
    examAbsence(ctx, ctx.config.ROOM_EXAM_RETURN_GRACE_MS),
    examTimeUp(ctx),
  ];
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const sweep = async () => {
    const now = ctx.clock.now();
    try {
      const stopped: { room: string; recordingId: string; at: Date }[] = [];
      const events = await ctx.db.transaction(async (tx) => {
        const done: RoomEvent[] = [];
        stopped.length = 0;
        if (!(await takeSweepTurn(tx))) return done;
        for (const room of await roomsToSweep(tx, now, ROOM_PARTICIPANT_GRACE_MS)) {
          for (const step of steps) {
            const { event, stoppedRecording } = await changeRoomIn(tx, ctx.knownPeople, room, now, step);
            if (event) done.push(event);
            if (stoppedRecording) stopped.push({ room, recordingId: stoppedRecording, at: now });
          }
        }
        return done;
      });
      publishRoomEvents(ctx.nc, events);
      followStoppedRecordings(ctx, stopped);
    } catch (error) {
      // The next round tries again (a deadlock with a signal, a database restart ...).
      if (!stopped) ctx.log.warn({ err: error }, 'room sweep failed');
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = sweep().finally(schedule);
    }, ROOM_SWEEP_MS);
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
