import { summariseProfile } from './profile';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

describe("the main thread's time from a CPU profile", () => {
  it('sums self time by script and by function, leaving out idle time', () => {
    const summary = summariseProfile({
      nodes: [
        { id: 1, callFrame: frame('(idle)') },
        { id: 2, callFrame: frame('render', 'http://127.0.0.1:3000/7474.js', 9) },
        { id: 3, callFrame: frame('', 'http://127.0.0.1:3000/7474.js', 0) },
        { id: 4, callFrame: frame('(garbage collector)') },
      ],
      samples: [1, 2, 2, 3, 4, 1],
      timeDeltas: [5000, 2000, 3000, 1000, 4000, 9000],
    });
    expect(summary.totalMs).toBe(10);
    expect(summary.byScript).toEqual([
      [':3000/7474.js', 6],
      ['(browser)', 4],
    ]);
    expect(summary.byFunction).toEqual([
      ['render :3000/7474.js:10', 5],
      ['(garbage collector) (browser)', 4],
      ['(anonymous) :3000/7474.js:1', 1],
    ]);
  });
});
