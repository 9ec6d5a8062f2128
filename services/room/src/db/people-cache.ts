import type { ParticipantModel } from '../room/model';

/**
 * The people of the rooms this instance changed last, each room's as its last change saved them,
 * with the stamp of the room's row that change left (its `xmin`: the transaction that last wrote the
 * row). Every change that writes a room's participants writes the room's row too, in the same
 * transaction and under that row's lock, so while the row's stamp is the one kept here, no one, in
 * this instance or another, has changed the room's people since: a change to a room of a thousand
 * then reads only their liveness (when each was last heard) instead of the thousand rows.
 *
 * What a transaction keeps here before it commits is safe: if it rolls back, the row's stamp is
 * the earlier one again, which never matches the stamp of the transaction that rolled back.
 */
export interface PeopleCache {
  /** The room's people as kept under `stamp`, or undefined when the room's row has moved on since. */
  peopleAt(room: string, stamp: string): readonly ParticipantModel[] | undefined;
  /** Keeps a room's people as they stand under the row's `stamp`. */
  keep(room: string, stamp: string, people: readonly ParticipantModel[]): void;
}

export const createPeopleCache = (): PeopleCache => {
  const rooms = new Map<string, { stamp: string; people: readonly ParticipantModel[] }>();
  return {
    peopleAt: (room, stamp) => {
      const kept = rooms.get(room);
      return kept?.stamp === stamp ? kept.people : undefined;
    },
    keep: (room, stamp, people) => {
      // An empty room keeps nothing: the next change reads its (no) rows at no cost.
      if (!people.length) rooms.delete(room);
      // Kept as they are, not copied: a change works on a copy of the room (copyOfRoom), never on
      // the people it loaded, and a room's people are not changed once saved.
      else rooms.set(room, { stamp, people });
    },
  };
};
