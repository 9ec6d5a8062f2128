import { WHITEBOARD_LIVE_SEND_MS, type WhiteboardShape } from '@canstring/contracts';

/** Sends one shape while it is drawn: the growing shape now and then, and the finished one. */
export interface StrokeSender {
  /** The shape as it stands now; sent at most every WHITEBOARD_LIVE_SEND_MS. */
  grow(shape: WhiteboardShape): void;
  /** The finished shape: sent once whatever is on its way has arrived. */
  finish(shape: WhiteboardShape): void;
}

/**
 * The sender of one stroke (or line, box, ellipse) while it is drawn, so others see it live: the
 * latest shape is sent at once, then at most every `everyMs`, and the finished one at pen-up. One send
 * at a time, so the room stores them in order and the last one sent is the finished shape. A refused
 * send stops the stroke: `onRefused` hears it once and nothing more of it is sent.
 */
export const createStrokeSender = ({
  send,
  onRefused,
  everyMs = WHITEBOARD_LIVE_SEND_MS,
}: {
  send: (shape: WhiteboardShape) => Promise<void>;
  onRefused: (shape: WhiteboardShape, error: unknown) => void;
  everyMs?: number;
}): StrokeSender => {
  let waiting: WhiteboardShape | null = null;
  let finished = false;
  let sending = false;
  let refused = false;
  let gap: ReturnType<typeof setTimeout> | null = null;

  const pump = () => {
    if (refused || sending || !waiting || (gap && !finished)) return;
    const shape = waiting;
    waiting = null;
    sending = true;
    if (gap) clearTimeout(gap);
    gap = setTimeout(() => {
      gap = null;
      pump();
    }, everyMs);
    send(shape).then(
      () => {
        sending = false;
        pump();
      },
      (error: unknown) => {
        sending = false;
        refused = true;
        waiting = null;
        if (gap) clearTimeout(gap);
        gap = null;
        onRefused(shape, error);
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
