import { roomEventSubject } from '@canstring/contracts';
import { connectNats } from '@canstring/service-kit';
import { atFixedRate } from '../chat/fixed-rate';
import { clientSide, sharedNow } from './child-lines';
import { gql, heartbeat, joinRoom } from './gateway-calls';
import { hostControl } from './room-signal';
import {
  type HostFigures,
  type HostJob,
  type HostLine,
  type ParticipantsLine,
  RAW_SUBJECT,
  type ReadyLine,
} from './split-job';

const SIGNAL = /* GraphQL */ `
  mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }
`;

/**
 * The sending side of a split room run, in a process of its own. Gateway: the host (the organizer)
 * joins, starts the meeting, keeps its heartbeat, and once told the participants gives presenter power
 * to each in turn through sendRoomSignal at a fixed rate: warm-up until every share says its
 * participants heard one, then the measured sends; it also watches the room's events on NATS (where
 * the gateway's share starts). NATS: one publisher at the same pace.
 */
const run = async () => {
  const side = clientSide<HostJob>();
  const { job } = side;
  const { pace } = job;
  const heartbeats: [number, number][] = [];
  let heartbeatFailures = 0;
  const published: [number, number][] = [];
  let ready = false;
  void side.told<ReadyLine>('ready').then(() => {
    ready = true;
  });

  let send: (turn: number) => Promise<number>;
  let timer: NodeJS.Timeout | undefined;
  const nc = await connectNats(job.natsUrl, 'bench-room-host');
  if (job.mode === 'nats') {
    void side.say({ type: 'host', participantId: '', room: '' } satisfies HostLine);
    await side.told<ParticipantsLine>('participants');
    send = async (turn) => {
      nc.publish(RAW_SUBJECT, JSON.stringify({ ref: turn, method: hostControl.method, version: turn }));
      return turn;
    };
  } else {
    const host = await joinRoom(job.url, job.hostToken, job.alias, true);
    const beat = () => {
      const asked = sharedNow();
      heartbeat(job.url, job.hostToken, host.participantId).then(
        () => heartbeats.push([asked, sharedNow() - asked]),
        () => {
          heartbeatFailures += 1;
        },
      );
    };
    timer = setInterval(beat, job.heartbeatMs);
    const signal = async (method: string, payload: unknown) =>
      (
        await gql<{ sendRoomSignal: { version: number } }>(job.url, job.hostToken, SIGNAL, {
          p: host.participantId,
          m: method,
          d: JSON.stringify(payload),
        })
      ).sendRoomSignal.version;
    await signal('meetingStatus', { started: true });
    const decoder = new TextDecoder();
    nc.subscribe(roomEventSubject(host.state.room), {
      callback: (_error, msg) => {
        const event = JSON.parse(decoder.decode(msg.data)) as { version: number; method: string };
        if (event.method === hostControl.method) published.push([event.version, sharedNow()]);
      },
    });
    await nc.flush();
    void side.say({
      type: 'host',
      participantId: host.participantId,
      room: host.state.room,
    } satisfies HostLine);
    const { participantIds } = await side.told<ParticipantsLine>('participants');
    send = (turn) => signal(hostControl.method, hostControl.payload(turn, participantIds));
  }

  let turn = 0;
  const readyBy = Date.now() + job.readyTimeoutMs;
  while (!ready) {
    if (Date.now() > readyBy) throw new Error('the participants were not all ready in time');
    await atFixedRate(pace.messagesPerSecond, pace.warmupMs, () => send(turn++));
  }
  const sent: [number, number][] = [];
  const answerMs: number[] = [];
  const startedAt = sharedNow();
  /** Why measured sends were refused, each reason counted: said on stderr at the end. */
  const refusals = new Map<string, number>();
  const { sent: sentCount, failed } = await atFixedRate(pace.messagesPerSecond, pace.durationMs, async () => {
    const at = sharedNow();
    const version = await send(turn++).catch((error: unknown) => {
      const reason = error instanceof Error ? error.message : String(error);
      refusals.set(reason, (refusals.get(reason) ?? 0) + 1);
      throw error;
    });
    sent.push([version, at]);
    answerMs.push(sharedNow() - at);
  });
  await new Promise((r) => setTimeout(r, pace.drainMs));
  const endedAt = sharedNow();
  clearInterval(timer);
  for (const [reason, count] of refusals)
    console.error(`the host's ${count} refused sends: ${reason.slice(0, 300)}`);
  await side.say({
    type: 'sent',
    sent,
    sentCount,
    failed,
    published,
    answerMs,
    startedAt,
    endedAt,
    heartbeats,
    heartbeatFailures,
  } satisfies HostFigures);
  await nc.close();
  process.exit(0);
};

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
