import type { RoomParticipantView, RoomStateView } from '@canstring/client/room';
import { roomEvent, roomFlags, roomParticipant, roomState } from '@canstring/client/room/testing';
import {
  ErrorCode,
  SERVICE_NOT_ANSWERED_MESSAGE,
  WHITEBOARD_IDLE_RELEASE_MS,
  WHITEBOARD_LIVE_SEND_MS,
  type WhiteboardShape,
  type WhiteboardSnapshot,
  whiteboardMessages,
} from '@canstring/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { EnteredRoomScreen } from '../../test-support/entered-room-screen';
import { fixedClock, quietFieldObserver, refusal, renderWithGateway } from '../../test-support/fake-gateway';
import { fakeRoomGateway } from '../../test-support/fake-room';
import { weeklyReview } from '../../test-support/weekly-review';
import { STROKE_RETRY_MS, STROKE_TRIES } from './stroke-sender';

// jsdom has no canvas: the board's drawing lists its shapes (in this board's pixels) instead.
jest.mock('./board-canvas', () => {
  const { createElement } = require('react') as typeof import('react');
  return {
    __esModule: true,
    default: ({ shapes }: { shapes: WhiteboardShape[] }) =>
      createElement(
        'ul',
        null,
        shapes.map((s) =>
          createElement('li', {
            key: s.id,
            'data-testid': 'board-shape',
            'data-id': s.id,
            'data-class': s.className,
            'data-points': 'points' in s ? s.points.join(',') : `${s.x},${s.y}`,
          }),
        ),
      ),
  };
});

const clock = fixedClock('2026-03-10T14:05:00', 'America/Toronto');
const ada = roomParticipant({ userName: 'Ada Lovelace', isHost: true, public: false, userId: '1' });
const bea = roomParticipant({ userName: 'Bea', wbAllowed: true });
const cleo = roomParticipant({ userName: 'Cleo' });
const people = [ada, bea, cleo];
const whiteboardFlags = roomFlags({ started: true, displayMode: 'whiteboard' });
const board: WhiteboardSnapshot = {
  boardId: 'b1',
  page: 0,
  pages: 1,
  holderId: null,
  holderName: null,
  heldUntil: null,
};

/** A stroke drawn on a 200 × 200 board (this test's board is 100 × 100, jsdom measuring nothing). */
const stroke = (id: string, points: number[]): WhiteboardShape => ({
  id,
  className: 'LinePath',
  points,
  colour: '#000000',
  strokeWidth: 10,
  eraser: false,
  senderWbWidth: 200,
  senderWbHeight: 200,
});

const settle = async () => {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
    await jest.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 10; i += 1) await Promise.resolve();
  });
};

const enter = async (me: RoomParticipantView, shapes: WhiteboardShape[] = []) => {
  const state: RoomStateView = roomState({
    participants: people,
    flags: whiteboardFlags,
    features: JSON.stringify({ whiteboard: board }),
  });
  const gateway = fakeRoomGateway({ participantId: me.participantId, state });
  gateway.answers.RoomBoardPage = () => ({
    data: { roomBoardPage: { boardId: 'b1', page: 0, shapes: JSON.stringify(shapes) } },
  });
  renderWithGateway(
    gateway.client,
    clock,
    <EnteredRoomScreen entry={weeklyReview} enteredAs="member" navigate={() => undefined} />,
  );
  await settle();
  await settle();
  let version = 1;
  /** The room relays a signal of someone's, with the board's snapshot when it changed. */
  const relay = (
    from: RoomParticipantView,
    method: string,
    payload: unknown,
    snapshot?: WhiteboardSnapshot,
  ) => {
    version += 1;
    act(() =>
      gateway.push(
        roomEvent({
          method,
          version,
          fromParticipantId: from.participantId,
          payload: JSON.stringify(payload),
          flags: whiteboardFlags,
          features: snapshot ? JSON.stringify({ whiteboard: snapshot }) : '{}',
        }),
      ),
    );
  };
  return { gateway, relay };
};

const shapesShown = () => screen.queryAllByTestId('board-shape').map((s) => [s.dataset.id, s.dataset.points]);
const canvas = () => screen.getByTestId('whiteboard-canvas');
const boardSignals = (gateway: ReturnType<typeof fakeRoomGateway>) =>
  gateway.signals().filter((s) => String(s.method).startsWith('whiteboard'));

