import path from 'node:path';
import { type Actor, assistantEndpoints } from '@canstring/contracts';
import { call, connectNats } from '@canstring/service-kit';
import {
  createTestDatabase,
  runServiceMain,
  startNatsServer,
  waitForHealth,
} from '@canstring/service-kit/testing';
import { heldOutQuestions } from './held-out';

/**
 * The assistant's figures (not a test): top-1 and top-3 accuracy on the held-out paraphrases, and the
 * answer latency with 50 askers at once, over a real nats-server, PostgreSQL and the assistant service
 * running as its own process (as the launcher starts it). `pnpm --filter @canstring/bench exec node
 * --import tsx src/assistant/main.ts`; ASSISTANT_BENCH_SECONDS sets the load's length (default 15).
 */
const ASKERS = 50;
const SECONDS = Number(process.env.ASSISTANT_BENCH_SECONDS ?? 15);
const member: Actor = { userId: 2, role: 2, sessionId: 'bench-session' };

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const main = async () => {
  const nats = await startNatsServer();
  const database = await createTestDatabase();
  const service = runServiceMain(path.join(__dirname, '..', '..', '..', 'services', 'assistant'), {
    NATS_URL: nats.url,
    DATABASE_URL: database.url,
  });
  const nc = await connectNats(nats.url, 'assistant-bench');
  try {
    if (!(await waitForHealth(nc, 'assistant')))
      throw new Error(`the assistant did not start: ${service.output()}`);
    const ask = (question: string) => call(nc, assistantEndpoints.ask, { actor: member, question });

    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const { asked, expected } of heldOutQuestions) {
      const reply = await ask(asked);
      const found = [reply.best, ...reply.alternatives].map((m) => m?.question);
      if (found[0] === expected) top1++;
      if (found.slice(0, 3).includes(expected)) top3++;
      else misses.push(`${asked} → ${found[0] ?? 'no good match'}`);
    }

    // One asker at a time: the service's own cost of an answer, without queueing behind others.
    const alone: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const { asked } of heldOutQuestions) {
        const started = performance.now();
        await ask(asked);
        alone.push(performance.now() - started);
      }
    }
    alone.sort((a, b) => a - b);

    const latencies: number[] = [];
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: ASKERS }, async (_, asker) => {
        for (let i = asker; Date.now() < until; i++) {
          const question = heldOutQuestions[i % heldOutQuestions.length]?.asked ?? 'how do I record';
          const started = performance.now();
          await ask(question);
          latencies.push(performance.now() - started);
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const n = heldOutQuestions.length;
    console.info(
      JSON.stringify(
        {
          heldOut: n,
          top1: `${top1}/${n} (${((top1 / n) * 100).toFixed(0)}%)`,
          top3: `${top3}/${n} (${((top3 / n) * 100).toFixed(0)}%)`,
          misses,
          load: {
            askers: ASKERS,
            seconds: SECONDS,
            answers: latencies.length,
            perSecond: Math.round(latencies.length / SECONDS),
          },
          oneAskerRoundTripMs: {
            p50: percentile(alone, 50).toFixed(1),
            p99: percentile(alone, 99).toFixed(1),
          },
          roundTripMs: {
            p50: percentile(latencies, 50).toFixed(1),
            p99: percentile(latencies, 99).toFixed(1),
            max: (latencies.at(-1) ?? 0).toFixed(1),
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await nc.close();
    service.child.kill('SIGTERM');
    await service.exited;
    await database.drop();
    await nats.stop();
  }
};

void main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
