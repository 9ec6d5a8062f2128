import type { FanoutFigures } from './fanout-figures';
import type { FanoutJob } from './fanout-job';
import { natsFanout } from './nats-fanout';

/**
 * The subscribers and the publisher of one raw NATS run, in a process of their own (so the measured
 * system never shares their event loop). Reads the job as JSON from argv, prints the figures as JSON
 * on stdout.
 */
const run = (job: FanoutJob): Promise<FanoutFigures> => natsFanout(job);

if (require.main === module) {
  run(JSON.parse(process.argv[2] ?? '{}') as FanoutJob)
    .then((figures) => {
      process.stdout.write(`${JSON.stringify(figures)}\n`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
