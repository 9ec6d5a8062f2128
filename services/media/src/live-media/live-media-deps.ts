import { AppError, ErrorCode, mediaMessages } from '@canstring/contracts';
import type { Database, Logger, NatsConnection } from '@canstring/service-kit';
import type { MediaConfig } from '../config';
import type { MediaSchema } from '../db/schema';
import type { JanusRooms } from '../janus/janus-rooms';
import { type PublishGuard, publishGuard } from '../janus/publish-guard';
import { type JanusServer, janusServerOf } from '../servers/janus-server';
import { janusServersOf } from '../servers/janus-server-list';
import { placedRooms } from '../servers/placed-rooms';
import { databasePlacement, oneServerPlacement, type RoomPlacement } from '../servers/room-placement';
import { serverHealth } from '../servers/server-health';
import { watchServers } from '../servers/servers-watch';
import type { TurnSettings } from '../turn/turn-credentials';

/** The SFU servers and relay as the media service drives them. */
export interface LiveMedia {
  nc: NatsConnection;
  log: Logger;
  /** Which Janus server each room is on. */
  placement: RoomPlacement;
  /** The VideoRoom operations, each on its room's server. */
  rooms: JanusRooms;
  guard: PublishGuard;
  /** The admin secret: also derives the VideoRoom ids, room secrets and feed ids. */
  secret: string;
}

export const liveMediaNotConfigured = () =>
  new AppError(ErrorCode.Unavailable, mediaMessages.liveMediaNotConfigured);

/** The relay's settings, or undefined when no relay secret is configured. */
export const turnOf = (config: MediaConfig): TurnSettings | undefined =>
  config.TURN_SECRET
    ? { secret: config.TURN_SECRET, host: config.PUBLIC_HOST, port: config.TURN_PORT }
    : undefined;

/** The live-media parts over a placement of rooms on servers. */
export const liveMediaOver = (
  placement: RoomPlacement,
  parts: { nc: NatsConnection; log: Logger; secret: string },
): LiveMedia => {
  const rooms = placedRooms(placement);
  return { ...parts, placement, rooms, guard: publishGuard({ rooms, secret: parts.secret, log: parts.log }) };
};

/** The live media of one Janus server (every room on it). */
export const liveMediaOnOne = (
  server: JanusServer,
  parts: { nc: NatsConnection; log: Logger; secret: string },
) => liveMediaOver(oneServerPlacement(server), parts);

/**
 * The live-media parts, or undefined when Janus's admin secret is not configured: with several
 * servers, rooms are placed in the database and the servers are checked every JANUS_CHECK_MS.
 */
export const liveMediaOf = (
  config: MediaConfig,
  nc: NatsConnection,
  log: Logger,
  db: Database<MediaSchema>,
): { media: LiveMedia; servers: { first(): Promise<void>; stop(): Promise<void> } } | undefined => {
  const secret = config.JANUS_ADMIN_SECRET;
  if (!secret) return undefined;
  const turn = turnOf(config);
  const servers = janusServersOf(config).map((setting) => janusServerOf(setting, secret, { turn }));
  const parts = { nc, log, secret };
  if (servers.length === 1) {
    const still = { first: async () => undefined, stop: async () => undefined };
    return { media: liveMediaOnOne(servers[0] as JanusServer, parts), servers: still };
  }
  const health = serverHealth(servers, secret, log, config.JANUS_LOST_HOLD_MS);
  const placement = databasePlacement(servers, db, health, log);
  return {
    media: liveMediaOver(placement, parts),
    servers: watchServers(health, placement, log, config.JANUS_CHECK_MS),
  };
};
