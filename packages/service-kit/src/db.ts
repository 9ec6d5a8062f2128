import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { Pool } from 'pg';
import type { Logger } from './logger';

export type Database<S extends Record<string, unknown>> = PgDatabase<PgQueryResultHKT, S>;

/**
 * A transaction that only reads and sees one version of the data (repeatable read): several reads
 * that must agree, without locking or waiting for the writers.
 */
export const ONE_VERSION_READ = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

export interface DatabaseOptions<S extends Record<string, unknown>> {
  /** The service's name: its PostgreSQL schema for migrations and its PGlite folder. */
  service: string;
  schema: S;
  /** Folder of drizzle-kit generated SQL migrations. */
  migrationsFolder: string;
  databaseUrl?: string;
  dataDir: string;
  log: Logger;
}

export interface OpenDatabase<S extends Record<string, unknown>> {
  db: Database<S>;
  kind: 'postgres' | 'pglite';
  close(): Promise<void>;
}

const processAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** PGlite is single-process: a lock file stops a second instance from opening (and corrupting) the same folder. */
const lockFolder = (folder: string, service: string): (() => void) => {
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeFileSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && processAlive(owner)) {
        throw new Error(
          `The embedded database of the ${service} service is in use by process ${owner}. ` +
            'Set DATABASE_URL to run several instances of a service.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${lockPath}`);
};

/**
 * Opens the service's database and brings it up to date: PostgreSQL when a url is given,
 * otherwise an embedded PGlite database in `<dataDir>/pglite/<service>`.
 */
export const openDatabase = async <S extends Record<string, unknown>>(
  options: DatabaseOptions<S>,
): Promise<OpenDatabase<S>> => {
  const { service, schema, migrationsFolder, databaseUrl, dataDir, log } = options;
  const migrationConfig = { migrationsFolder, migrationsSchema: service, migrationsTable: 'migrations' };

  if (databaseUrl) {
    const pool = new Pool({ connectionString: databaseUrl, max: 10 });
    // An idle connection can be ended by the server (restart, failover, admin); the pool replaces it.
    // Without a listener that event would crash the process.
    pool.on('error', (error) => log.warn({ err: error }, 'idle database connection lost'));
    const db = drizzleNodePg(pool, { schema });
    // Several instances may start at once: one migrates while the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(hashtext($1))', [service]);
      await migrateNodePg(drizzleNodePg(client, { schema }), migrationConfig);
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [service]).catch(() => undefined);
      client.release();
    }
    log.info({ kind: 'postgres' }, 'database ready');
    return { db: db as unknown as Database<S>, kind: 'postgres', close: () => pool.end() };
  }

  const folder = path.join(dataDir, 'pglite', service);
  mkdirSync(path.dirname(folder), { recursive: true });
  const unlock = lockFolder(folder, service);
  try {
    const client = await PGlite.create(folder);
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, migrationConfig);
    log.info({ kind: 'pglite', folder }, 'database ready');
    return {
      db: db as unknown as Database<S>,
      kind: 'pglite',
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
};

/** Throws when the database does not answer; used by health checks. */
export const pingDatabase = async (db: Database<Record<string, unknown>>): Promise<void> => {
  await db.execute(sql`select 1`);
};
