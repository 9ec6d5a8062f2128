/** The most changes one turn of a room takes together; more wait for the next turn. */
export const CHANGES_PER_TURN = 32;

/**
 * Changes to one room take turns in this instance before they take a database connection: only one
 * turn at a time holds a connection waiting for the room's row lock, so a queue of controls on a
 * busy room never holds the pool that heartbeats and other rooms need. The changes that queued
 * while a turn ran are taken together by the next one (first come, first served, at most
 * CHANGES_PER_TURN), so a busy room pays for its turn once for many changes rather than once for
 * each. The row lock still orders changes between instances.
 */
export interface RoomTurns<C, R> {
  /** Queues `change` for the room; resolves with its outcome once a turn has run it. */
  inTurn(room: string, change: C): Promise<R>;
}

/**
 * `runTurn` runs the changes of one turn, in the order given, and answers each one's outcome in the
 * same order (a refusal of one is its own outcome, not the turn's).
 */
export const createRoomTurns = <C, R>(
  runTurn: (room: string, changes: C[]) => Promise<PromiseSettledResult<R>[]>,
): RoomTurns<C, R> => {
  interface Waiting {
    change: C;
    resolve(outcome: R): void;
    reject(reason: unknown): void;
  }
  const waiting = new Map<string, Waiting[]>();

  const takeTurns = async (room: string, queue: Waiting[]): Promise<void> => {
    while (queue.length) {
      const turn = queue.splice(0, CHANGES_PER_TURN);
      let outcomes: PromiseSettledResult<R>[];
      try {
        outcomes = await runTurn(
          room,
          turn.map((w) => w.change),
        );
      } catch (error) {
        outcomes = turn.map(() => ({ status: 'rejected', reason: error }));
      }
      turn.forEach((w, i) => {
        const outcome = outcomes[i];
        if (outcome?.status === 'fulfilled') w.resolve(outcome.value);
        else w.reject(outcome ? outcome.reason : new Error('the room turn gave no outcome'));
      });
    }
    waiting.delete(room);
  };

  return {
    inTurn: (room, change) =>
      new Promise<R>((resolve, reject) => {
        const queue = waiting.get(room);
        if (queue) {
          queue.push({ change, resolve, reject });
          return;
        }
        const started: Waiting[] = [{ change, resolve, reject }];
        waiting.set(room, started);
        void takeTurns(room, started);
      }),
  };
};
