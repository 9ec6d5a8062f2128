import { type JanusAdmin, janusAdmin } from '../janus/janus-admin';
import { type JanusRooms, janusRooms } from '../janus/janus-rooms';
import type { TurnSettings } from '../turn/turn-credentials';
import type { JanusServerSetting } from './janus-server-list';

/** One Janus server as the media service drives it. */
export interface JanusServer {
  readonly name: string;
  /** Its WebSocket API as browsers reach it: the pass of a room on it names it. */
  readonly wsUrl: string;
  readonly admin: JanusAdmin;
  /** Its VideoRoom operations (the room ids and secrets derive from the service's own secret). */
  readonly rooms: JanusRooms;
  /** The relay browsers use beside it, or undefined when none is configured. */
  readonly turn: TurnSettings | undefined;
}

/**
 * The server of a setting: its own admin secret and relay, or the service's. `secret` derives the
 * VideoRoom ids and room secrets, the same on every server, so a room keeps its id when it moves.
 */
export const janusServerOf = (
  setting: JanusServerSetting,
  secret: string,
  defaults: { turn: TurnSettings | undefined },
): JanusServer => {
  const admin = janusAdmin({ url: setting.adminUrl, secret: setting.adminSecret ?? secret });
  const turnSecret = setting.turn?.secret ?? defaults.turn?.secret;
  const turn =
    setting.turn && turnSecret
      ? { secret: turnSecret, host: setting.turn.host, port: setting.turn.port }
      : defaults.turn;
  return { name: setting.name, wsUrl: setting.wsUrl, admin, rooms: janusRooms(admin, secret), turn };
};
