import { startChatServiceForTest } from '@canstring/chat-service/testing';
import { userEndpoints } from '@canstring/contracts';
import { call, connectNats } from '@canstring/service-kit';
import { startNatsServer } from '@canstring/service-kit/testing';
import { startUserServiceForTest } from '@canstring/user-service/testing';
import { startGatewayProcess } from '../gateway/processes';
import { createAudience } from './audience';
import type { FanoutPace } from './fanout-job';
import { runFanoutProcess } from './fanout-process';
import { printReport } from './report';

/** The goal: p99 delivery under 100 ms at 50 messages/s to 200 subscribers. */
export const TARGET_P99_MS = 100;

const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * Chat fan-out: one sender posts to a group at a fixed rate through the gateway (sendChatMessage over
 * HTTP); each of the group's other members has a graphql-ws connection subscribed to chatMessageAdded.
 * Latency is send → each subscriber's receipt. The baseline, measured in the same run on the same
 * nats-server, is raw core NATS: one publisher, as many subscribers each on its own connection.
 *
 * Layout: the user and chat services run in this process, the gateway in its own process as in
 * production (one worker: each process reads the chat events once), the sender and the subscribers
 * in a child process.
 */
const main = async () => {
  const subscribers = positive('BENCH_SUBSCRIBERS', 200);
  const pace: FanoutPace = {
    messagesPerSecond: positive('BENCH_RATE', 50),
    warmupMs: positive('BENCH_WARMUP_S', 2) * 1000,
    durationMs: positive('BENCH_DURATION_S', 10) * 1000,
    drainMs: 2_000,
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

    const gateway = await startGatewayProcess(nats.url, { GATEWAY_WORKERS: '1' });
    cleanups.unshift(() => gateway.stop());
    console.info(
      `gateway: ${subscribers} graphql-ws subscribers, one sender at ${pace.messagesPerSecond} messages/s ` +
        `for ${pace.durationMs / 1000} s`,
    );
    const viaGateway = await runFanoutProcess({
      kind: 'graphql',
      url: gateway.url,
      wsUrl: gateway.url.replace(/^http/, 'ws'),
      senderToken: audience.senderToken,
      subscriberTokens: audience.subscriberTokens,
      groupId: audience.groupId,
      pace,
    });
    console.info(`raw NATS: ${subscribers} core subscribers, one publisher at the same pace`);
    const raw = await runFanoutProcess({ kind: 'nats', natsUrl: nats.url, subscribers, pace });

    printReport({
      gateway: viaGateway,
      raw,
      messagesPerSecond: pace.messagesPerSecond,
      targetP99Ms: TARGET_P99_MS,
    });
    if (viaGateway.p99Ms >= TARGET_P99_MS || viaGateway.delivered < viaGateway.expected) process.exitCode = 1;
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
