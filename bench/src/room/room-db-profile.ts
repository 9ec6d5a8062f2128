import { createRequire } from 'node:module';
import { sharedNow } from './child-lines';

/** One kind of statement the room service ran: how many, and how long each took to be answered. */
export interface StatementFigures {
  label: string;
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  totalMs: number;
}

export interface RoomDbProfile {
  /** Statements by kind, busiest first, over the measured window. */
  statements: StatementFigures[];
  /** Waits for a connection from the service's pool (10 connections). */
  poolWaits: { count: number; over1Ms: number; p50Ms: number; p99Ms: number; maxMs: number };
}

interface PgClient {
  connectionParameters?: { database?: string };
  database?: string;
}
interface PgModule {
  Client: { prototype: { query: (...args: unknown[]) => unknown } };
  Pool: { prototype: { connect: (...args: unknown[]) => unknown; options?: { database?: string } } };
}

/** What a statement is, in a few words: the heartbeat's, the room's row lock, a transaction's edges... */
const labelOf = (text: string): string => {
  const t = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (t === 'begin' || t === 'commit' || t === 'rollback') return t;
  if (/update "room"."liveness" l set|update room\.liveness l set/.test(t))
    return 'heartbeats: liveness update (a batch)';
  if (/for update$/.test(t) && /from "room"."rooms"/.test(t))
    return "room's row lock (select ... for update)";
  return t.replace(/"room"\./g, '').slice(0, 70);
};

const percentile = (sorted: Float64Array, p: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : Number.NaN;

/**
 * Times every statement the room service sends to its database, and every wait for a pooled
 * connection, by wrapping node-postgres (the service runs in the bench's process); only the room
 * database's are kept. start() and stop() bound the measured window.
 */
export const profileRoomDatabase = (databaseName: string) => {
  const pg = createRequire(require.resolve('@canstring/service-kit'))('pg') as PgModule;
  const samples = new Map<string, number[]>();
  const poolWaits: number[] = [];
  let measuring = false;
  const keep = (label: string, ms: number) => {
    if (!measuring) return;
    const list = samples.get(label) ?? [];
    if (!list.length) samples.set(label, list);
    list.push(ms);
  };

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: PgClient, ...args: unknown[]) {
    const database = this.connectionParameters?.database ?? this.database;
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (database !== databaseName || !text) return query.apply(this, args);
    const at = sharedNow();
    const done = (failed: boolean) => keep(`${labelOf(text)}${failed ? ' (failed)' : ''}`, sharedNow() - at);
    // pg.Pool's own query() passes a callback; drizzle's transactions await a promise.
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: unknown, ...rest: unknown[]) => {
        done(Boolean(error));
        return (callback as (...a: unknown[]) => unknown)(error, ...rest);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (result instanceof Promise)
      void result.then(
        () => done(false),
        () => done(true),
      );
    return result;
  };
  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function (
    this: { options?: { connectionString?: string } },
    ...args: unknown[]
  ) {
    const mine = this.options?.connectionString?.endsWith(`/${databaseName}`) ?? false;
    const at = sharedNow();
    const done = () => {
      if (mine && measuring) poolWaits.push(sharedNow() - at);
    };
    const callback = args[0];
    if (typeof callback === 'function')
      return connect.call(this, (...result: unknown[]) => {
        done();
        return (callback as (...a: unknown[]) => unknown)(...result);
      });
    const result = connect.apply(this, args) as Promise<unknown>;
    void result.then(done, done);
    return result;
  };

  return {
    start: () => {
      measuring = true;
    },
    stop: (): RoomDbProfile => {
      measuring = false;
      pg.Client.prototype.query = query;
      pg.Pool.prototype.connect = connect;
      const statements = [...samples].map(([label, list]) => {
        const sorted = Float64Array.from(list).sort();
        return {
          label,
          count: list.length,
          p50Ms: percentile(sorted, 50),
          p99Ms: percentile(sorted, 99),
          maxMs: sorted[sorted.length - 1] ?? Number.NaN,
          totalMs: list.reduce((a, b) => a + b, 0),
        };
      });
      statements.sort((a, b) => b.totalMs - a.totalMs);
      const waits = Float64Array.from(poolWaits).sort();
      return {
        statements,
        poolWaits: {
          count: waits.length,
          over1Ms: waits.filter((w) => w > 1).length,
          p50Ms: percentile(waits, 50),
          p99Ms: percentile(waits, 99),
          maxMs: waits[waits.length - 1] ?? Number.NaN,
        },
      };
    },
  };
};
