import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';

/** The recording service's settings beside the base ones (DATA_DIR holds the tracks and the videos). */
export const recordingConfigShape = {
  /** e.g. smtp://user:pass@mail.example.org:587; when unset, mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Canstring <no-reply@example.org>'),
  /** Where people open the product; the organizer's mail links there. */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: 'PUBLIC_URL must be an http(s) address' })
    .default('http://localhost:3000')
    .transform((url) => url.replace(/\/+$/, '')),
  /** Compose videos here (0: this instance only registers; another composes). */
  RECORDING_COMPOSERS: z.coerce.number().int().min(0).max(1).default(1),
  /** How long one composition may take before it is stopped and tried again. */
  RECORDING_COMPOSE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10_000)
    .default(60 * 60_000),
  /** Wait before trying a failed composition again. */
  RECORDING_RETRY_MS: z.coerce.number().int().min(0).default(30_000),
};

export const loadRecordingConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(recordingConfigShape, env);
export type RecordingConfig = ReturnType<typeof loadRecordingConfig>;
