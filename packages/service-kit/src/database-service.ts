import type { BaseConfig } from './config';
import { type Database, openDatabase, pingDatabase } from './db';
import { createLogger, type Logger } from './logger';
import { connectNats, type NatsConnection, natsCredentialsOf } from './nats';
import { type Handler, startService } from './service';

/** What a service prepares once its database and NATS connection are up. */
export interface ServiceParts<X> {
  handlers: Handler[];
  /** Exposed to in-process callers beside `stop` (for example actions tests and the launcher use). */
  exposed?: X;
  /** Releases what the set-up opened, after the endpoints have stopped. */
  close?: () => void | Promise<void>;
}

export interface DatabaseServiceDefinition<S extends Record<string, unknown>, X> {
  /** NATS micro-service name; also its queue group. */
  name: string;
  /** The PostgreSQL schema holding its tables and migration journal; also its PGlite folder. */
  databaseSchema: string;
  version: string;
  description: string;
  schema: S;
  migrationsFolder: string;
  setUp(base: { db: Database<S>; nc: NatsConnection; log: Logger }): Promise<ServiceParts<X>>;
}

export type RunningDatabaseService<X> = { readonly instanceId: string; stop(): Promise<void> } & X;

/**
 * Starts one instance of a service that owns a database: brings the database up to date, connects
 * to NATS, lets the service prepare its handlers, and registers them with a health check that pings
 * the database. Stopping answers every request taken in, flushes the answers, then closes in order.
 * A failed start closes whatever it had opened.
 */
export const startDatabaseService = async <S extends Record<string, unknown>, X = object>(
  definition: DatabaseServiceDefinition<S, X>,
  config: BaseConfig,
  log: Logger = createLogger(definition.name, config.LOG_LEVEL),
): Promise<RunningDatabaseService<X>> => {
  const database = await openDatabase({
    service: definition.databaseSchema,
    schema: definition.schema,
    migrationsFolder: definition.migrationsFolder,
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    log,
  });
  let nc: NatsConnection | undefined;
  try {
    nc = await connectNats(config.NATS_URL, definition.name, natsCredentialsOf(config));
    const parts = await definition.setUp({ db: database.db, nc, log });
    const service = await startService({
      nc,
      name: definition.name,
      version: definition.version,
      description: definition.description,
      log,
      healthCheck: () => pingDatabase(database.db),
      handlers: parts.handlers,
    });
    const connection = nc;
    return {
      ...(parts.exposed as X),
      instanceId: service.instanceId,
      stop: async () => {
        try {
          await service.stop();
          await connection.drain();
        } finally {
          await parts.close?.();
          await database.close();
        }
      },
    };
  } catch (error) {
    await nc?.close().catch(() => undefined);
    await database.close();
    throw error;
  }
};
