import { z } from 'zod';
import { actorSchema } from '../actor';
import { endpoint } from '../endpoint';
import { PRESENCE_ID_MAX_LENGTH, PRESENCE_QUERY_MAX_USERS } from './constants';
import { presenceSchema } from './presence';

const ok = z.object({ ok: z.literal(true) });
const connectionIdSchema = z.string().min(1).max(PRESENCE_ID_MAX_LENGTH);
const instanceIdSchema = z.string().min(1).max(PRESENCE_ID_MAX_LENGTH);

/**
 * The user service's presence endpoints. `connected`, `disconnected` and `heartbeat` come from gateway
 * processes only (they track live graphql-ws connections); `of` is the read any signed-in caller makes.
 */
export const presenceEndpoints = {
  /** A signed-in graphql-ws connection opened on a gateway process. Sending it twice counts once. */
  connected: endpoint(
    'presence.connected',
    z.object({
      connectionId: connectionIdSchema,
      instanceId: instanceIdSchema,
      userId: z.number().int().positive(),
    }),
    ok,
  ),
  /** That connection closed. An unknown id is not an error (it may already have been swept). */
  disconnected: endpoint('presence.disconnected', z.object({ connectionId: connectionIdSchema }), ok),
  /**
   * Every PRESENCE_HEARTBEAT_MS from each gateway process: it is alive and holds these connections
   * (its others are gone, e.g. a lost `disconnected`). The answer names the listed connections the
   * service does not hold (a lost `connected`, or swept while the process was silent); the process
   * announces those again with `connected`.
   */
  heartbeat: endpoint(
    'presence.heartbeat',
    z.object({ instanceId: instanceIdSchema, connectionIds: z.array(connectionIdSchema) }),
    z.object({ missing: z.array(connectionIdSchema) }),
  ),
  /** Presence of the given people, in the order asked; someone never seen is offline with no last seen. */
  of: endpoint(
    'presence.of',
    z.object({
      actor: actorSchema,
      userIds: z.array(z.number().int().positive()).min(1).max(PRESENCE_QUERY_MAX_USERS),
    }),
    z.object({ presence: z.array(presenceSchema) }),
  ),
} as const;

/**
 * Events of presence. Every gateway process listens (no queue group). Published once per flip, by the
 * user service instance whose statement made it: someone's first connection opened, or last one closed.
 */
export const presenceEvents = {
  /** Someone went online or offline: payload presenceChangedEventSchema. */
  changed: 'presence.events.changed',
} as const;

export const presenceChangedEventSchema = presenceSchema;
export type PresenceChangedEvent = z.infer<typeof presenceChangedEventSchema>;
