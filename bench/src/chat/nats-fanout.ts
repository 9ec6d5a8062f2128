import { connectNats, type NatsConnection } from '@canstring/service-kit';
import { DeliveryRecorder, type FanoutFigures } from './fanout-figures';
import type { FanoutJob } from './fanout-job';
import { atFixedRate } from './fixed-rate';

const SUBJECT = 'bench.chat.fanout';

type NatsJob = FanoutJob;

/**
 * The baseline: one publisher and as many core NATS subscribers, each on its own connection, as the
 * graphql-ws run has sockets; the same pace and a message of about the same size (a chat message, or
 * `messageBytes` in turn).
 */
export const natsFanout = async (job: NatsJob): Promise<FanoutFigures> => {
  const { pace } = job;
  const recorder = new DeliveryRecorder(
    Math.ceil((pace.messagesPerSecond * pace.durationMs) / 1000 + 1) * job.subscribers,
  );
  const decoder = new TextDecoder();
  const connections: NatsConnection[] = [];
  try {
    for (let i = 0; i < job.subscribers; i += 1) {
      const nc = await connectNats(job.natsUrl, `bench-subscriber-${i}`);
      connections.push(nc);
      nc.subscribe(SUBJECT, {
        callback: (_error, msg) => {
          const { ref } = JSON.parse(decoder.decode(msg.data)) as { ref: string };
          recorder.received(ref);
        },
      });
      await nc.flush();
    }
    const publisher = await connectNats(job.natsUrl, 'bench-publisher');
    connections.push(publisher);
    const sizes = job.messageBytes;
    const textOf = (ref: string, i: number) => {
      if (!sizes?.length) return `bench message ${ref}`;
      const envelope = JSON.stringify({ ref, text: '' }).length;
      return 'x'.repeat(Math.max(0, sizes[i % sizes.length]! - envelope));
    };
    const publish = async (ref: string, i: number) => {
      publisher.publish(SUBJECT, JSON.stringify({ ref, text: textOf(ref, i) }));
    };
    await atFixedRate(pace.messagesPerSecond, pace.warmupMs, (i) => publish(`warmup-${i}`, i));
    const started = process.hrtime.bigint();
    const { sent, failed } = await atFixedRate(pace.messagesPerSecond, pace.durationMs, (i) => {
      const ref = `m-${i}`;
      recorder.sending(ref);
      return publish(ref, i);
    });
    await new Promise((r) => setTimeout(r, pace.drainMs));
    const seconds = Number(process.hrtime.bigint() - started) / 1e9 - pace.drainMs / 1000;
    return recorder.figures(job.subscribers, sent, failed, seconds);
  } finally {
    await Promise.all(connections.map((nc) => nc.close()));
  }
};
