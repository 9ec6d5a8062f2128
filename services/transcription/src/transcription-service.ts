import path from 'node:path';
import { createTokenVerifier, type Logger, startDatabaseService } from '@canstring/service-kit';
import type { TranscriptionConfig } from './config';
import type { TranscriptionServiceContext } from './context';
import { schema } from './db/schema';
import { createPocketsphinxEngine, type SpeechEngine } from './engine';
import { transcriptionHandlers } from './handlers';
import { startTranscriptionSocket, type TranscriptionSocket } from './socket';

export const TRANSCRIPTION_SERVICE_NAME = 'transcription';
const VERSION = '0.1.0';
const migrationsFolder = path.join(__dirname, '..', 'drizzle');

export interface TranscriptionService {
  readonly instanceId: string;
  /** The socket's address, e.g. ws://127.0.0.1:4300/transcription. */
  readonly url: string;
  readonly socket: TranscriptionSocket;
  readonly engine: SpeechEngine;
  stop(): Promise<void>;
}

/**
 * Starts one instance of the transcription service: database up to date, the transcription socket
 * (an edge: it verifies the speaker's token and speaks for them to the room), NATS endpoints.
 */
export const startTranscriptionService = async (
  config: TranscriptionConfig,
  options: { log?: Logger; engine?: SpeechEngine } = {},
): Promise<TranscriptionService> => {
  const engine = options.engine ?? createPocketsphinxEngine({ modelDir: config.TRANSCRIPTION_MODEL_DIR });
  const running = await startDatabaseService<typeof schema, { socket: TranscriptionSocket }>(
    {
      name: TRANSCRIPTION_SERVICE_NAME,
      databaseSchema: 'transcription',
      version: VERSION,
      description: 'Live captions: speech to text over the transcription socket, and transcripts',
      schema,
      migrationsFolder,
      setUp: async ({ db, nc, log }) => {
        const verifier = createTokenVerifier(nc, { cacheMs: config.TRANSCRIPTION_SESSION_CACHE_MS });
        const ctx: TranscriptionServiceContext = { db, nc, config, engine, verifier, log };
        let socket: TranscriptionSocket;
        try {
          socket = await startTranscriptionSocket(ctx);
        } catch (error) {
          verifier.close();
          throw error;
        }
        return {
          handlers: transcriptionHandlers(ctx),
          exposed: { socket },
          close: async () => {
            await socket.close();
            verifier.close();
          },
        };
      },
    },
    config,
    options.log,
  );
  return {
    instanceId: running.instanceId,
    url: running.socket.url,
    socket: running.socket,
    engine,
    stop: () => running.stop(),
  };
};
