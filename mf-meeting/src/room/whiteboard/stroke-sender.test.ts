import { RoomRefusal } from '@canstring/client/room';
import { ErrorCode, WHITEBOARD_LIVE_SEND_MS, type WhiteboardShape } from '@canstring/contracts';
import { createStrokeSender, STROKE_RETRY_MS, STROKE_TRIES } from './stroke-sender';

const shape = (points: number): WhiteboardShape => ({
  id: 's1',
  className: 'LinePath',
  points: Array.from({ length: points * 2 }, (_, i) => i),
  colour: '#000000',
  strokeWidth: 5,
  eraser: false,
  senderWbWidth: 800,
  senderWbHeight: 450,
});

/** A send that answers when told. */
const deferredSend = () => {
  const calls: { points: number; answer: (error?: Error) => void }[] = [];
  const send = (s: WhiteboardShape) =>
    new Promise<void>((resolve, reject) => {
      calls.push({
        points: s.className === 'LinePath' ? s.points.length / 2 : 0,
        answer: (error) => (error ? reject(error) : resolve()),
      });
    });
  return { calls, send };
};

describe('sending a stroke while it is drawn', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sends the growing shape at once, then at most every 50 ms, one send at a time, and the finished one last', async () => {
    const { calls, send } = deferredSend();
    const sender = createStrokeSender({ send, onRefused: () => undefined });
    sender.grow(shape(1));
    sender.grow(shape(2));
    sender.grow(shape(3));
    expect(calls.map((c) => c.points)).toEqual([1]);
    calls[0]?.answer();
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS - 1);
    expect(calls).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.points)).toEqual([1, 3]);
    // Pen-up while a send is on its way: the finished shape follows it, without waiting for the gap.
    sender.grow(shape(4));
    sender.finish(shape(5));
    sender.grow(shape(6));
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(2);
    calls[1]?.answer();
    await jest.advanceTimersByTimeAsync(0);
    expect(calls.map((c) => c.points)).toEqual([1, 3, 5]);
    calls[2]?.answer();
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS * 3);
    expect(calls).toHaveLength(3);
  });

  it('stops at the first refusal and says so once', async () => {
    const { calls, send } = deferredSend();
    const refused: number[] = [];
    const sender = createStrokeSender({
      send,
      onRefused: (s) => refused.push(s.className === 'LinePath' ? s.points.length / 2 : 0),
    });
    sender.grow(shape(1));
    sender.grow(shape(2));
    calls[0]?.answer(new Error('in use'));
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS * 2);
    sender.finish(shape(3));
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS * 2);
    expect(calls).toHaveLength(1);
    expect(refused).toEqual([1]);
  });

  it('tries a send the room did not answer again with the newest shape, and keeps the stroke going', async () => {
    const { calls, send } = deferredSend();
    const refused: unknown[] = [];
    const sender = createStrokeSender({ send, onRefused: (_s, error) => refused.push(error) });
    sender.grow(shape(1));
    calls[0]?.answer();
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS);
    sender.grow(shape(2));
    expect(calls.map((c) => c.points)).toEqual([1, 2]);
    calls[1]?.answer(new RoomRefusal('not answered', ErrorCode.Unavailable));
    // The pen moves on and lifts while the pause runs: nothing goes before it ends.
    sender.grow(shape(3));
    sender.finish(shape(4));
    await jest.advanceTimersByTimeAsync(STROKE_RETRY_MS - 1);
    expect(calls).toHaveLength(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(calls.map((c) => c.points)).toEqual([1, 2, 4]);
    calls[2]?.answer();
    await jest.advanceTimersByTimeAsync(STROKE_RETRY_MS * 2);
    expect(calls).toHaveLength(3);
    expect(refused).toEqual([]);
  });

  it('gives a stroke up after failing in passing time after time, with what the room took of it', async () => {
    const { calls, send } = deferredSend();
    const refused: { points: number; accepted: number | null }[] = [];
    const pointsOf = (s: WhiteboardShape) => (s.className === 'LinePath' ? s.points.length / 2 : 0);
    const sender = createStrokeSender({
      send,
      onRefused: (s, _error, accepted) =>
        refused.push({ points: pointsOf(s), accepted: accepted ? pointsOf(accepted) : null }),
    });
    sender.grow(shape(1));
    calls[0]?.answer();
    await jest.advanceTimersByTimeAsync(WHITEBOARD_LIVE_SEND_MS);
    sender.finish(shape(2));
    for (let i = 1; i <= STROKE_TRIES; i += 1) {
      expect(calls).toHaveLength(1 + i);
      calls[i]?.answer(new RoomRefusal('too many', ErrorCode.RateLimited));
      await jest.advanceTimersByTimeAsync(STROKE_RETRY_MS);
    }
    expect(calls.map((c) => c.points)).toEqual([1, ...Array(STROKE_TRIES).fill(2)]);
    expect(refused).toEqual([{ points: 2, accepted: 1 }]);
  });
});
