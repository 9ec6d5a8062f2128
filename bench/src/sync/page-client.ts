import { fileServerPaths, type PlayTicketAnswer } from '@canstring/contracts';
import { connectNats } from '@canstring/service-kit';
import { type Client, createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { gql, heartbeat, joinRoom } from '../room/gateway-calls';
import { type PageFigures, type PageJob, spreadOf } from './page-job';

const SIGNAL = /* GraphQL */ `
  mutation($p: ID!, $m: String!, $d: String!) { sendRoomSignal(participantId: $p, method: $m, payload: $d) { version } }
`;
const EVENTS = /* GraphQL */ `
  subscription($p: ID!) { roomEvents(participantId: $p) { version method payload } }
`;
const JOIN_CONCURRENCY = 10;
const WARMUP_TURNS = 4;
/** How long a turn's event and picture may take before they count as missed. */
const TURN_TIMEOUT_MS = 10_000;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The host and `guestTokens.length` participants in one room, in a process of their own: each
 * participant joined through the gateway, holds its own graphql-ws connection subscribed to the
 * room's events and sends its heartbeat, as a browser tab does. The host shares a converted document
 * and turns its pages at a fixed pace; on each page's event every participant GETs that page's
 * picture from the file server with its play ticket, as the document viewer does. Then the same pace
 * and event size over raw core NATS to as many subscribers, the baseline.
 */
const run = async (job: PageJob): Promise<PageFigures> => {
  const host = await joinRoom(job.gatewayUrl, job.hostToken, job.alias, true);
  const send = async (method: string, payload: unknown) =>
    (
      await gql<{ sendRoomSignal: { version: number } }>(job.gatewayUrl, job.hostToken, SIGNAL, {
        p: host.participantId,
        m: method,
        d: JSON.stringify(payload),
      })
    ).sendRoomSignal.version;
  await send('meetingStatus', { started: true });
  await send('shareDoc', { attachmentId: job.attachmentId });

  const participants: string[] = new Array(job.guestTokens.length);
  let next = 0;
  const joinNext = async (): Promise<void> => {
    const index = next++;
    const token = job.guestTokens[index];
    if (token === undefined) return;
    participants[index] = (await joinRoom(job.gatewayUrl, token, job.alias, false)).participantId;
    return joinNext();
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, joinNext));
  // As the document viewer does when the document is shown: one play ticket per participant, asked
  // with its pass; every page's picture is then read with the ticket alone.
  const tickets: PlayTicketAnswer[] = new Array(job.guestTokens.length);
  let nextTicket = 0;
  const askNext = async (): Promise<void> => {
    const index = nextTicket++;
    const token = job.guestTokens[index];
    if (token === undefined) return;
    const response = await fetch(`${job.fileServerUrl}${fileServerPaths.playTickets}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ meetingNumber: host.state.room, participantId: participants[index] }),
    });
    if (!response.ok) throw new Error(`play ticket: HTTP ${response.status} ${await response.text()}`);
    tickets[index] = (await response.json()) as PlayTicketAnswer;
    return askNext();
  };
  await Promise.all(Array.from({ length: JOIN_CONCURRENCY }, askNext));
  const beats = [job.hostToken, ...job.guestTokens].map((token, i) =>
    setInterval(
      () =>
        void heartbeat(job.gatewayUrl, token, i === 0 ? host.participantId : participants[i - 1]!).catch(
          () => undefined,
        ),
      job.heartbeatMs,
    ),
  );

  // The latest turn to each page: when it was sent (a page comes back only after every other page).
  const sentAt = new Map<number, { at: number; measured: boolean }>();
  /** Whether participants read each page's picture (the second part), or only hear the page change. */
  let pictures = false;
  const eventAloneMs: number[] = [];
  const eventMs: number[] = [];
  const shownMs: number[] = [];
  const pictureMs: number[] = [];
  let failedPictures = 0;
  let heard = 0;
  const room = host.state.room;
  const seen = job.guestTokens.map(() => new Set<number>());
  const clients: Client[] = job.guestTokens.map((token, index) => {
    const client = createClient({
      url: job.wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { token },
      lazy: false,
      retryAttempts: 0,
    });
    client.subscribe<{ roomEvents: { version: number; method: string; payload: string } }>(
      { query: EVENTS, variables: { p: participants[index] } },
      {
        next: (value) => {
          const event = value.data?.roomEvents;
          if (event?.method !== 'pageSwitch') return;
          const page = (JSON.parse(event.payload) as { currentPage: number }).currentPage;
          const turn = sentAt.get(page);
          const received = performance.now();
          heard += 1;
          if (!pictures) {
            if (turn?.measured) eventAloneMs.push(received - turn.at);
            return;
          }
          if (turn?.measured) eventMs.push(received - turn.at);
          // The document viewer's next step: the page's picture with this participant's ticket, read
          // once per page and kept (a page seen before shows at once).
          if (seen[index]!.has(page)) {
            if (turn?.measured) shownMs.push(received - turn.at);
            return;
          }
          seen[index]!.add(page);
          const { upload, ticket } = tickets[index]!;
          fetch(`${job.fileServerUrl}${fileServerPaths.sharedPage(room, upload, page, ticket, 'page')}`)
            .then(async (response) => {
              if (!response.ok) throw new Error(`HTTP ${response.status}`);
              await response.arrayBuffer();
              if (!turn?.measured) return;
              shownMs.push(performance.now() - turn.at);
              pictureMs.push(performance.now() - received);
            })
            .catch((error: unknown) => {
              seen[index]!.delete(page);
              if (!turn?.measured) return;
              if (failedPictures === 0) console.error(`a page's picture failed: ${String(error)}`);
              failedPictures += 1;
            });
        },
        error: (error) => console.error('subscription failed', error),
        complete: () => undefined,
      },
    );
    return client;
  });

  let page = 1;
  let failedTurns = 0;
  /** One page change; a refused or unanswered one is counted, and its page not waited for. */
  const turn = async (measured: boolean) => {
    page = (page % job.totalPages) + 1;
    const turned = page;
    sentAt.set(turned, { at: performance.now(), measured });
    await send('pageSwitch', { currentPage: turned }).catch((error: unknown) => {
      failedTurns += 1;
      sentAt.set(turned, { at: 0, measured: false });
      console.error(`page ${turned} not turned: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  try {
    // Warm-up until every participant hears a page change.
    const readyBy = Date.now() + 60_000;
    while (heard < job.guestTokens.length * WARMUP_TURNS) {
      if (Date.now() > readyBy) throw new Error(`participants heard ${heard} page changes in the warm-up`);
      await turn(false);
      await sleep(1000 / job.turnsPerSecond);
    }
    const measure = async () => {
      const intervalMs = 1000 / job.turnsPerSecond;
      const start = performance.now();
      const turns: Promise<void>[] = [];
      for (let i = 0; i < job.turns; i += 1) {
        const wait = start + i * intervalMs - performance.now();
        if (wait > 0) await sleep(wait);
        turns.push(turn(true));
      }
      await Promise.all(turns);
    };
    // 1. The page changes alone: each participant hears them.
    await measure();
    await sleep(TURN_TIMEOUT_MS / 2);
    const failedAlone = failedTurns;
    const expectedAlone = (job.turns - failedAlone) * job.guestTokens.length;
    // 2. As the viewer does: each change is heard, then the page's picture read (a first view).
    pictures = true;
    for (const [p, t] of sentAt) sentAt.set(p, { ...t, measured: false });
    await measure();
    const expected = (job.turns - (failedTurns - failedAlone)) * job.guestTokens.length;
    const settled = Date.now() + TURN_TIMEOUT_MS;
    while (shownMs.length + failedPictures < expected && Date.now() < settled) await sleep(100);
    const raw = await rawBaseline(job);
    return {
      participants: job.guestTokens.length,
      turns: job.turns,
      eventAlone: spreadOf(eventAloneMs),
      missedAlone: expectedAlone - eventAloneMs.length,
      event: spreadOf(eventMs),
      shown: spreadOf(shownMs),
      picture: spreadOf(pictureMs),
      missed: expected - eventMs.length,
      failedTurns,
      failedPictures,
      raw: raw.spread,
      rawMissed: raw.missed,
    };
  } finally {
    for (const timer of beats) clearInterval(timer);
    await Promise.all(clients.map((c) => c.dispose()));
  }
};

/**
 * The same page changes over raw core NATS: one publisher, as many subscribers as participants, each
 * on its own connection, the event's size and pace, on a room subject no room uses.
 */
const rawBaseline = async (
  job: PageJob,
): Promise<{ spread: ReturnType<typeof spreadOf>; missed: number }> => {
  const subject = `room.events.bench-sync-${process.pid}`;
  const publisher = await connectNats(job.natsUrl, 'bench-sync-publisher', job.publisher);
  const subscribers = await Promise.all(
    job.guestTokens.map((_, i) => connectNats(job.natsUrl, `bench-sync-subscriber-${i}`, job.subscriber)),
  );
  const sentAt = new Map<number, number>();
  const ms: number[] = [];
  const decoder = new TextDecoder();
  for (const nc of subscribers)
    nc.subscribe(subject, {
      callback: (_error, msg) => {
        const { version } = JSON.parse(decoder.decode(msg.data)) as { version: number };
        const at = sentAt.get(version);
        if (at !== undefined) ms.push(performance.now() - at);
      },
    });
  await Promise.all(subscribers.map((nc) => nc.flush()));
  const event = (version: number, page: number) =>
    JSON.stringify({
      version,
      method: 'pageSwitch',
      fromParticipantId: '00000000-0000-4000-8000-000000000001',
      payload: { currentPage: page },
      features: { document: { currentPage: page } },
    });
  const intervalMs = 1000 / job.turnsPerSecond;
  const start = performance.now();
  for (let version = 1; version <= job.turns; version += 1) {
    const wait = start + (version - 1) * intervalMs - performance.now();
    if (wait > 0) await sleep(wait);
    sentAt.set(version, performance.now());
    publisher.publish(subject, event(version, (version % job.totalPages) + 1));
  }
  await publisher.flush();
  await sleep(2_000);
  await Promise.all([publisher, ...subscribers].map((nc) => nc.close()));
  return { spread: spreadOf(ms), missed: job.turns * job.guestTokens.length - ms.length };
};

run(JSON.parse(process.argv[2] ?? '{}') as PageJob)
  .then((figures) => {
    process.stdout.write(`${JSON.stringify(figures)}\n`);
    process.exit(0);
  })
  .catch((error) => {
    console.error(error);
    process.exit(1);
  });
