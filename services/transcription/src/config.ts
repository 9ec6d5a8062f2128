import {
  TRANSCRIPTION_DEFAULT_PORT,
  TRANSCRIPTION_MAX_AHEAD_MS,
  TRANSCRIPTION_MAX_BEHIND_MS,
  TRANSCRIPTION_START_TIMEOUT_MS,
} from '@canstring/contracts';
import { loadConfig } from '@canstring/service-kit';
import { z } from 'zod';
import { DEBIAN_EN_US_MODEL } from './engine';

/** The transcription service's settings besides the base ones (NATS_URL, DATABASE_URL, DATA_DIR, LOG_LEVEL). */
export const transcriptionConfigShape = {
  /** The transcription socket's port; 0 takes any free port (tests). */
  TRANSCRIPTION_PORT: z.coerce.number().int().min(0).max(65_535).default(TRANSCRIPTION_DEFAULT_PORT),
  TRANSCRIPTION_HOST: z.string().min(1).default('127.0.0.1'),
  /** A socket whose first message (which must be 'start') has not come this long after opening is closed. */
  TRANSCRIPTION_START_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(10)
    .max(600_000)
    .default(TRANSCRIPTION_START_TIMEOUT_MS),
  /** How far audio may run ahead of real time before the socket is closed as a flood. */
  TRANSCRIPTION_MAX_AHEAD_MS: z.coerce.number().int().min(0).max(600_000).default(TRANSCRIPTION_MAX_AHEAD_MS),
  /** Audio that has waited this long to be heard (the recogniser fell behind) is skipped unheard. */
  TRANSCRIPTION_MAX_BEHIND_MS: z.coerce
    .number()
    .int()
    .min(1)
    .max(600_000)
    .default(TRANSCRIPTION_MAX_BEHIND_MS),
  /** pocketsphinx's US-English model folder (acoustic model `en-us/`, `en-us.lm.bin`, `cmudict-en-us.dict`). */
  TRANSCRIPTION_MODEL_DIR: z.string().min(1).default(DEBIAN_EN_US_MODEL),
  /** How long a verified session is trusted before the user service is asked again. */
  TRANSCRIPTION_SESSION_CACHE_MS: z.coerce.number().int().min(0).max(300_000).default(30_000),
};

export const loadTranscriptionConfig = (env: NodeJS.ProcessEnv = process.env) =>
  loadConfig(transcriptionConfigShape, env);
export type TranscriptionConfig = ReturnType<typeof loadTranscriptionConfig>;
