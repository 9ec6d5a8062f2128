import { index, integer, text, timestamp } from 'drizzle-orm/pg-core';
import { users, usersSchema } from '../db/schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Each gateway process that holds connections, with the last time it said it is alive. */
export const presenceGateways = usersSchema.table('presence_gateways', {
  instanceId: text('instance_id').primaryKey(),
  heartbeatAt: at('heartbeat_at').notNull().defaultNow(),
});

/** Live graphql-ws connections of signed-in people, by the gateway process holding them. */
export const presenceConnections = usersSchema.table(
  'presence_connections',
  {
    connectionId: text('connection_id').primaryKey(),
    instanceId: text('instance_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    connectedAt: at('connected_at').notNull().defaultNow(),
  },
  (t) => [
    index('presence_connections_instance_id_idx').on(t.instanceId),
    index('presence_connections_user_id_idx').on(t.userId),
  ],
);

/**
 * Per person: how many live connections they have (kept in the same statements that add and drop
 * connections, so the row lock orders concurrent changes and each flip is seen by one statement only)
 * and when the last one closed.
 */
export const userPresence = usersSchema.table('user_presence', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  connections: integer('connections').notNull(),
  lastSeenAt: at('last_seen_at'),
});

export const presenceTables = { presenceGateways, presenceConnections, userPresence };
