import path from 'node:path';
import {
  type Actor,
  ErrorCode,
  type RoomEvent,
  roomEndpoints,
  roomMessages,
  WHITEBOARD_IDLE_RELEASE_MS,
  WHITEBOARD_MAX_POINTS,
  WHITEBOARD_MAX_SHAPES_PER_PAGE,
  whiteboardMessages,
} from '@canstring/contracts';
import { call, createLogger, openDatabase } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { boardShapes, schema } from './db/schema';
import { type InRoom, NOW, type RoomTestBed, refusal, startRoomTestBed } from './test-support/room-test-bed';

let bed: RoomTestBed;
let organizer: Actor;
beforeAll(async () => {
  bed = await startRoomTestBed('whiteboard');
  organizer = await bed.newUser(1);
});
afterAll(async () => {
  await bed?.stop();
});
beforeEach(() => bed.clock.set(NOW));

const board = { senderWbWidth: 800, senderWbHeight: 600 };
const line = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  className: 'Line',
  points: [10, 10, 50, 50],
  colour: '#000000',
  strokeWidth: 5,
  ...board,
  ...extra,
});
const stroke = (id: string, points: number) => ({
  id,
  className: 'LinePath',
  points: Array.from({ length: points * 2 }, (_, i) => 10 + (i % 300)),
  colour: '#e53e3e',
  strokeWidth: 10,
  ...board,
});
const after = (ms: number) => new Date(new Date(NOW).getTime() + ms).toISOString();

const pageOf = async (who: InRoom, page = 0) =>
  call(bed.nc, roomEndpoints.boardPage, { caller: who.caller, participantId: who.participantId, page });
const idsOn = async (who: InRoom, page = 0) => (await pageOf(who, page)).shapes.map((s) => s.id);
const drawn = (events: RoomEvent[]) => events.filter((e) => e.method === 'whiteboardData');

/** A conference with the board up: its host, a member with the whiteboard grant, and a guest (a viewer). */
const boardUp = async () => {
  const { alias, room } = await bed.meeting(organizer);
  const host = await bed.join({ actor: organizer }, alias, { asHost: true });
  const member = await bed.join({ actor: await bed.newUser() }, alias);
  const guest = await bed.join({ guest: await bed.guest(alias) }, alias);
  await bed.signal(host, 'onGiveWbConrol', { participantId: member.participantId, allowed: true });
  const watch = await bed.watch(room);
  await bed.signal(host, 'wbEnable', { enabled: true });
  const opened = await watch.next((e) => e.method === 'wbEnable');
  return { alias, room, host, member, guest, watch, opened };
};

