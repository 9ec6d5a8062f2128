/**
 * Changes to one room take turns in this instance before they take a database connection: only one
 * of them at a time holds a connection waiting for the room's row lock, so a queue of controls on a
 * busy room never holds the pool that heartbeats and other rooms need. The row lock still orders
 * changes between instances.
 */
export interface RoomTurns {
  /** Runs `work` once the room's earlier changes in this instance are done (first come, first served). */
  inTurn<T>(room: string, work: () => Promise<T>): Promise<T>;
}

export const createRoomTurns = (): RoomTurns => {
  const last = new Map<string, Promise<void>>();
  return {
    inTurn: (room, work) => {
      const run = (last.get(room) ?? Promise.resolve()).then(work);
      const done = run.then(
        () => undefined,
        () => undefined,
      );
      last.set(room, done);
      void done.then(() => {
        if (last.get(room) === done) last.delete(room);
      });
      return run;
    },
  };
};
