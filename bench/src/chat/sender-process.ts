import { chatEvents } from '@canstring/contracts';
import { connectNats } from '@canstring/service-kit';
import { postJson } from '../post-json';
import { RAW_SUBJECT, type SenderJob, type SentLine } from './fanout-job';
import { atFixedRate } from './fixed-rate';
import { benchSide } from './process-lines';
import { sinceSent, stampedRef } from './stamped-ref';

const SEND = /* GraphQL */ `
  mutation($groupId: ID!, $text: String!, $ref: String!) {
    sendChatMessage(to: { groupId: $groupId }, text: $text, uniqueRefId: $ref) { id }
  }
`;

const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;

/**
 * The one sender of a run, open loop at a fixed rate: a group message through the gateway
 * (sendChatMessage over HTTP), or a core NATS publish for the baseline. Sends warm-up rounds until
 * told `go` (every subscriber has one by then), then the measured messages, each reference stamped
 * with its send time; says `sent` when done.
 */
const main = async () => {
  const side = benchSide();
  const job = JSON.parse(process.argv[2] ?? '{}') as SenderJob;
  const { pace } = job;
  const answerMs: number[] = [];
  const eventDelaysMs: (number | null)[] = [];
  let send: (ref: string) => Promise<void>;
  let close = async () => undefined as unknown;
  if (job.kind === 'graphql') {
    // The chat service's events as they reach NATS, for the gateway's own share of each delivery.
    const watcher = await connectNats(job.natsUrl, 'bench-chat-events');
    const decoder = new TextDecoder();
    watcher.subscribe(chatEvents.messageCreated, {
      callback: (_error, msg) => {
        const event = JSON.parse(decoder.decode(msg.data)) as { message: { uniqueRefId: string } };
        const since = sinceSent(event.message.uniqueRefId);
        if (since) eventDelaysMs[since.index] = since.ms;
      },
    });
    await watcher.flush();
    close = () => watcher.close();
    send = async (ref) => {
      const asked = performance.now();
      const answer = (await postJson(
        job.url,
        { authorization: `Bearer ${job.senderToken}` },
        { query: SEND, variables: { groupId: String(job.groupId), text: `bench message ${ref}`, ref } },
      )) as { errors?: unknown };
      if (answer.errors) throw new Error(JSON.stringify(answer.errors));
      answerMs.push(performance.now() - asked);
    };
  } else {
    const nc = await connectNats(job.natsUrl, 'bench-publisher');
    close = () => nc.close();
    send = async (ref) => {
      nc.publish(RAW_SUBJECT, JSON.stringify({ ref, text: `bench message ${ref}` }));
    };
  }

  let round = 0;
  do {
    round += 1;
    await atFixedRate(pace.messagesPerSecond, pace.warmupMs, (i) => send(`warmup-${round}-${i}`));
  } while (!side.wasTold('go'));
  answerMs.length = 0;
  const started = performance.now();
  const { sent, failed } = await atFixedRate(pace.messagesPerSecond, pace.durationMs, (i) =>
    send(stampedRef(i)),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = answerMs.sort((a, b) => a - b);
  await side.say({
    type: 'sent',
    sent,
    failed,
    seconds,
    answerP50Ms: at(sorted, 0.5),
    answerP99Ms: at(sorted, 0.99),
    eventDelaysMs: Array.from({ length: sent }, (_, i) => eventDelaysMs[i] ?? null),
  } satisfies SentLine);
  await close();
  process.exit(0);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
