import { DEFAULT_SUPPORT_CONTACT, PASSWORD_MIN_LENGTH, PRESENCE_STALE_MS } from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/** The user service's own settings, on top of the base ones every service reads. */
export const userConfigShape = {
  /** Signs session and PIN tokens; every instance must share it. */
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters'),
  /** The first administrator, created at start when no administrator exists. */
  ADMIN_EMAIL: z.string().trim().toLowerCase().pipe(z.email()).default('admin@example.org'),
  /** When unset, a strong password is generated and logged once. */
  ADMIN_PASSWORD: z.string().min(PASSWORD_MIN_LENGTH).optional(),
  /** e.g. smtp://user:pass@mail.example.org:587; when unset, mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Canstring <no-reply@example.org>'),
  /** Where people open the product; invitations tell them to sign in there. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Where demo requests are mailed. */
  SUPPORT_EMAIL: z.string().default(DEFAULT_SUPPORT_CONTACT.email),
  /** A gateway process silent this long has its connections dropped (its people go offline). */
  PRESENCE_STALE_MS: z.coerce.number().int().min(100).max(3_600_000).default(PRESENCE_STALE_MS),
};

export const loadUserConfig = (env: NodeJS.ProcessEnv = process.env) => loadConfig(userConfigShape, env);
export type UserConfig = ReturnType<typeof loadUserConfig>;
