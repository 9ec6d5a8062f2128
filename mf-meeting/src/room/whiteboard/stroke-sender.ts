import { RoomRefusal } from '@canstring/client/room';
import { ErrorCode, WHITEBOARD_LIVE_SEND_MS, type WhiteboardShape } from '@canstring/contracts';

/** Sends one shape while it is drawn: the growing shape now and then, and the finished one. */
export interface StrokeSender {
  /** The shape as it stands now; sent at most every WHITEBOARD_LIVE_SEND_MS. */
  grow(shape: WhiteboardShape): void;
  /** The finished shape: sent once whatever is on its way has arrived. */
  finish(shape: WhiteboardShape): void;
}

/** How long a send the room did not answer (or the gateway held back) waits before it is tried again. */
export const STROKE_RETRY_MS = 1_000;
/** Sends tried in a row, the first included, before a stroke the room does not answer is given up. */
export const STROKE_TRIES = 3;

/**
 * A failure that says nothing against the shape: no service answered in time, or too many calls at
 * once. Sending the shape again is safe: the room puts a shape by its id, whole.
 */
const passing = (error: unknown): boolean =>
  error instanceof RoomRefusal &&
  (error.code === ErrorCode.Unavailable || error.code === ErrorCode.RateLimited);

/**
 * The sender of one stroke (or line, box, ellipse) while it is drawn, so others see it live: the
 * latest shape is sent at once, then at most every `everyMs`, and the finished one at pen-up. One send
 * at a time, so the room stores them in order and the last one sent is the finished shape. A send
 * that fails in passing is tried again with the latest shape after `retryMs`, `tries` times in a row
 * at most; a refused send (or one that keeps failing) stops the stroke: `onRefused` hears it once,
 * with the last shape the room took (null when none: the stroke never reached anyone), and nothing
 * more of it is sent.
 */
export const createStrokeSender = ({
  send,
  onRefused,
  everyMs = WHITEBOARD_LIVE_SEND_MS,
  retryMs = STROKE_RETRY_MS,
  tries = STROKE_TRIES,
}: {
  send: (shape: WhiteboardShape) => Promise<void>;
  onRefused: (shape: WhiteboardShape, error: unknown, accepted: WhiteboardShape | null) => void;
  everyMs?: number;
  retryMs?: number;
  tries?: number;
}): StrokeSender => {
  let waiting: WhiteboardShape | null = null;
  let accepted: WhiteboardShape | null = null;
  let finished = false;
  let sending = false;
  let refused = false;
  let failures = 0;
  let gap: ReturnType<typeof setTimeout> | null = null;

  const wait = (ms: number) => {
    if (gap) clearTimeout(gap);
    gap = setTimeout(() => {
      gap = null;
      pump();
    }, ms);
  };

  const pump = () => {
    if (refused || sending || !waiting || (gap && (!finished || failures > 0))) return;
    const shape = waiting;
    waiting = null;
    sending = true;
    wait(everyMs);
    send(shape).then(
      () => {
        sending = false;
        failures = 0;
        accepted = shape;
        pump();
      },
      (error: unknown) => {
        sending = false;
        failures += 1;
        if (passing(error) && failures < tries) {
          // Tried again after a pause, with the newest shape if the pen has moved on meanwhile.
          waiting ??= shape;
          wait(retryMs);
          return;
        }
        refused = true;
        waiting = null;
        if (gap) clearTimeout(gap);
        gap = null;
        onRefused(shape, error, accepted);
      },
    );
  };

  return {
    grow(shape) {
      if (finished) return;
      waiting = shape;
      pump();
    },
    finish(shape) {
      if (finished) return;
      finished = true;
      waiting = shape;
      pump();
    },
  };
};
