import type { Database, Logger, NatsConnection, TokenVerifier } from '@canstring/service-kit';
import type { TranscriptionConfig } from './config';
import type { TranscriptionSchema } from './db/schema';
import type { SpeechEngine } from './engine';

/** What the transcription service's socket and endpoints need, built once at start. */
export interface TranscriptionServiceContext {
  db: Database<TranscriptionSchema>;
  nc: NatsConnection;
  config: TranscriptionConfig;
  engine: SpeechEngine;
  verifier: TokenVerifier;
  log: Logger;
}
