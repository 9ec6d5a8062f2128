import { Client } from 'pg';

/**
 * A cheap fingerprint of what the platform stores: one md5 per table over all its rows. Two equal
 * digests mean no row was added, removed or changed. Bookkeeping a refused call may rightly write
 * (sign-in attempts kept for the slowdown, presence and heartbeats, sessions' last use) is left out
 * by name: see `isBookkeeping`.
 */
export type Digest = Map<string, string>;

const BOOKKEEPING =
  /(attempt|failure|throttle|backoff|back_off|presence|heartbeat|last_seen|rate|lock|migration|outbox_seq)/i;
export const isBookkeeping = (table: string): boolean => BOOKKEEPING.test(table);

export interface DatabaseDigest {
  read(): Promise<Digest>;
  close(): Promise<void>;
}

export const openDatabaseDigest = async (databaseUrl: string): Promise<DatabaseDigest> => {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  // The services made their tables as they started: the list is read once.
  const listed = await client.query<{ name: string }>(
    `select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
       from information_schema.tables
      where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
      order by 1`,
  );
  const tables = listed.rows.map((r) => r.name).filter((name) => !isBookkeeping(name));
  const query = tables
    .map(
      (name) =>
        `select '${name.replace(/'/g, "''")}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${name} t`,
    )
    .join(' union all ');
  return {
    read: async () => {
      if (!query) return new Map();
      const result = await client.query<{ name: string; digest: string }>({
        name: 'fuzz-digest',
        text: query,
      });
      return new Map(result.rows.map((r) => [r.name, r.digest]));
    },
    close: () => client.end(),
  };
};

/** The tables whose rows differ between two digests. */
export const changedTables = (before: Digest, after: Digest): string[] => {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name)).sort();
};
