import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Failover beyond one machine, both halves in one run, each printing its own table:
 * - the bus: a three-node NATS cluster under a chat and room-event load, nodes killed in turn
 *   (first answered request, first delivered event, messages lost and delivered twice), beside a bare
 *   NATS client's reconnection (bus/main.ts);
 * - the media servers: two Janus servers, the one a meeting is on killed ten times (kill to each
 *   participant's first decoded frame again), beside the same rejoin with the server alive
 *   (media/main.ts, in the media network namespace).
 * Run: pnpm --filter @canstring/bench run failover   (FAILOVER_PART=bus or media runs one half)
 */
const root = path.resolve(__dirname, '../../..');
const here = path.relative(root, __dirname);
const part = process.env.FAILOVER_PART ?? 'all';

const run = (command: string, args: string[]): boolean =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit' }).status === 0;

const halves: Array<{ name: string; run: () => boolean }> = [
  { name: 'bus', run: () => run('node', ['--import', 'tsx', path.join(here, 'bus/main.ts')]) },
  {
    name: 'media',
    run: () =>
      process.env.MEDIA_NETNS_INSIDE === '1'
        ? run('node', ['--import', 'tsx', path.join(here, 'media/main.ts')])
        : run('bash', [
            'infra/bin/media-netns.sh',
            'node',
            '--import',
            'tsx',
            path.join(here, 'media/main.ts'),
          ]),
  },
];

const failed = halves
  .filter((half) => part === 'all' || part === half.name)
  .filter((half) => !half.run())
  .map((half) => half.name);
if (failed.length) {
  console.error(`failover: ${failed.join(' and ')} missed a target or failed`);
  process.exit(1);
}
