import path from 'node:path';
import { z } from 'zod';

/** Settings every service reads from the environment. */
export const baseConfigSchema = z.object({
  /** One nats-server, or a cluster's nodes separated by commas (nats://10.0.0.11:4222,nats://10.0.0.12:4222,...). */
  NATS_URL: z.string().default('nats://127.0.0.1:4222'),
  /** Copies of each JetStream stream the services create: 1 on one nats-server, 3 on a three-node cluster. */
  NATS_STREAM_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
  /** This process's NATS user and password, when the server requires them (the launcher gives each service its own). */
  NATS_USER: z.string().optional(),
  NATS_PASSWORD: z.string().optional(),
  /** Where this process's replies arrive; the server lets only this user read there. Default `_INBOX_<NATS_USER>`. */
  NATS_INBOX_PREFIX: z.string().optional(),
  /** PostgreSQL connection; when unset each service keeps an embedded PGlite database in the data folder. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default(path.resolve('.data')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type BaseConfig = z.infer<typeof baseConfigSchema>;

/** Reads the base settings plus a service's own, failing at start with every wrong variable named. */
export const loadConfig = <S extends z.ZodRawShape>(
  extra: S = {} as S,
  env: NodeJS.ProcessEnv = process.env,
): BaseConfig & z.infer<z.ZodObject<S>> => {
  const schema = baseConfigSchema.extend(extra);
  const values = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data as BaseConfig & z.infer<z.ZodObject<S>>;
};
