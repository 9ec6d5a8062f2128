import { availableParallelism } from 'node:os';
import { connectNats } from '@canstring/service-kit';
import { startNatsServer } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { positive } from '../settings';
import type { ClosedLoopOptions } from './closed-loop';
import { ECHO_SUBJECT, startEchoService } from './echo-service';
import { cpuSecondsOf, runLoadProcess, startGatewayProcess } from './processes';
import { type GatewayRun, type MeasuredPair, medianPair, printReport, ratioOf } from './report';
import { signInForBench } from './sign-in';

/** Gateway throughput must stay at or above this share of raw NATS request/reply. */
export const TARGET_RATIO = 0.6;
const QUERY = '{ me { id firstName } }';
/**
 * One session sends every request here, far past any person's rate: the gateway's rate limits stay
 * on (their cost is measured) with budgets the load cannot spend.
 */
const UNSPENT_RATE_LIMITS: NodeJS.ProcessEnv = {
  GATEWAY_OPERATIONS_PER_TOKEN: '1000000000',
  GATEWAY_OPERATIONS_PER_ADDRESS: '1000000000',
};

/**
 * Gateway configurations and the raw NATS baseline, each measured for the same warm-up and
 * duration. The target applies to the gateway as deployed (one worker per core), measured in
 * BENCH_PAIRS pairs (default 3), each beside a raw NATS run back to back; the median pair's ratio
 * is judged, as this machine's speed drifts by a third from one minute to the next. The "every
 * operation through Apollo" run turns off running checked operations at once (the gateway before
 * it). The "session checked per request" run turns the gateway's session cache off, so every query
 * makes a round trip to the user service (and its database) over NATS.
 *
 * Layout (the same for every measurement): the load generator runs in a child process; the
 * services answering it (the user service, the echo endpoint) run in this process; the gateway
 * runs from its own main module in a child process, as in production; one nats-server for all.
 */
const main = async () => {
  const options: ClosedLoopOptions = {
    concurrency: 50,
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 10) * 1000,
    maxRequests: 2_000_000,
  };
  const cleanups: (() => Promise<unknown>)[] = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () => {
    cleaning ??= (async () => {
      for (const cleanup of cleanups) await cleanup().catch((error) => console.error(error));
    })();
    return cleaning;
  };
  const interrupted = () => void cleanUp().finally(() => process.exit(130));
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const nats = await startNatsServer();
    cleanups.unshift(() => nats.stop());
    const users = await startUserServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => users.stop());

    const runGateway = async (name: string, settings: NodeJS.ProcessEnv): Promise<GatewayRun> => {
      const gateway = await startGatewayProcess(nats.url, { ...UNSPENT_RATE_LIMITS, ...settings });
      try {
        const token = await signInForBench(gateway.url, users);
        console.info(`${name}: ${options.concurrency} keep-alive connections sending ${QUERY}`);
        const cpuBefore = cpuSecondsOf(gateway.pid);
        const figures = await runLoadProcess({
          kind: 'graphql',
          url: gateway.url,
          token,
          query: QUERY,
          options,
        });
        const cpuSeconds = cpuSecondsOf(gateway.pid) - cpuBefore;
        return { name, figures, gatewayCpuMicrosPerRequest: (cpuSeconds * 1e6) / figures.answered };
      } finally {
        await gateway.stop();
      }
    };
    const echoNc = await connectNats(nats.url, 'bench-echo');
    cleanups.unshift(() => echoNc.close());
    const echo = await startEchoService(echoNc);
    cleanups.unshift(() => echo.stop());
    const runRaw = () => {
      console.info(
        `raw NATS: ${options.concurrency} requests in flight to an echo endpoint on the same nats-server`,
      );
      return runLoadProcess({
        kind: 'nats',
        natsUrl: nats.url,
        subject: ECHO_SUBJECT,
        payload: JSON.stringify({ query: QUERY }),
        options,
      });
    };

    const cores = availableParallelism();
    const deployedSettings = { GATEWAY_WORKERS: String(cores) };
    const single = await runGateway('gateway, 1 process', { GATEWAY_WORKERS: '1' });
    const throughApollo = await runGateway(`gateway, ${cores} workers, every operation through Apollo`, {
      ...deployedSettings,
      GATEWAY_RUN_CHECKED_OPERATIONS: '0',
    });
    const uncached = await runGateway(`gateway, ${cores} workers, session checked per request`, {
      ...deployedSettings,
      GATEWAY_SESSION_CACHE_MS: '0',
    });
    const pairs: MeasuredPair[] = [];
    for (let i = 1; i <= positive('BENCH_PAIRS', 3); i++) {
      const runDeployed = () =>
        runGateway(`gateway, ${cores} workers (one per core), pair ${i}`, deployedSettings);
      // Each pair back to back, in turn first and second, so a slow spell of the machine falls on both.
      if (i % 2) {
        const deployed = await runDeployed();
        pairs.push({ deployed, raw: await runRaw() });
      } else {
        const raw = await runRaw();
        pairs.push({ deployed: await runDeployed(), raw });
      }
    }

    const judged = medianPair(pairs);
    printReport({ gatewayRuns: [single, throughApollo, uncached], pairs, judged, target: TARGET_RATIO });
    if (ratioOf(judged.deployed, judged.raw) < TARGET_RATIO) process.exitCode = 1;
  } finally {
    await cleanUp();
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
