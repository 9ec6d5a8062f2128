import { type Presence, unseenPresence } from '@canstring/contracts';
import type { Database } from '@canstring/service-kit';
import { inArray, type SQL, sql } from 'drizzle-orm';
import { presenceConnections, presenceGateways, userPresence } from './presence-schema';

// biome-ignore lint/suspicious/noExplicitAny: presence statements need no typed relational schema
type AnyDatabase = Database<any>;

interface PresenceRow {
  user_id: number;
  connections: number;
  last_seen_at: Date | string | null;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const isoOf = (value: Date | string | null): string | null =>
  value == null ? null : new Date(value).toISOString();

const presenceOf = (row: PresenceRow): Presence => {
  const online = Number(row.connections) > 0;
  return { userId: Number(row.user_id), online, lastSeen: online ? null : isoOf(row.last_seen_at) };
};

const millis = (ms: number) => sql`(${ms} * interval '1 millisecond')`;

/**
 * Opens a connection and counts it in the same statement; also marks its gateway process alive.
 * Answers the person's presence when this was their first connection (they just went online);
 * a connection already known changes nothing.
 */
export const openConnection = async (
  db: AnyDatabase,
  connection: { connectionId: string; instanceId: string; userId: number },
): Promise<Presence | undefined> => {
  const { connectionId, instanceId, userId } = connection;
  const rows = rowsOf<PresenceRow>(
    await db.execute(sql`
      with beat as (
        insert into ${presenceGateways} (instance_id, heartbeat_at) values (${instanceId}, now())
        on conflict (instance_id) do update set heartbeat_at = now()
      ), added as (
        insert into ${presenceConnections} (connection_id, instance_id, user_id)
        values (${connectionId}, ${instanceId}, ${userId})
        on conflict (connection_id) do nothing
        returning user_id
      )
      insert into ${userPresence} as p (user_id, connections)
      select user_id, 1 from added
      on conflict (user_id) do update set connections = p.connections + 1
      returning p.user_id, p.connections, p.last_seen_at`),
  );
  const row = rows[0];
  return row && Number(row.connections) === 1 ? presenceOf(row) : undefined;
};

/**
 * Drops the connections matching `where` and takes them off their people's counts in one statement;
 * whoever reaches zero goes offline with last seen now. Answers those people. Two statements dropping
 * the same connection cannot both count it: only one of them deletes the row.
 */
const dropConnections = async (db: AnyDatabase, where: SQL): Promise<Presence[]> => {
  const rows = rowsOf<PresenceRow>(
    await db.execute(sql`
      with gone as (
        delete from ${presenceConnections} as c where ${where} returning c.user_id
      ), counts as (
        select user_id, count(*)::int as n from gone group by user_id
      )
      update ${userPresence} as p
      set connections = p.connections - counts.n,
          last_seen_at = case when p.connections - counts.n <= 0 then now() else p.last_seen_at end
      from counts
      where p.user_id = counts.user_id
      returning p.user_id, p.connections, p.last_seen_at`),
  );
  return rows.filter((row) => Number(row.connections) <= 0).map(presenceOf);
};

/** A connection closed; answers the person's presence when it was their last one. */
export const closeConnection = async (db: AnyDatabase, connectionId: string): Promise<Presence[]> =>
  dropConnections(db, sql`c.connection_id = ${connectionId}`);

/**
 * A gateway process is alive and holds `connectionIds`: its heartbeat is renewed, its other
 * connections older than `graceMs` are dropped (a `disconnected` that never arrived; younger ones may
 * have opened after the process listed its connections), and the listed ones the service does not
 * hold are named so the process announces them again.
 */
export const renewGateway = async (
  db: AnyDatabase,
  beat: { instanceId: string; connectionIds: string[]; graceMs: number },
): Promise<{ wentOffline: Presence[]; missing: string[] }> => {
  const { instanceId, graceMs } = beat;
  const listed = JSON.stringify(beat.connectionIds);
  await db.execute(sql`
    insert into ${presenceGateways} (instance_id, heartbeat_at) values (${instanceId}, now())
    on conflict (instance_id) do update set heartbeat_at = now()`);
  const wentOffline = await dropConnections(
    db,
    sql`c.instance_id = ${instanceId}
      and c.connected_at < now() - ${millis(graceMs)}
      and c.connection_id not in (select value from json_array_elements_text(${listed}::json))`,
  );
  const missing = rowsOf<{ id: string }>(
    await db.execute(sql`
      select value as id from json_array_elements_text(${listed}::json)
      where not exists (select 1 from ${presenceConnections} c where c.connection_id = value)`),
  ).map((row) => row.id);
  return { wentOffline, missing };
};

/** An arbitrary constant naming the sweep's lock, so only one instance sweeps at a time. */
const SWEEP_LOCK_KEY = 4_735_001;

/**
 * Drops every connection held by a gateway process silent for `staleMs` (crashed, or cut off), then
 * forgets such processes. Answers the people who went offline. One instance sweeps at a time; the
 * others skip that round.
 */
export const sweepSilentGateways = (db: AnyDatabase, staleMs: number): Promise<Presence[]> =>
  db.transaction(async (tx) => {
    const [lock] = rowsOf<{ got: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK_KEY}) as got`),
    );
    if (!lock?.got) return [];
    const wentOffline = await dropConnections(
      tx as unknown as AnyDatabase,
      sql`not exists (
        select 1 from ${presenceGateways} g
        where g.instance_id = c.instance_id and g.heartbeat_at >= now() - ${millis(staleMs)})`,
    );
    await tx.execute(sql`delete from ${presenceGateways} where heartbeat_at < now() - ${millis(staleMs)}`);
    return wentOffline;
  });

/** Presence of these people in the order asked; someone never seen is offline with no last seen. */
export const presenceOfUsers = async (db: AnyDatabase, userIds: number[]): Promise<Presence[]> => {
  const rows = await db
    .select()
    .from(userPresence)
    .where(inArray(userPresence.userId, [...new Set(userIds)]));
  const byId = new Map(
    rows.map((row) => [
      row.userId,
      presenceOf({ user_id: row.userId, connections: row.connections, last_seen_at: row.lastSeenAt }),
    ]),
  );
  return userIds.map((id) => byId.get(id) ?? unseenPresence(id));
};
