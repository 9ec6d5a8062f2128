import { ROOM_HEARTBEAT_MS, roomEndpoints, type WhiteboardShape } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { gql, heartbeat, joinRoom } from '../room/gateway-calls';
import type { RoomPlatform } from '../room/platform';
import { createBenchRoom } from '../room/setup';
import { BOARD, freehandStroke } from './stroke';

/** whiteboardData signals in flight at once while the page is filled. */
const FILL_CONCURRENCY = 4;

const PAGE = /* GraphQL */ `
  query($p: ID!, $page: Int!) { roomBoardPage(participantId: $p, page: $page) { boardId page shapes } }
`;

/** A typical page's n-th drawing: mostly freehand strokes of 30 points, every tenth a box, then a note. */
export const typicalShape = (n: number): WhiteboardShape => {
  const id = `shape-${n}`;
  const on = { id, senderWbWidth: BOARD.width, senderWbHeight: BOARD.height };
  const x = 40 + ((n * 37) % (BOARD.width - 300));
  const y = 40 + ((n * 23) % (BOARD.height - 200));
  if (n % 10 === 8)
    return { ...on, className: 'Rectangle', x, y, width: 180, height: 90, colour: '#e53e3e', strokeWidth: 5 };
  if (n % 10 === 9)
    return {
      ...on,
      className: 'Text',
      x,
      y,
      text: `Step ${n}: check the totals`,
      fontSize: 24,
      colour: '#000000',
    };
  return freehandStroke(id, n, 30);
};

export interface ReadTimes {
  medianMs: number;
  maxMs: number;
  samples: number[];
}

const timesOf = (samples: number[]): ReadTimes => {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const medianMs = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { medianMs, maxMs: sorted[sorted.length - 1] ?? Number.NaN, samples };
};

export interface PageReadFigures {
  shapes: number;
  /** The page's shapes as JSON text, as the gateway answers them. */
  pageBytes: number;
  fillSeconds: number;
  /** A late joiner's roomBoardPage through the gateway: from the send to the shapes parsed. */
  gateway: ReadTimes;
  /** room.board.page over NATS as the gateway calls it (request, answer parsed and checked). */
  nats: ReadTimes;
}

/**
 * A late joiner reading a full page: a room of its own whose host puts the board up and fills page 0
 * with `shapes` drawings through whiteboardData signals over NATS (as fast as the room service takes
 * them), then a guest joins through the gateway and reads the page `reads` times with roomBoardPage
 * (HTTP GraphQL); each read is followed by one of room.board.page over NATS, the baseline.
 */
export const readFullPage = async (
  platform: RoomPlatform,
  opts: { shapes: number; reads: number },
): Promise<PageReadFigures> => {
  const { nc } = platform;
  const room = await createBenchRoom(nc, platform.admin, 1);
  const caller = { actor: platform.admin };
  const host = await call(nc, roomEndpoints.join, {
    caller,
    alias: room.alias,
    currentDate: new Date().toISOString(),
    zone: 'UTC',
    windowId: 'bench',
    asHost: true,
  });
  const signal = (method: string, payload: unknown) =>
    call(nc, roomEndpoints.signal, {
      caller,
      participantId: host.participantId,
      method,
      payload: JSON.stringify(payload),
    });
  // Both stay in the room as a browser tab does (filling a page takes longer than the grace period).
  const keepBeating = (beat: () => Promise<unknown>) =>
    setInterval(
      () => void beat().catch((error) => console.error('heartbeat failed', error)),
      ROOM_HEARTBEAT_MS,
    );
  const beating = [
    keepBeating(() =>
      call(nc, roomEndpoints.heartbeat, {
        caller,
        participantId: host.participantId,
        videoEnabled: false,
        audioEnabled: false,
      }),
    ),
  ];
  try {
    await signal('meetingStatus', { started: true });
    await signal('wbEnable', { enabled: true });

    const filling = performance.now();
    let next = 0;
    const fillNext = async (): Promise<void> => {
      const n = next++;
      if (n >= opts.shapes) return;
      await signal('whiteboardData', { page: 0, shape: typicalShape(n) });
      return fillNext();
    };
    await Promise.all(Array.from({ length: FILL_CONCURRENCY }, fillNext));
    const fillSeconds = (performance.now() - filling) / 1000;

    const guestToken = room.guestTokens[0]!;
    const joiner = await joinRoom(platform.gatewayUrl, guestToken, room.alias, false);
    beating.push(keepBeating(() => heartbeat(platform.gatewayUrl, guestToken, joiner.participantId)));
    const viaGateway: number[] = [];
    const viaNats: number[] = [];
    let pageBytes = 0;
    for (let i = 0; i < opts.reads; i++) {
      const asked = performance.now();
      const { roomBoardPage } = await gql<{ roomBoardPage: { shapes: string } }>(
        platform.gatewayUrl,
        guestToken,
        PAGE,
        { p: joiner.participantId, page: 0 },
      );
      const shapes = JSON.parse(roomBoardPage.shapes) as WhiteboardShape[];
      viaGateway.push(performance.now() - asked);
      if (shapes.length !== opts.shapes) throw new Error(`the page has ${shapes.length} shapes`);
      pageBytes = Buffer.byteLength(roomBoardPage.shapes);

      const direct = performance.now();
      const page = await call(nc, roomEndpoints.boardPage, {
        caller,
        participantId: host.participantId,
        page: 0,
      });
      viaNats.push(performance.now() - direct);
      if (page.shapes.length !== opts.shapes) throw new Error(`the page has ${page.shapes.length} shapes`);
    }
    return {
      shapes: opts.shapes,
      pageBytes,
      fillSeconds,
      gateway: timesOf(viaGateway),
      nats: timesOf(viaNats),
    };
  } finally {
    for (const timer of beating) clearInterval(timer);
  }
};
