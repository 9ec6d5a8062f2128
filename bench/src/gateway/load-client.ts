import { connectNats } from '@canstring/service-kit';
import type { ClosedLoopOptions } from './closed-loop';
import { loadGraphql } from './graphql-load';
import { loadNatsRequests } from './nats-load';

/**
 * The load generator, run as its own process so that the client's work never shares an event loop
 * (or V8's inline caches for node:http) with the system it measures. Reads one job as JSON from
 * argv, prints the figures as JSON on stdout.
 */
export type LoadJob =
  | { kind: 'graphql'; url: string; token: string; query: string; options: ClosedLoopOptions }
  | { kind: 'nats'; natsUrl: string; subject: string; payload: string; options: ClosedLoopOptions };

const run = async (job: LoadJob) => {
  if (job.kind === 'graphql') return loadGraphql(job.url, job.token, job.query, job.options);
  const nc = await connectNats(job.natsUrl, 'bench-client');
  try {
    return await loadNatsRequests(nc, job.subject, new TextEncoder().encode(job.payload), job.options);
  } finally {
    await nc.close();
  }
};

if (require.main === module) {
  const cpu = process.cpuUsage();
  run(JSON.parse(process.argv[2] ?? '{}') as LoadJob)
    .then((figures) => {
      const used = process.cpuUsage(cpu);
      const clientCpuMicros = (used.user + used.system) / figures.answered;
      process.stdout.write(`${JSON.stringify({ ...figures, clientCpuMicros })}\n`);
    })
    .catch((error) => {
      console.error(error);
      process.exitCode = 1;
    });
}
