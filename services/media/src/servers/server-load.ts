import type { JanusAdmin } from '../janus/janus-admin';

/** What a Janus server carries now, from its VideoRoom rooms and their participants. */
export interface ServerLoad {
  rooms: number;
  participants: number;
  publishers: number;
  /**
   * Streams it forwards: each participant of a room receives every other publisher of it (the
   * conference's subscriptions), so a room of p participants with q publishers has about q*(p-1).
   */
  subscribers: number;
}

export const NO_LOAD: ServerLoad = { rooms: 0, participants: 0, publishers: 0, subscribers: 0 };

/** One number to compare servers by: every participant, publisher and forwarded stream counts once. */
export const weightOf = (load: ServerLoad) => load.participants + load.publishers + load.subscribers;

/** Reads a server's load through its admin API (one request for the rooms and one per room). */
export const readServerLoad = async (admin: JanusAdmin, adminKey: string): Promise<ServerLoad> => {
  const { list } = await admin.videoroom({ request: 'list', admin_key: adminKey });
  const rooms = ((list ?? []) as { room?: unknown }[]).flatMap((r) =>
    typeof r.room === 'number' ? [r.room] : [],
  );
  const load = { ...NO_LOAD, rooms: rooms.length };
  for (const room of rooms) {
    const answer = await admin.videoroom({ request: 'listparticipants', room }).catch(() => undefined);
    const participants = (answer?.participants ?? []) as { publisher?: boolean }[];
    const publishers = participants.filter((p) => p.publisher).length;
    load.participants += participants.length;
    load.publishers += publishers;
    load.subscribers += publishers * Math.max(0, participants.length - 1);
  }
  return load;
};
