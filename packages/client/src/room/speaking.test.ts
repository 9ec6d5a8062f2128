import { SPEAKING_RESET_MS, SPEAKING_SEND_BLOCK_MS, SPEAKING_THRESHOLD } from '@canstring/contracts';
import { createSpeakingBoard, createSpeakingReporter, type SpeakingLevels, speakingDots } from './speaking';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('shows one dot under 40, two from 40 to 59, three from 60', () => {
  expect([21, 39, 40, 59, 60, 100].map(speakingDots)).toEqual([1, 1, 2, 2, 3, 3]);
});

it('sends a level above the threshold, then nothing for 3 s', () => {
  const sent: number[] = [];
  const heard = createSpeakingReporter((level) => sent.push(level));
  heard(SPEAKING_THRESHOLD);
  expect(sent).toEqual([]);
  heard(SPEAKING_THRESHOLD + 1);
  heard(70);
  expect(sent).toEqual([SPEAKING_THRESHOLD + 1]);
  jest.advanceTimersByTime(SPEAKING_SEND_BLOCK_MS - 1);
  heard(70);
  expect(sent).toHaveLength(1);
  jest.advanceTimersByTime(1);
  heard(70);
  expect(sent).toEqual([SPEAKING_THRESHOLD + 1, 70]);
  // Quiet readings do not start a block.
  jest.advanceTimersByTime(SPEAKING_SEND_BLOCK_MS);
  heard(5);
  heard(45);
  expect(sent).toEqual([SPEAKING_THRESHOLD + 1, 70, 45]);
});

it('clears a speaker 2 s after their last report', () => {
  let levels: SpeakingLevels = {};
  const board = createSpeakingBoard((next) => {
    levels = next;
  });
  board.heard('a', 50);
  board.heard('b', 30);
  expect(levels).toEqual({ a: 50, b: 30 });
  jest.advanceTimersByTime(SPEAKING_RESET_MS - 500);
  board.heard('a', 65);
  jest.advanceTimersByTime(500);
  expect(levels).toEqual({ a: 65 });
  jest.advanceTimersByTime(SPEAKING_RESET_MS - 501);
  expect(levels).toEqual({ a: 65 });
  jest.advanceTimersByTime(1);
  expect(levels).toEqual({});
});
