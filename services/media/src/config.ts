import { MEDIA_DEFAULT_PORT } from '@canstring/contracts';
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
    },
    env,
  );
export type MediaConfig = ReturnType<typeof loadMediaConfig>;
