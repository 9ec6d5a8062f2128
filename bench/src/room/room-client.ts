import { roomFanout } from './room-fanout';
import type { RoomJob } from './room-job';
import { hostControl, type RoomSignal } from './room-signal';

/**
 * The host and the participants of one run, in a process of their own (so the measured system never
 * shares their event loop). Reads the job as JSON from argv, prints the figures as JSON on stdout.
 */
export const runRoomClient = (signal: RoomSignal) => {
  roomFanout(JSON.parse(process.argv[2] ?? '{}') as RoomJob, signal)
    .then((figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
};

if (require.main === module) runRoomClient(hostControl);