const draw = async (points: [number, number][]) => {
  const [first, ...rest] = points;
  fireEvent.pointerDown(canvas(), { clientX: first?.[0], clientY: first?.[1], pointerId: 1 });
  for (const [x, y] of rest) {
    fireEvent.pointerMove(canvas(), { clientX: x, clientY: y, pointerId: 1 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS);
    });
  }
  fireEvent.pointerUp(canvas(), { pointerId: 1 });
  await settle();
};

/** jsdom has no PointerEvent: a mouse event with its pointer id stands in. */
class MousePointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}

describe('the whiteboard', () => {
  quietFieldObserver();
  beforeAll(() => {
    globalThis.PointerEvent ??= MousePointerEvent as unknown as typeof PointerEvent;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a late joiner the page as the room keeps it, at its own size, and others’ strokes live', async () => {
    const { gateway, relay } = await enter(cleo, [stroke('kept', [100, 100, 200, 50])]);
    expect(gateway.sent.find((s) => s.name === 'RoomBoardPage')?.variables).toEqual({
      participantId: cleo.participantId,
      page: 0,
    });
    expect(canvas().dataset).toMatchObject({ width: '100', height: '100', loaded: 'true' });
    expect(shapesShown()).toEqual([['kept', '50,50,100,25']]);
    // Without the right: the board, its page, no tools, no drawing.
    expect(screen.getByTestId('wb-page').textContent).toBe('Page 0');
    expect(screen.queryByTestId('wb-tool-pen')).toBeNull();
    expect(canvas().dataset.mayDraw).toBe('false');

    // Bea's stroke grows while she draws (same id), then she takes it back; the host clears the page.
    relay(bea, 'whiteboardData', { page: 0, shape: stroke('live', [20, 20]) });
    relay(bea, 'whiteboardData', { page: 0, shape: stroke('live', [20, 20, 40, 40]) });
    relay(bea, 'whiteboardData', { page: 1, shape: stroke('elsewhere', [20, 20]) });
    expect(shapesShown()).toEqual([
      ['kept', '50,50,100,25'],
      ['live', '10,10,20,20'],
    ]);
    relay(bea, 'whiteboardUndo', { page: 0, shapeId: 'live' });
    expect(shapesShown()).toEqual([['kept', '50,50,100,25']]);
    relay(ada, 'whiteboardClear', { page: 0 });
    expect(shapesShown()).toEqual([]);

    // A page turn: the new page is read.
    relay(bea, 'whiteboardPage', { page: 1 }, { ...board, page: 1, pages: 2 });
    await settle();
    expect(gateway.sent.filter((s) => s.name === 'RoomBoardPage').at(-1)?.variables).toMatchObject({
      page: 1,
    });
    expect(screen.getByTestId('wb-page').textContent).toBe('Page 1');
  });

  it('sends a stroke while it is drawn, and undoes and redoes one’s own', async () => {
    const { gateway } = await enter(bea);
    expect(canvas().dataset.mayDraw).toBe('true');
    await draw([
      [10, 10],
      [20, 20],
      [30, 25],
    ]);
    const sent = boardSignals(gateway);
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const ids = new Set(sent.map((s) => s.payload.shape.id));
    expect(ids.size).toBe(1);
    expect(sent.at(-1)?.payload).toMatchObject({
      page: 0,
      shape: {
        className: 'LinePath',
        points: [10, 10, 20, 20, 30, 25],
        senderWbWidth: 100,
        senderWbHeight: 100,
      },
    });
    const [id] = [...ids];
    expect(shapesShown()).toEqual([[id, '10,10,20,20,30,25']]);

    fireEvent.click(screen.getByTestId('wb-undo'));
    await settle();
    expect(boardSignals(gateway).at(-1)).toEqual({
      method: 'whiteboardUndo',
      payload: { page: 0, shapeId: id },
    });
    expect(shapesShown()).toEqual([]);
    fireEvent.click(screen.getByTestId('wb-redo'));
    await settle();
    expect(boardSignals(gateway).at(-1)).toMatchObject({
      method: 'whiteboardData',
      payload: { shape: { id } },
    });
    expect(shapesShown()).toEqual([[id, '10,10,20,20,30,25']]);
  });

  it('draws boxes with the chosen tool, size and colour', async () => {
    const { gateway } = await enter(bea);
    fireEvent.click(screen.getByTestId('wb-tool-rectangle'));
    fireEvent.click(screen.getByTestId('wb-size-20'));
    fireEvent.click(screen.getByTestId('wb-colour-e53e3e'));
    await draw([
      [60, 60],
      [20, 40],
    ]);
    expect(boardSignals(gateway).at(-1)?.payload.shape).toMatchObject({
      className: 'Rectangle',
      x: 20,
      y: 40,
      width: 40,
      height: 20,
      strokeWidth: 20,
      colour: '#e53e3e',
    });
  });

  it('tells who is drawing and waits, until 10 s after their last stroke; a refused stroke is taken off', async () => {
    const { gateway, relay } = await enter(bea);
    const heldUntil = new Date(Date.now() + WHITEBOARD_IDLE_RELEASE_MS).toISOString();
    relay(
      ada,
      'whiteboardData',
      { page: 0, shape: stroke('a1', [10, 10]) },
      { ...board, holderId: ada.participantId, holderName: 'Ada Lovelace', heldUntil },
    );
    expect(screen.getByTestId('wb-in-use').textContent).toContain(whiteboardMessages.inUse('Ada Lovelace'));
    expect(canvas().dataset.mayDraw).toBe('false');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WHITEBOARD_IDLE_RELEASE_MS);
    });
    expect(screen.queryByTestId('wb-in-use')).toBeNull();
    expect(canvas().dataset.mayDraw).toBe('true');

    // The server is the judge: it refuses, the stroke goes and its words show.
    gateway.answers.SendRoomSignal = () => refusal(whiteboardMessages.inUseRefusal, 'CONFLICT');
    await draw([
      [10, 10],
      [20, 20],
    ]);
    expect(screen.getByTestId('wb-notice').textContent).toContain(whiteboardMessages.inUseRefusal);
    expect(shapesShown()).toEqual([['a1', '5,5']]);
  });

  it('keeps a stroke the room stopped answering midway as far as the room took it, and says so', async () => {
    const { gateway } = await enter(bea);
    fireEvent.pointerDown(canvas(), { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(canvas(), { clientX: 20, clientY: 20, pointerId: 1 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS);
    });
    await settle();
    expect(boardSignals(gateway).at(-1)?.payload.shape.points).toEqual([10, 10, 20, 20]);
    // From here no service answers: the rest is tried again, then given up with the gateway's words.
    gateway.answers.SendRoomSignal = () => refusal(SERVICE_NOT_ANSWERED_MESSAGE, ErrorCode.Unavailable);
    fireEvent.pointerMove(canvas(), { clientX: 30, clientY: 25, pointerId: 1 });
    fireEvent.pointerUp(canvas(), { pointerId: 1 });
    for (let i = 0; i < STROKE_TRIES; i += 1) {
      await act(async () => {
        await jest.advanceTimersByTimeAsync(STROKE_RETRY_MS);
      });
      await settle();
    }
    const tried = boardSignals(gateway).filter((s) => s.payload.shape?.points.length === 6);
    expect(tried).toHaveLength(STROKE_TRIES);
    expect(screen.getByTestId('wb-notice').textContent).toContain(SERVICE_NOT_ANSWERED_MESSAGE);
    const [id] = new Set(boardSignals(gateway).map((s) => s.payload.shape.id));
    expect(shapesShown()).toEqual([[id, '10,10,20,20']]);
    // Still one's own: undo takes it off the room too.
    fireEvent.click(screen.getByTestId('wb-undo'));
    await settle();
    expect(boardSignals(gateway).at(-1)).toEqual({
      method: 'whiteboardUndo',
      payload: { page: 0, shapeId: id },
    });
  });

  it('lets the host clear the page and turn to a new one', async () => {
    const { gateway } = await enter(ada);
    fireEvent.click(screen.getByTestId('wb-clear'));
    fireEvent.click(screen.getByTestId('wb-page-next'));
    await settle();
    expect(boardSignals(gateway)).toEqual([
      { method: 'whiteboardClear', payload: { page: 0 } },
      { method: 'whiteboardPage', payload: { page: 1 } },
    ]);
  });
});
