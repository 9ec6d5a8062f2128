import { MEDIA_DEFAULT_PORT, TURN_DEFAULT_PORT } from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/** The file server's settings besides the base ones (NATS_URL, DATABASE_URL, DATA_DIR, LOG_LEVEL). */
export const loadMediaConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(
    {
      /** 0 takes any free port (tests). */
      MEDIA_PORT: z.coerce.number().int().min(0).max(65_535).default(MEDIA_DEFAULT_PORT),
      MEDIA_HOST: z.string().min(1).default('127.0.0.1'),
      /** Comma-separated origins of the pages allowed to call it; empty means the local shell and remotes. */
      ALLOWED_ORIGINS: z.string().optional(),
      /** How long a verified session is trusted before the user service is asked again. */
      MEDIA_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
      /** Janus's admin API (loopback); without JANUS_ADMIN_SECRET the live-media endpoints answer UNAVAILABLE. */
      JANUS_ADMIN_URL: z.url().default('http://127.0.0.1:7088/admin'),
      JANUS_ADMIN_SECRET: z.string().min(16).optional(),
      /** Janus's WebSocket API as browsers reach it. */
      JANUS_WS_URL: z.string().min(1).default('ws://localhost:8188'),
      /**
       * Several Janus servers instead of JANUS_ADMIN_URL and JANUS_WS_URL: a JSON list
       * ({"servers": [{name, wsUrl, adminUrl, adminSecret?, turn?}]}), or a file holding one.
       */
      JANUS_SERVERS: z.string().min(1).optional(),
      JANUS_SERVERS_FILE: z.string().min(1).optional(),
      /** How often each Janus server of a list is pinged and its load read. */
      JANUS_CHECK_MS: z.coerce.number().int().min(200).max(60_000).default(1_000),
      /** A Janus server found not answering takes no rooms for this long after it answers again. */
      JANUS_LOST_HOLD_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
      /** coturn's static-auth-secret; without it no relay credentials are issued. */
      TURN_SECRET: z.string().min(16).optional(),
      /** Host name browsers reach this machine at (the relay's address in ICE servers). */
      PUBLIC_HOST: z.string().min(1).default('localhost'),
      TURN_PORT: z.coerce.number().int().min(1).max(65_535).default(TURN_DEFAULT_PORT),
      /** How often the SFU rooms are checked for publishers without the right to publish. */
      /** A document's conversion into pages is stopped (its tools killed) after this long. */
      MEDIA_CONVERSION_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(900_000).default(120_000),
      /** An upload waits this long for its conversion (queue included) before answering it failed. */
      MEDIA_CONVERSION_WAIT_MS: z.coerce.number().int().min(1_000).max(1_800_000).default(300_000),
      /** 0: this instance converts no documents itself (others on the same NATS do). */
      MEDIA_CONVERSION_WORKER: z.enum(['0', '1']).default('1'),
      MEDIA_PUBLISH_CHECK_MS: z.coerce.number().int().min(200).max(600_000).default(5_000),
      /** Below this much free disk (MB) a recording does not start, and a running one stops. */
      MEDIA_RECORDING_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
    },
    env,
  );
export type MediaConfig = ReturnType<typeof loadMediaConfig>;
