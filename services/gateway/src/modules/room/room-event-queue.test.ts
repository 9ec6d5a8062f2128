import { randomUUID } from 'node:crypto';
import { noFeatures, type RoomEvent, type RoomState } from '@canstring/contracts';
import type { Delivery } from '../../ws/subscription-queue';
import { RoomEventQueue } from './room-event-queue';
import { initialDataOf } from './room-state-reads';

const me = randomUUID();
const someone = randomUUID();
const flags: RoomState['flags'] = {
  started: true,
  ended: false,
  locked: false,
  recording: false,
  recordingId: null,
  caption: false,
  privateChatDisabled: false,
  displayMode: 'none',
  sharedContent: null,
  screenSharerId: null,
  hostAbsentSince: null,
};
const roomState = (version: number): RoomState => ({
  room: '12345678901',
  alias: 'abc',
  title: 'Review',
  seatType: 'conference',
  organizerName: 'Ada',
  startAt: '2026-11-22T10:00:00.000Z',
  endAt: '2026-11-22T11:00:00.000Z',
  version,
  flags,
  participants: [],
  features: noFeatures(),
  chat: [],
});
const state = (version: number): RoomEvent => initialDataOf(roomState(version), [me]);
const event = (
  version: number,
  more: { method?: RoomEvent['method']; left?: string[]; audience?: string[] } = {},
): RoomEvent => ({
  room: '12345678901',
  version,
  method: more.method ?? 'lockStatus',
  fromParticipantId: someone,
  payload: '{}',
  flags,
  participants: [],
  left: more.left ?? [],
  features: {},
  audience: more.audience ?? null,
  state: null,
});

const drain = async (queue: RoomEventQueue, count: number): Promise<Delivery<RoomEvent>[]> => {
  const out: Delivery<RoomEvent>[] = [];
  for (let i = 0; i < count; i++) {
    const next = await queue.next();
    if (next.done) break;
    out.push(next.value);
  }
  return out;
};
const methodsAndVersions = (deliveries: Delivery<RoomEvent>[]) =>
  deliveries.map((d) => (d instanceof Error ? d.message : `${d.method}@${d.version}`));

describe('a room subscription queue', () => {
  it('puts the state first and drops what was queued meanwhile that the state already holds', async () => {
    const queue = new RoomEventQueue(me, async () => undefined);
    queue.push(event(4));
    queue.push(event(5));
    queue.push(event(6, { method: 'chat' }));
    queue.begin(state(5));
    queue.push(event(7));
    expect(methodsAndVersions(await drain(queue, 4))).toEqual([
      'onInitialData@5',
      'lockStatus@5',
      'chat@6',
      'lockStatus@7',
    ]);
  });

  it("keeps only events for everyone or for this participant, and ends after the participant's removal", async () => {
    let stopped = false;
    const queue = new RoomEventQueue(me, async () => undefined);
    queue.listening(() => {
      stopped = true;
    });
    queue.begin(state(1));
    queue.push(event(1, { method: 'chat', audience: [someone, randomUUID()] }));
    queue.push(event(1, { method: 'chat', audience: [someone, me] }));
    queue.push(event(2, { method: 'onUserDisconnected', left: [me] }));
    queue.push(event(3));
    expect(methodsAndVersions(await drain(queue, 5))).toEqual([
      'onInitialData@1',
      'chat@1',
      'onUserDisconnected@2',
    ]);
    expect(stopped).toBe(true);
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });

  it('hands on the refusal of the caller check as its last delivery', async () => {
    const refusal = new Error('signed out');
    let admitted = 1;
    const queue = new RoomEventQueue(me, async () => {
      if (admitted-- <= 0) throw refusal;
    });
    queue.begin(state(1));
    queue.push(event(2));
    expect(methodsAndVersions(await drain(queue, 3))).toEqual(['onInitialData@1', 'signed out']);
  });

  it('hands events on at once to a waiting reader, for this participant only, and the removal through the queue', async () => {
    const queue = new RoomEventQueue(
      me,
      async () => undefined,
      () => true,
    );
    const taken: string[] = [];
    queue.handOnAtOnce((delivered) => {
      taken.push(`${delivered.method}@${delivered.version}`);
      return true;
    });
    queue.begin(state(1));
    expect(methodsAndVersions(await drain(queue, 1))).toEqual(['onInitialData@1']);
    const waiting = queue.next();
    queue.push(event(2));
    queue.push(event(3, { method: 'chat', audience: [someone] }));
    queue.push(event(4, { method: 'chat', audience: [me] }));
    queue.push(event(5, { method: 'onUserDisconnected', left: [me] }));
    expect(taken).toEqual(['lockStatus@2', 'chat@4']);
    expect(await waiting).toEqual({ done: false, value: expect.objectContaining({ version: 5 }) });
    expect(await queue.next()).toEqual({ done: true, value: undefined });
  });
});