describe('whiteboard', () => {
  it('opens a board everyone sees, and stores a growing stroke once with its last points, relayed live', async () => {
    const { member, guest, watch, opened } = await boardUp();
    expect(opened.flags.displayMode).toBe('whiteboard');
    expect(opened.features.whiteboard).toEqual({
      boardId: expect.any(String),
      page: 0,
      pages: 1,
      holderId: null,
      holderName: null,
      heldUntil: null,
    });
    expect((await bed.state(guest)).features.whiteboard).toEqual(opened.features.whiteboard);

    for (const points of [2, 5, 9])
      await bed.signal(member, 'whiteboardData', { page: 0, shape: stroke('pen-1', points) });
    const relayed = drawn(watch.events);
    expect(relayed.map((e) => JSON.parse(e.payload).shape.points.length)).toEqual([4, 10, 18]);
    expect(relayed[0]?.fromParticipantId).toBe(member.participantId);
    expect(relayed[0]?.features.whiteboard).toMatchObject({
      holderId: member.participantId,
      holderName: expect.any(String),
      heldUntil: after(WHITEBOARD_IDLE_RELEASE_MS),
    });
    const page = await pageOf(guest);
    expect(page).toEqual({
      boardId: opened.features.whiteboard?.boardId,
      page: 0,
      shapes: [stroke('pen-1', 9)].map((s) => ({ ...s, eraser: false })),
    });
    watch.stop();
  });

  it('lets one person draw at a time: others are refused until 10 s without drawing, or the holder gives it back', async () => {
    const { host, member, watch } = await boardUp();
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m1') });
    const busy = await refusal(bed.signal(host, 'whiteboardData', { page: 0, shape: line('h1') }));
    expect(busy).toMatchObject({ code: ErrorCode.Conflict, message: whiteboardMessages.inUseRefusal });
    bed.clock.set(after(WHITEBOARD_IDLE_RELEASE_MS - 1));
    expect((await refusal(bed.signal(host, 'wbstart', {}))).message).toBe(whiteboardMessages.inUseRefusal);
    bed.clock.set(after(WHITEBOARD_IDLE_RELEASE_MS));
    await bed.signal(host, 'whiteboardData', { page: 0, shape: line('h1') });
    // The host hands it back at once: the member draws straight away.
    await bed.signal(host, 'wbstop', {});
    const released = await watch.next((e) => e.method === 'wbstop');
    expect(released.features.whiteboard).toMatchObject({ holderId: null, heldUntil: null });
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m2') });
    expect(await idsOn(host)).toEqual(['m1', 'h1', 'm2']);
    expect(drawn(watch.events).map((e) => JSON.parse(e.payload).shape.id)).toEqual(['m1', 'h1', 'm2']);
    watch.stop();
  });

  it('refuses a viewer without the right: nothing reaches the room or the board', async () => {
    const { host, guest, watch } = await boardUp();
    for (const [method, payload] of [
      ['whiteboardData', { page: 0, shape: line('g1') }],
      ['whiteboardUndo', { page: 0, shapeId: 'g1' }],
      ['whiteboardPage', { page: 1 }],
      ['wbstart', {}],
      ['wbEnable', { enabled: false }],
    ] as const) {
      const refused = await refusal(bed.signal(guest, method, payload));
      expect([method, refused.code, refused.message]).toEqual([
        method,
        ErrorCode.Forbidden,
        roomMessages.noWhiteboardRight,
      ]);
    }
    await bed.signal(host, 'onRaiseHand', {});
    await watch.next((e) => e.method === 'onRaiseHand');
    expect(watch.events.map((e) => e.method)).toEqual(['wbEnable', 'onRaiseHand']);
    expect(await idsOn(host)).toEqual([]);
    watch.stop();
  });

  it('refuses a forged drawing with a clear message and leaves the board as it was', async () => {
    const { host, member, watch } = await boardUp();
    await bed.signal(host, 'whiteboardData', { page: 0, shape: line('mine') });
    bed.clock.set(after(WHITEBOARD_IDLE_RELEASE_MS));
    const before = await bed.state(host);
    const forged: [unknown, string, string][] = [
      [
        { page: 0, shape: line('x1', { className: 'Star' }) },
        ErrorCode.BadInput,
        whiteboardMessages.unknownShapeClass,
      ],
      [
        { page: 0, shape: stroke('x2', WHITEBOARD_MAX_POINTS + 1) },
        ErrorCode.BadInput,
        whiteboardMessages.tooManyPoints,
      ],
      [
        { page: 0, shape: line('x3', { points: [10, 10, 900, 50] }) },
        ErrorCode.BadInput,
        whiteboardMessages.outOfBoard,
      ],
      [
        { page: 0, shape: line('x4', { points: [-1, 10, 50, 50] }) },
        ErrorCode.BadInput,
        whiteboardMessages.outOfBoard,
      ],
      [{ page: 3, shape: line('x5') }, ErrorCode.BadInput, whiteboardMessages.noSuchPage],
      [
        { page: 0, shape: line('mine', { points: [1, 1, 2, 2] }) },
        ErrorCode.Conflict,
        whiteboardMessages.notYourShapeId,
      ],
    ];
    for (const [payload, code, message] of forged) {
      const refused = await refusal(bed.signal(member, 'whiteboardData', payload));
      expect([refused.code, refused.message]).toEqual([code, message]);
    }
    expect(await bed.state(host)).toEqual(before);
    expect((await pageOf(host)).shapes).toEqual([line('mine')]);
    expect(drawn(watch.events)).toHaveLength(1);
    watch.stop();
  });

  it('undoes only one’s own drawings, lets the host clear a page, and adds pages', async () => {
    const { host, member, watch } = await boardUp();
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m1') });
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m2') });
    bed.clock.set(after(WHITEBOARD_IDLE_RELEASE_MS));
    await bed.signal(host, 'whiteboardData', { page: 0, shape: line('h1') });
    await bed.signal(host, 'wbstop', {});
    expect(await refusal(bed.signal(member, 'whiteboardUndo', { page: 0, shapeId: 'h1' }))).toMatchObject({
      code: ErrorCode.Forbidden,
      message: whiteboardMessages.notYourShape,
    });
    await bed.signal(member, 'whiteboardUndo', { page: 0, shapeId: 'm2' });
    expect(await idsOn(host)).toEqual(['m1', 'h1']);

    expect((await refusal(bed.signal(member, 'whiteboardClear', { page: 0 }))).message).toBe(
      roomMessages.hostOnly,
    );
    await bed.signal(member, 'wbstop', {});
    await bed.signal(host, 'whiteboardClear', { page: 0 });
    expect(await idsOn(member)).toEqual([]);

    // Page 1 does not exist until someone turns to it; a page past that is refused.
    expect((await refusal(bed.signal(host, 'whiteboardPage', { page: 2 }))).message).toBe(
      whiteboardMessages.noSuchPage,
    );
    await bed.signal(host, 'whiteboardPage', { page: 1 });
    const turned = await watch.next((e) => e.method === 'whiteboardPage');
    expect(turned.features.whiteboard).toMatchObject({ page: 1, pages: 2 });
    await bed.signal(host, 'whiteboardData', { page: 1, shape: line('p1') });
    await bed.signal(host, 'whiteboardPage', { page: 0 });
    expect((await bed.state(member)).features.whiteboard).toMatchObject({ page: 0, pages: 2 });
    expect(await idsOn(member, 1)).toEqual(['p1']);
    watch.stop();
  });

  it('shows a late joiner the board, reopens the same board, and drops it for a shared document', async () => {
    const { alias, host, member, opened } = await boardUp();
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m1') });
    const late = await bed.join({ actor: await bed.newUser() }, alias);
    expect(late.state.features.whiteboard).toMatchObject({
      boardId: opened.features.whiteboard?.boardId,
      holderId: member.participantId,
    });
    expect(await idsOn(late)).toEqual(['m1']);

    await bed.signal(host, 'shareDoc', { youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' });
    expect((await bed.state(late)).features.whiteboard).toBeNull();
    expect((await refusal(pageOf(late))).message).toBe(whiteboardMessages.notOpen);
    expect(
      (await refusal(bed.signal(member, 'whiteboardData', { page: 0, shape: line('m2') }))).message,
    ).toBe(whiteboardMessages.notOpen);
    await bed.signal(host, 'wbEnable', { enabled: true });
    expect((await bed.state(late)).features.whiteboard?.boardId).toBe(opened.features.whiteboard?.boardId);
    expect(await idsOn(late)).toEqual(['m1']);
  });

  it('keeps the board in the database: another instance carries on after one stops mid-drawing', async () => {
    const { host, member } = await boardUp();
    await bed.signal(member, 'whiteboardData', { page: 0, shape: stroke('pen', 3) });
    const first = bed.rooms[0];
    if (!first) throw new Error('no room service');
    const second = await bed.startRoomInstance();
    await first.stop();
    bed.rooms.splice(bed.rooms.indexOf(first), 1);
    await bed.signal(member, 'whiteboardData', { page: 0, shape: stroke('pen', 6) });
    expect((await pageOf(host)).shapes).toEqual([{ ...stroke('pen', 6), eraser: false }]);
    expect(bed.rooms).toEqual([second]);
  });

  it('closes the board when the meeting ends and keeps it for the meeting’s hosts', async () => {
    const { alias, room, host, member, opened } = await boardUp();
    await bed.signal(member, 'whiteboardData', { page: 0, shape: line('m1') });
    await bed.signal(member, 'wbstop', {});
    await bed.signal(host, 'whiteboardPage', { page: 1 });
    const memberActor = 'actor' in member.caller ? member.caller.actor : organizer;
    await bed.signal(host, 'meetingStatus', { started: false });

    const boardId = opened.features.whiteboard?.boardId ?? '';
    const { boards } = await call(bed.nc, roomEndpoints.boards, {
      actor: organizer,
      meetingNumbers: [room, '99999999999'],
    });
    expect(boards).toEqual([
      { boardId, meetingNumber: room, openedAt: NOW, closedAt: expect.any(String), pages: 2 },
    ]);
    // A member hosts no such meeting: none of its boards is theirs to list.
    expect(
      (await call(bed.nc, roomEndpoints.boards, { actor: memberActor, meetingNumbers: [room] })).boards,
    ).toEqual([]);
    const kept = await call(bed.nc, roomEndpoints.keptBoardPage, { actor: organizer, boardId, page: 0 });
    expect(kept).toEqual({ boardId, page: 0, pages: 2, meetingNumber: room, shapes: [line('m1')] });
    expect(
      (await refusal(call(bed.nc, roomEndpoints.keptBoardPage, { actor: memberActor, boardId, page: 0 })))
        .code,
    ).toBe(ErrorCode.Forbidden);
    expect(
      (await refusal(call(bed.nc, roomEndpoints.keptBoardPage, { actor: organizer, boardId, page: 2 })))
        .message,
    ).toBe(whiteboardMessages.noSuchPage);

    // A new session starts with no board up; opening one makes a new board.
    const back = await bed.join({ actor: organizer }, alias, { asHost: true });
    expect(back.state.features.whiteboard).toBeNull();
    await bed.signal(back, 'wbEnable', { enabled: true });
    expect((await bed.state(back)).features.whiteboard?.boardId).not.toBe(boardId);
    expect(await idsOn(back)).toEqual([]);
  });

  it('answers a full page of 5,000 drawings in one message and refuses one more', async () => {
    const { host, opened } = await boardUp();
    const boardId = opened.features.whiteboard?.boardId ?? '';
    // All but the last drawn straight into the store, as the drawing would have left them.
    const data = tempDir('whiteboard-test');
    const store = await openDatabase({
      service: 'room',
      schema,
      migrationsFolder: path.join(__dirname, '..', 'drizzle'),
      databaseUrl: bed.database.url,
      dataDir: data.dir,
      log: createLogger('whiteboard-test', 'silent'),
    });
    const owner = `user:${organizer.userId}`;
    const rows = Array.from({ length: WHITEBOARD_MAX_SHAPES_PER_PAGE - 1 }, (_, i) => {
      const shape = line(`s${i}`);
      return { boardId, page: 0, shapeId: shape.id, owner, shape, size: JSON.stringify(shape).length };
    });
    await store.db.insert(boardShapes).values(rows);
    await store.close();
    data.remove();

    await bed.signal(host, 'whiteboardData', { page: 0, shape: line('last') });
    expect(await refusal(bed.signal(host, 'whiteboardData', { page: 0, shape: line('more') }))).toMatchObject(
      {
        code: ErrorCode.Conflict,
        message: whiteboardMessages.pageFull,
      },
    );
    const page = await pageOf(host);
    expect(page.shapes).toHaveLength(WHITEBOARD_MAX_SHAPES_PER_PAGE);
    expect(page.shapes.at(-1)?.id).toBe('last');
  });
});
