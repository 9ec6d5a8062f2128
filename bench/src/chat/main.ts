import { startChatServiceForTest } from '@canstring/chat-service/testing';
import { userEndpoints } from '@canstring/contracts';
import { call, connectNats } from '@canstring/service-kit';
import { startNatsServer } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { FANOUT_P99_MS, FANOUT_RAW_MULTIPLE } from '../fanout-targets';
import { startGatewayProcess } from '../gateway/processes';
import { positive } from '../settings';
import { createAudience } from './audience';
import type { FanoutPace } from './fanout-job';
import { meetsTarget, printReport } from './report';
import { runSplitFanout, shareOut } from './split-fanout';

/**
 * One client process holds this many subscribers at most (a thousand in one process would make the
 * client what is measured).
 */
const SUBSCRIBERS_PER_PROCESS = 250;
/**
 * Every subscriber connects from 127.0.0.1, which the gateway would count as one client address:
 * its per-address budget is raised so that a thousand people's subscriptions are not refused as
 * one address's flood. Each session's own budget stays as deployed.
 */
const ONE_ADDRESS_FOR_EVERYONE: NodeJS.ProcessEnv = { GATEWAY_OPERATIONS_PER_ADDRESS: '1000000000' };

/**
 * Chat fan-out: one sender posts to a group at a fixed rate through the gateway (sendChatMessage over
 * HTTP); each of the group's other members has a graphql-ws connection subscribed to chatMessageAdded.
 * Latency is send → each subscriber's receipt. The baseline, measured in the same run on the same
 * nats-server, is raw core NATS: one publisher, as many subscribers each on its own connection.
 *
 * Layout: the user and chat services run in this process, the gateway in its own process as in
 * production (one worker unless BENCH_GATEWAY_WORKERS: each process reads the chat events once),
 * the sender in a child process, the subscribers in child processes of at most
 * BENCH_SUBSCRIBERS_PER_PROCESS (250) each; the baseline has the same layout.
 */
const main = async () => {
  const subscribers = positive('BENCH_SUBSCRIBERS', 200);
  const perProcess = positive('BENCH_SUBSCRIBERS_PER_PROCESS', SUBSCRIBERS_PER_PROCESS);
  const shares = shareOut(subscribers, perProcess);
  const pace: FanoutPace = {
    messagesPerSecond: positive('BENCH_RATE', 50),
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 10) * 1000,
    drainMs: positive('BENCH_DRAIN_S', 2) * 1000,
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
    const chat = await startChatServiceForTest({ natsUrl: nats.url });
    cleanups.unshift(() => chat.stop());
    const nc = await connectNats(nats.url, 'bench-chat-setup');
    cleanups.unshift(() => nc.close());

    const signedIn = await call(nc, userEndpoints.authenticate, {
      email: users.adminEmail,
      password: users.adminPassword,
    });
    if (signedIn.kind !== 'session') throw new Error('the administrator has no session');
    const { actor: admin } = await call(nc, userEndpoints.checkToken, { token: signedIn.session.token });
    console.info(`creating ${subscribers + 1} accounts and their group through the user service`);
    const audience = await createAudience(nc, admin, subscribers);

    const gateway = await startGatewayProcess(nats.url, {
      ...ONE_ADDRESS_FOR_EVERYONE,
      GATEWAY_WORKERS: String(positive('BENCH_GATEWAY_WORKERS', 1)),
    });
    cleanups.unshift(() => gateway.stop());
    console.info(
      `gateway: ${subscribers} graphql-ws subscribers in ${shares.length} client process(es), one sender at ` +
        `${pace.messagesPerSecond} messages/s for ${pace.durationMs / 1000} s`,
    );
    const wsUrl = gateway.url.replace(/^http/, 'ws');
    const viaGateway = await runSplitFanout(
      shares.map((s) => ({
        kind: 'graphql',
        wsUrl,
        tokens: audience.subscriberTokens.slice(s.first, s.first + s.count),
      })),
      {
        kind: 'graphql',
        url: gateway.url,
        senderToken: audience.senderToken,
        groupId: audience.groupId,
        pace,
        natsUrl: nats.url,
      },
      pace,
    );
    console.info(
      `sender: sendChatMessage answered in p50 ${viaGateway.answerP50Ms.toFixed(1)} ms, ` +
        `p99 ${viaGateway.answerP99Ms.toFixed(1)} ms`,
    );
    console.info(
      `raw NATS: ${subscribers} core subscribers in the same processes, one publisher at the same pace`,
    );
    const raw = await runSplitFanout(
      shares.map((s) => ({ kind: 'nats', natsUrl: nats.url, ...s })),
      { kind: 'nats', natsUrl: nats.url, pace },
      pace,
    );

    const report = {
      gateway: viaGateway,
      raw,
      messagesPerSecond: pace.messagesPerSecond,
      targetP99Ms: FANOUT_P99_MS,
      targetRawMultiple: FANOUT_RAW_MULTIPLE,
    };
    printReport(report);
    if (!meetsTarget(report)) process.exitCode = 1;
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
