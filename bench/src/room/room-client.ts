import { roomFanout } from './room-fanout';
import type { RoomJob } from './room-job';

/**
 * The host and the participants of one run, in a process of their own (so the measured system never
 * shares their event loop). Reads the job as JSON from argv, prints the figures as JSON on stdout.
 */
if (require.main === module) {
  roomFanout(JSON.parse(process.argv[2] ?? '{}') as RoomJob)
    .then((figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
