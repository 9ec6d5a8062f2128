import { AppError, ErrorCode, mediaMessages } from '@canstring/contracts';
import type { Logger, NatsConnection } from '@canstring/service-kit';
import type { MediaConfig } from '../config';
import { type JanusAdmin, janusAdmin } from '../janus/janus-admin';
import { type JanusRooms, janusRooms } from '../janus/janus-rooms';
import { type PublishGuard, publishGuard } from '../janus/publish-guard';
import type { TurnSettings } from '../turn/turn-credentials';

/** The SFU and relay as the media service drives them. */
export interface LiveMedia {
  nc: NatsConnection;
  log: Logger;
  janus: JanusAdmin;
  rooms: JanusRooms;
  guard: PublishGuard;
  /** The admin secret: also derives the VideoRoom ids, room secrets and feed ids. */
  secret: string;
  janusWsUrl: string;
  /** Unset when no relay secret is configured. */
  turn: TurnSettings | undefined;
}

export const liveMediaNotConfigured = () =>
  new AppError(ErrorCode.Unavailable, mediaMessages.liveMediaNotConfigured);

/** The relay's settings, or undefined when no relay secret is configured. */
export const turnOf = (config: MediaConfig): TurnSettings | undefined =>
  config.TURN_SECRET
    ? { secret: config.TURN_SECRET, host: config.PUBLIC_HOST, port: config.TURN_PORT }
    : undefined;

/** The live-media parts, or undefined when Janus's admin secret is not configured. */
export const liveMediaOf = (config: MediaConfig, nc: NatsConnection, log: Logger): LiveMedia | undefined => {
  const secret = config.JANUS_ADMIN_SECRET;
  if (!secret) return undefined;
  const janus = janusAdmin({ url: config.JANUS_ADMIN_URL, secret });
  const rooms = janusRooms(janus, secret);
  return {
    nc,
    log,
    janus,
    rooms,
    guard: publishGuard({ rooms, secret, log }),
    secret,
    janusWsUrl: config.JANUS_WS_URL,
    turn: turnOf(config),
  };
};
