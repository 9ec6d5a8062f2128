import {
  LEGACY_DEFAULT_PLAINTEXT_HOSTS,
  LEGACY_DEFAULT_PREFIX,
  LEGACY_PASSPHRASE_MIN_LENGTH,
} from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/** A path prefix such as `/canstring/v1`; empty mounts the routes at the root. */
export const prefixSchema = z
  .string()
  .regex(/^(\/[A-Za-z0-9._~-]+)*\/?$/, 'must look like /canstring/v1')
  .transform((p) => p.replace(/\/$/, ''));

export const legacyConfigShape = {
  LEGACY_PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  LEGACY_HOST: z.string().default('127.0.0.1'),
  LEGACY_PREFIX: prefixSchema.default(LEGACY_DEFAULT_PREFIX),
  LEGACY_PASSPHRASE: z.string().min(LEGACY_PASSPHRASE_MIN_LENGTH),
  /** Comma-separated host names whose pages may send and receive plaintext JSON. */
  LEGACY_PLAINTEXT_HOSTS: z
    .string()
    .default(LEGACY_DEFAULT_PLAINTEXT_HOSTS.join(','))
    .transform((s) =>
      s
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    ),
};

export const loadLegacyConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(legacyConfigShape, env);
export type LegacyConfig = ReturnType<typeof loadLegacyConfig>;
