import { SIGNALLING_RECONNECT_MS } from '@canstring/contracts';
import { connectNats, type NatsConnection } from '@canstring/service-kit';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { clientSide, sharedNow } from './child-lines';
import { heartbeat, joinRoom } from './gateway-calls';
import { hostControl } from './room-signal';
import {
  type JoinedLine,
  RAW_SUBJECT,
  type ReadyLine,
  type ShareFigures,
  type ShareJob,
  type StopLine,
} from './split-job';

/** Tries of one join while setting up. */
const JOIN_TRIES = 10;
const EVENTS = `subscription($p: ID!) { roomEvents(participantId: $p) { ${hostControl.eventFields} } }`;

/**
 * A share of the room's participants in a process of its own: each joins through the gateway, sends
 * roomHeartbeat every heartbeatMs (the first at a random point of the period) and follows roomEvents
 * on its own graphql-ws connection, as a browser tab does; or, for the baseline, core NATS subscribers
 * each on its own connection. Every receipt is kept with the machine's shared clock.
 */
const run = async () => {
  const side = clientSide<ShareJob>();
  const { job } = side;
  const receipts: [number, number][] = [];
  const heartbeats: [number, number][] = [];
  let heartbeatFailures = 0;
  let subscriptionsEnded = 0;
  let stopping = false;
  const timers: NodeJS.Timeout[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const heard = new Set<number>();
  let readySaid = false;
  const heardBy = (index: number, count: number) => {
    heard.add(index);
    if (!readySaid && heard.size === count) {
      readySaid = true;
      void side.say({ type: 'ready' } satisfies ReadyLine);
    }
  };

  if (job.mode === 'nats') {
    const decoder = new TextDecoder();
    for (let i = 0; i < job.subscribers; i++) {
      const nc: NatsConnection = await connectNats(job.natsUrl, `bench-room-subscriber-${i}`);
      closers.push(() => nc.close());
      nc.subscribe(RAW_SUBJECT, {
        callback: (_error, msg) => {
          const { ref } = JSON.parse(decoder.decode(msg.data)) as { ref: number };
          receipts.push([ref, sharedNow()]);
          heardBy(i, job.subscribers);
        },
      });
      await nc.flush();
    }
    void side.say({ type: 'joined', participantIds: [] } satisfies JoinedLine);
  } else {
    const beat = (token: string, participantId: string) => {
      const asked = sharedNow();
      heartbeat(job.url, token, participantId).then(
        () => heartbeats.push([asked, sharedNow() - asked]),
        () => {
          heartbeatFailures += 1;
        },
      );
    };
    /**
     * Setting up only: a join the gateway gave up on while a thousand joins queue for one room is
     * asked again (a join again by the same person takes their place), at most JOIN_TRIES times.
     */
    const joinWithPatience = async (token: string, tries = 1): Promise<{ participantId: string }> => {
      try {
        return await joinRoom(job.url, token, job.alias, false);
      } catch (error) {
        if (tries >= JOIN_TRIES || !String(error).includes('UNAVAILABLE')) throw error;
        console.error(`a join was not answered in time (try ${tries}); asking again`);
        return joinWithPatience(token, tries + 1);
      }
    };
    const participantIds: string[] = new Array(job.guestTokens.length);
    let next = 0;
    const joinNext = async (): Promise<void> => {
      const index = next++;
      const token = job.guestTokens[index];
      if (token === undefined) return;
      const { participantId } = await joinWithPatience(token);
      participantIds[index] = participantId;
      timers.push(
        setTimeout(() => {
          beat(token, participantId);
          timers.push(setInterval(() => beat(token, participantId), job.heartbeatMs));
        }, Math.random() * job.heartbeatMs),
      );
      return joinNext();
    };
    await Promise.all(Array.from({ length: job.joinConcurrency }, joinNext));
    /**
     * Follows the room's events as a browser tab does (packages/client's room session): a feed the
     * gateway ended or could not start (UNAVAILABLE) is counted, then followed again after
     * SIGNALLING_RECONNECT_MS; graphql-ws retries a refused socket (its default five tries).
     */
    const follow = (client: Client, index: number) => {
      let again = false;
      const followAgain = () => {
        if (stopping || again) return;
        again = true;
        subscriptionsEnded += 1;
        timers.push(setTimeout(() => follow(client, index), SIGNALLING_RECONNECT_MS));
      };
      client.subscribe<{ roomEvents: { version: number; method: string } }>(
        { query: EVENTS, variables: { p: participantIds[index] } },
        {
          next: (value) => {
            if (value.errors && !stopping) console.error('a roomEvents error', JSON.stringify(value.errors));
            const event = value.data?.roomEvents;
            if (event?.method !== hostControl.method) return;
            receipts.push([event.version, sharedNow()]);
            heardBy(index, job.guestTokens.length);
          },
          error: (error) => {
            if (!stopping) console.error('subscription failed', JSON.stringify(error));
            followAgain();
          },
          complete: () => {
            if (!stopping) console.error(`a participant's roomEvents subscription was ended by the gateway`);
            followAgain();
          },
        },
      );
    };
    const clients: Client[] = job.guestTokens.map((token, index) => {
      const client = createClient({
        url: job.wsUrl,
        webSocketImpl: WebSocket,
        connectionParams: { token },
        lazy: false,
      });
      follow(client, index);
      return client;
    });
    closers.push(() => Promise.all(clients.map((c) => c.dispose())));
    void side.say({ type: 'joined', participantIds } satisfies JoinedLine);
  }

  // While the host warms up: how many have heard it, now and then (a slow machine shows here).
  const progress = setInterval(() => {
    if (!readySaid)
      console.error(
        `share: ${heard.size} of ${job.mode === 'nats' ? job.subscribers : job.guestTokens.length} heard the host so far`,
      );
  }, 10_000);
  await side.told<StopLine>('stop');
  clearInterval(progress);
  stopping = true;
  for (const timer of timers) clearTimeout(timer);
  await side.say({
    type: 'received',
    receipts,
    heartbeats,
    heartbeatFailures,
    subscriptionsEnded,
  } satisfies ShareFigures);
  await Promise.all(closers.map((close) => close()));
  process.exit(0);
};

run().catch((error) => {
  console.error(error);
  process.exit(1);
});
