import type { Logger } from '@canstring/service-kit';
import type { JanusServer } from './janus-server';
import { NO_LOAD, readServerLoad, type ServerLoad } from './server-load';

/** What the last check of a server found. */
export interface ServerState {
  /** It answered its last ping (a server not checked yet counts as answering). */
  answering: boolean;
  load: ServerLoad;
  checkedAt: number | null;
  /** When it was last found not answering (null: never). */
  lostAt: number | null;
}

/** A ping unanswered this long counts as the server not answering. */
export const JANUS_PING_TIMEOUT_MS = 1_000;

/**
 * The health and load of every Janus server, as this instance last saw them. `check` pings each and
 * reads the load of those answering; `notAnswering` records what a caller found meanwhile.
 */
export const serverHealth = (
  servers: readonly JanusServer[],
  secret: string,
  log: Logger,
  /** A server found not answering is trusted again only this long after (it may be flapping). */
  holdMs = 0,
) => {
  const states = new Map<string, ServerState>(
    servers.map((s) => [s.name, { answering: true, load: NO_LOAD, checkedAt: null, lostAt: null }]),
  );
  const stateOf = (name: string): ServerState =>
    states.get(name) ?? { answering: false, load: NO_LOAD, checkedAt: null, lostAt: null };

  const set = (server: JanusServer, answering: boolean, load: ServerLoad) => {
    const was = stateOf(server.name).answering;
    const now = Date.now();
    states.set(server.name, {
      answering,
      load,
      checkedAt: now,
      lostAt: answering ? stateOf(server.name).lostAt : now,
    });
    if (was && !answering) log.warn({ server: server.name }, 'Janus server stopped answering');
    if (!was && answering) log.info({ server: server.name }, 'Janus server answers again');
  };

  /** Pings one server and reads its load; answers whether it answered. */
  const checkOne = async (server: JanusServer): Promise<boolean> => {
    if (!(await server.admin.ping(JANUS_PING_TIMEOUT_MS))) {
      set(server, false, NO_LOAD);
      return false;
    }
    const load = await readServerLoad(server.admin, secret).catch(() => stateOf(server.name).load);
    set(server, true, load);
    return true;
  };

  return {
    stateOf,
    /** Answering, and not lost within the hold: a server to place rooms on and keep them on. */
    usable: (name: string, now = Date.now()) => {
      const { answering, lostAt } = stateOf(name);
      return answering && (lostAt === null || now - lostAt >= holdMs);
    },
    /** Checks every server at once; answers the names of those not answering. */
    check: async (): Promise<string[]> => {
      await Promise.all(servers.map(checkOne));
      return servers.filter((s) => !stateOf(s.name).answering).map((s) => s.name);
    },
    checkOne,
    /** What a caller's own ping found meanwhile. */
    pinged: (server: JanusServer, answered: boolean) => {
      if (answered !== stateOf(server.name).answering)
        set(server, answered, answered ? stateOf(server.name).load : NO_LOAD);
    },
  };
};
export type ServerHealth = ReturnType<typeof serverHealth>;
