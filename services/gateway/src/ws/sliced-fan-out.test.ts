import { slicedFanOut } from './sliced-fan-out';

/** Resolves once the event loop has gone round until `done` holds (each turn a setImmediate). */
const turnsUntil = async (done: () => boolean) => {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
};

describe('sliced fan-out', () => {
  it('reaches a small fan-out at once, in the order of the listeners', () => {
    const reached: string[] = [];
    const fanOut = slicedFanOut((error) => {
      throw error;
    }, 3);
    fanOut.handOn(['a', 'b', 'c'], (listener) => reached.push(listener));
    expect(reached).toEqual(['a', 'b', 'c']);
  });

  it('reaches a slice, lets other work in, then reaches the next slice', async () => {
    const seen: string[] = [];
    const fanOut = slicedFanOut((error) => {
      throw error;
    }, 2);
    fanOut.handOn(['a', 'b', 'c', 'd', 'e'], (listener) => seen.push(listener));
    expect(seen).toEqual(['a', 'b']);
    setImmediate(() => seen.push('other work'));
    await turnsUntil(() => seen.length === 6);
    expect(seen).toEqual(['a', 'b', 'c', 'd', 'other work', 'e']);
  });

  it('keeps the order of events: a later event waits until every listener of the earlier one is reached', async () => {
    const seen: string[] = [];
    const fanOut = slicedFanOut((error) => {
      throw error;
    }, 2);
    fanOut.handOn([1, 2, 3], (listener) => seen.push(`first to ${listener}`));
    fanOut.handOn([1, 2], (listener) => seen.push(`second to ${listener}`));
    expect(seen).toEqual(['first to 1', 'first to 2']);
    await turnsUntil(() => seen.length === 5);
    expect(seen).toEqual(['first to 1', 'first to 2', 'first to 3', 'second to 1', 'second to 2']);
  });

  it('tells of a listener that threw and reaches the others all the same', async () => {
    const failures: unknown[] = [];
    const reached: number[] = [];
    const fanOut = slicedFanOut((error) => failures.push(error), 2);
    fanOut.handOn([1, 2, 3, 4], (listener) => {
      if (listener === 2) throw new Error('socket gone');
      reached.push(listener);
    });
    await turnsUntil(() => reached.length === 3);
    expect(reached).toEqual([1, 3, 4]);
    expect(failures).toEqual([new Error('socket gone')]);
  });

  it('an event handed on while a listener is being reached comes after the current one', async () => {
    const seen: string[] = [];
    const fanOut = slicedFanOut((error) => {
      throw error;
    }, 10);
    fanOut.handOn(['a', 'b'], (listener) => {
      seen.push(`outer ${listener}`);
      if (listener === 'a') fanOut.handOn(['x'], (inner) => seen.push(`inner ${inner}`));
    });
    await turnsUntil(() => seen.length === 3);
    expect(seen).toEqual(['outer a', 'outer b', 'inner x']);
  });
});
