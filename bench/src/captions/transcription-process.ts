import path from 'node:path';
import { TRANSCRIPTION_SOCKET_PATH } from '@canstring/contracts';
import { freePort, waitForPort } from '@canstring/service-kit';
import {
  createTestDatabase,
  PROCESS_START_MS,
  runServiceMain,
  tempDir,
} from '@canstring/service-kit/testing';

export interface TranscriptionProcess {
  /** The socket's address, ws://…/transcription. */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The transcription service as it runs in production: its own process, started from its main module,
 * on a PostgreSQL database of its own.
 */
export const startTranscriptionProcess = async (natsUrl: string): Promise<TranscriptionProcess> => {
  const database = await createTestDatabase();
  const data = tempDir('bench-transcription');
  const port = await freePort();
  const service = runServiceMain(path.resolve(__dirname, '../../../services/transcription'), {
    NATS_URL: natsUrl,
    DATABASE_URL: database.url,
    DATA_DIR: data.dir,
    TRANSCRIPTION_PORT: String(port),
    TRANSCRIPTION_HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  });
  const cleanUp = async () => {
    data.remove();
    await database.drop();
  };
  const early = service.exited.then((code) => {
    throw new Error(`the transcription service exited early with ${code}: ${service.output()}`);
  });
  try {
    await Promise.race([waitForPort(port, '127.0.0.1', PROCESS_START_MS), early]);
  } catch (error) {
    service.child.kill('SIGKILL');
    await cleanUp();
    throw error;
  }
  early.catch(() => undefined);
  return {
    url: `ws://127.0.0.1:${port}${TRANSCRIPTION_SOCKET_PATH}`,
    pid: service.child.pid!,
    stop: async () => {
      if (service.child.exitCode === null) {
        service.child.kill('SIGTERM');
        await service.exited;
      }
      await cleanUp();
    },
  };
};
