import path from 'node:path';

/** What a bench needs to run a room's changes in a database of its own, without the rest of the service. */
export { createPeopleCache, type PeopleCache } from '../db/people-cache';
export { liveness, participants, rooms, schema } from '../db/schema';
export { changeRoomIn } from '../room/room-change';
export type { RoomRule } from '../room/room-rule';

/** The room service's migrations, to make its tables in a database of the bench's. */
export const roomMigrationsFolder = path.join(__dirname, '..', '..', 'drizzle');
