import type { Database, Logger, NatsConnection, TokenVerifier } from '@canstring/service-kit';
import type { MediaSchema } from './db/schema';

/** What the file server's routes and endpoints are built from. */
export interface MediaDeps {
  db: Database<MediaSchema>;
  nc: NatsConnection;
  verifier: TokenVerifier;
  dataDir: string;
  log: Logger;
  /** Documents converted into pages: a job's time, and how long an upload waits for its outcome. */
  conversion: { jobTimeoutMs: number; waitMs: number };
}
