import { CHANGES_PER_TURN, createRoomTurns } from './room-turns';

/** A turn runner that records each turn and holds it open until told to finish it. */
const heldTurns = () => {
  const turns: { room: string; changes: string[]; finish(): void }[] = [];
  const waiters: (() => void)[] = [];
  const runTurn = (room: string, changes: string[]) =>
    new Promise<PromiseSettledResult<string>[]>((resolve) => {
      turns.push({
        room,
        changes,
        finish: () =>
          resolve(
            changes.map((c) =>
              c.startsWith('refused')
                ? { status: 'rejected', reason: new Error(`${c} refused`) }
                : { status: 'fulfilled', value: `${c} done` },
            ),
          ),
      });
      for (const wake of waiters.splice(0)) wake();
    });
  /** Resolves once the n-th turn (counted from 1) has begun. */
  const begun = async (n: number) => {
    while (turns.length < n) await new Promise<void>((wake) => waiters.push(wake));
    return turns[n - 1]!;
  };
  return { turns, runTurn, begun };
};

describe('a room’s turns', () => {
  it('runs the first change at once and the changes queued meanwhile together in the next turn, in order', async () => {
    const { turns, runTurn, begun } = heldTurns();
    const rooms = createRoomTurns(runTurn);
    const first = rooms.inTurn('r1', 'a');
    expect(turns.map((t) => t.changes)).toEqual([['a']]);
    const queued = ['b', 'c', 'd'].map((c) => rooms.inTurn('r1', c));
    (await begun(1)).finish();
    expect(await first).toBe('a done');
    const second = await begun(2);
    expect(second.changes).toEqual(['b', 'c', 'd']);
    second.finish();
    expect(await Promise.all(queued)).toEqual(['b done', 'c done', 'd done']);
    expect(turns).toHaveLength(2);
  });

  it(`takes at most ${CHANGES_PER_TURN} changes in a turn; the rest wait for the next`, async () => {
    const { runTurn, begun } = heldTurns();
    const rooms = createRoomTurns(runTurn);
    const first = rooms.inTurn('r1', 'first');
    const queued = Array.from({ length: CHANGES_PER_TURN + 2 }, (_, i) => rooms.inTurn('r1', `c${i}`));
    (await begun(1)).finish();
    await first;
    const second = await begun(2);
    expect(second.changes).toHaveLength(CHANGES_PER_TURN);
    second.finish();
    const third = await begun(3);
    expect(third.changes).toEqual([`c${CHANGES_PER_TURN}`, `c${CHANGES_PER_TURN + 1}`]);
    third.finish();
    expect(await Promise.all(queued)).toHaveLength(CHANGES_PER_TURN + 2);
  });

  it('answers a refused change to its own caller only', async () => {
    const { runTurn, begun } = heldTurns();
    const rooms = createRoomTurns(runTurn);
    const first = rooms.inTurn('r1', 'a');
    const ok = rooms.inTurn('r1', 'b');
    const refused = rooms.inTurn('r1', 'refused c');
    (await begun(1)).finish();
    await first;
    (await begun(2)).finish();
    expect(await ok).toBe('b done');
    await expect(refused).rejects.toThrow('refused c refused');
  });

  it('fails every change of a turn whose runner failed, and still runs the next turn', async () => {
    let calls = 0;
    const rooms = createRoomTurns<string, string>(async (_room, changes) => {
      calls += 1;
      if (calls === 1) throw new Error('the database went away');
      return changes.map((c) => ({ status: 'fulfilled', value: `${c} done` }));
    });
    await expect(rooms.inTurn('r1', 'a')).rejects.toThrow('the database went away');
    expect(await rooms.inTurn('r1', 'b')).toBe('b done');
  });

  it('does not make one room wait for another', async () => {
    const { turns, runTurn, begun } = heldTurns();
    const rooms = createRoomTurns(runTurn);
    void rooms.inTurn('r1', 'a');
    const other = rooms.inTurn('r2', 'x');
    expect(turns.map((t) => [t.room, t.changes])).toEqual([
      ['r1', ['a']],
      ['r2', ['x']],
    ]);
    (await begun(2)).finish();
    expect(await other).toBe('x done');
  });
});
