import { WHITEBOARD_LIVE_SEND_MS, type WhiteboardShape } from '@canstring/contracts';
import type { RoomSignal } from '../room/room-signal';

/** The drawer's pen: this many points a second (a pointer's move events), one stroke this long. */
export const STROKE_POINTS_PER_SECOND = 60;
export const STROKE_MS = 2_000;
/** The drawer's board, in CSS pixels. */
export const BOARD = { width: 1280, height: 720 };

/** Sends of one stroke, and the points each adds. */
export const SENDS_PER_STROKE = STROKE_MS / WHITEBOARD_LIVE_SEND_MS;
const POINTS_PER_SEND = (STROKE_POINTS_PER_SECOND * WHITEBOARD_LIVE_SEND_MS) / 1000;

/** A hand-drawn loop's n-th point (x, y), in board pixels to a tenth, as pointer events give them. */
const loopPoint = (stroke: number, n: number): [number, number] => {
  const angle = (n / (STROKE_POINTS_PER_SECOND * (STROKE_MS / 1000))) * 2 * Math.PI;
  const cx = 200 + ((stroke * 157) % (BOARD.width - 400));
  const cy = 150 + ((stroke * 89) % (BOARD.height - 300));
  const wobble = 1 + 0.05 * Math.sin(n / 3);
  return [
    Math.round((cx + 120 * wobble * Math.cos(angle)) * 10) / 10,
    Math.round((cy + 80 * wobble * Math.sin(angle)) * 10) / 10,
  ];
};

/** A freehand stroke with its first `points` points. */
export const freehandStroke = (id: string, stroke: number, points: number): WhiteboardShape => ({
  id,
  className: 'LinePath',
  senderWbWidth: BOARD.width,
  senderWbHeight: BOARD.height,
  points: Array.from({ length: points }, (_, n) => loopPoint(stroke, n)).flat(),
  colour: '#3182ce',
  strokeWidth: 5,
  eraser: false,
});

/**
 * The drawer's n-th send, as the app's stroke sender makes them: the stroke drawn so far (its id
 * unchanged, its points growing) every WHITEBOARD_LIVE_SEND_MS, a new stroke every STROKE_MS.
 */
export const strokeSend = (turn: number) => {
  const stroke = Math.floor(turn / SENDS_PER_STROKE);
  const sends = (turn % SENDS_PER_STROKE) + 1;
  return { page: 0, shape: freehandStroke(`stroke-${stroke}`, stroke, sends * POINTS_PER_SEND) };
};

/** The sizes of one stroke's sends, as JSON text, in order: the payloads the baseline sends too. */
export const strokeSendBytes = (): number[] =>
  Array.from({ length: SENDS_PER_STROKE }, (_, turn) => JSON.stringify(strokeSend(turn)).length);

/**
 * The host draws on the whiteboard it put up: whiteboardData with the growing stroke. Participants
 * take the event's payload (the stroke) and the features (who holds the board), as the app does.
 */
export const whiteboardStroke: RoomSignal = {
  method: 'whiteboardData',
  eventFields: 'version method fromParticipantId payload features',
  words: { sends: 'stroke sends', rate: 'stroke sends (whiteboardData)' },
  prepare: async (send) => {
    await send('wbEnable', { enabled: true });
  },
  payload: strokeSend,
};
