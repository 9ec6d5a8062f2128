import { connectNats } from '@canstring/service-kit';
import { startNatsServer } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import type { ClosedLoopOptions } from './closed-loop';
import { ECHO_SUBJECT, startEchoService } from './echo-service';
import { cpuSecondsOf, runLoadProcess, startGatewayProcess } from './processes';
import { printReport } from './report';
import { signInForBench } from './sign-in';

/** Gateway throughput must stay at or above this share of raw NATS request/reply. */
export const TARGET_RATIO = 0.4;
const QUERY = '{ me { id firstName } }';

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Layout (the same for both measurements): the load generator runs in a child process; the
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
    const gateway = await startGatewayProcess(nats.url);
    cleanups.unshift(() => gateway.stop());
    const token = await signInForBench(gateway.url, users);

    console.info(
      `gateway: ${options.concurrency} keep-alive connections sending ${QUERY}, ` +
        `${options.warmupMs / 1000} s warm-up + ${options.durationMs / 1000} s`,
    );
    const cpuBefore = cpuSecondsOf(gateway.pid);
    const viaGateway = await runLoadProcess({
      kind: 'graphql',
      url: gateway.url,
      token,
      query: QUERY,
      options,
    });
    const gatewayCpuSeconds = cpuSecondsOf(gateway.pid) - cpuBefore;

    const echoNc = await connectNats(nats.url, 'bench-echo');
    cleanups.unshift(() => echoNc.close());
    const echo = await startEchoService(echoNc);
    cleanups.unshift(() => echo.stop());
    console.info(
      `raw NATS: ${options.concurrency} requests in flight to an echo endpoint on the same nats-server`,
    );
    const raw = await runLoadProcess({
      kind: 'nats',
      natsUrl: nats.url,
      subject: ECHO_SUBJECT,
      payload: JSON.stringify({ query: QUERY }),
      options,
    });

    const ratio = viaGateway.perSecond / raw.perSecond;
    printReport({
      viaGateway,
      raw,
      ratio,
      target: TARGET_RATIO,
      gatewayCpuMicrosPerRequest: (gatewayCpuSeconds * 1e6) / viaGateway.answered,
    });
    if (ratio < TARGET_RATIO) process.exitCode = 1;
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
