import path from 'node:path';
import { type Clock, type Logger, startDatabaseService, systemClock } from '@canstring/service-kit';
import { callHandlers, startCallPresenceWatch, startCallSweeper } from './calls';
import type { RoomConfig } from './config';
import type { RoomServiceContext } from './context';
import { createPeopleCache } from './db/people-cache';
import { recordHeartbeats } from './db/room-store';
import { schema } from './db/schema';
import { roomHandlers } from './handlers';
import { createHeartbeatBatches } from './room/heartbeat-batches';
import { runRoomTurn } from './room/room-change';
import { createRoomTurns } from './room/room-turns';
import { startRoomSweeper } from './sweeper/room-sweeper';

export const ROOM_SERVICE_NAME = 'room';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface RoomService {
  readonly instanceId: string;
  stop(): Promise<void>;
}

/**
 * Starts one instance of the room service: database up to date, NATS endpoints, and its share of the
 * sweeping. Rooms live in PostgreSQL only, so any instance serves any room.
 */
export const startRoomService = (
  config: RoomConfig,
  options: { log?: Logger; clock?: Clock } = {},
): Promise<RoomService> =>
  startDatabaseService(
    {
      name: ROOM_SERVICE_NAME,
      databaseSchema: 'room',
      version: VERSION,
      description: 'Live rooms: participants, host controls and real-time signals',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const ctx: RoomServiceContext = {
          db,
          nc,
          config,
          clock: options.clock ?? systemClock,
          log,
          knownPeople: createPeopleCache(),
          roomTurns: createRoomTurns((room, rules) => runRoomTurn(ctx, room, rules)),
          heartbeats: createHeartbeatBatches((beats) => recordHeartbeats(db, beats)),
        };
        const sweeper = startRoomSweeper(ctx);
        const callSweeper = startCallSweeper(ctx);
        const callPresence = startCallPresenceWatch(ctx);
        return {
          handlers: [...roomHandlers(ctx), ...callHandlers(ctx)],
          close: async () => {
            await Promise.all([sweeper.stop(), callSweeper.stop(), callPresence.stop()]);
          },
        };
      },
    },
    config,
    options.log,
  );
