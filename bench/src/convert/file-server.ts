import path from 'node:path';
import { startChatServiceForTest } from '@canstring/chat-service/testing';
import { type AttachmentUploadAnswer, fileServerPaths } from '@canstring/contracts';
import { freePort } from '@canstring/service-kit';
import { createTestDatabase, runServiceMain, tempDir } from '@canstring/service-kit/testing';
import { startAccountsTestBed } from '@canstring/user-service/testing';

const mediaRoot = path.resolve(__dirname, '..', '..', '..', 'services', 'media');
const START_MS = 90_000;

/** The file server (its own process, as the launcher runs it, with its conversion worker) and what uploads need. */
export interface BenchFileServer {
  /** Uploads a file into a one-to-one chat; answers the page count and the wall time until the answer. */
  upload(
    fileName: string,
    bytes: Buffer,
  ): Promise<{ ms: number; totalPages: number | null; failure?: string }>;
  stop(): Promise<void>;
}

export const startBenchFileServer = async (): Promise<BenchFileServer> => {
  const bed = await startAccountsTestBed('bench-convert');
  const chat = await startChatServiceForTest({ natsUrl: bed.nats.url });
  const database = await createTestDatabase();
  const data = tempDir('bench-convert-media');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const media = runServiceMain(mediaRoot, {
    NATS_URL: bed.nats.url,
    DATABASE_URL: database.url,
    DATA_DIR: data.dir,
    MEDIA_PORT: String(port),
    MEDIA_HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  });
  const deadline = Date.now() + START_MS;
  while (
    !(await fetch(`${url}${fileServerPaths.health}`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (media.child.exitCode !== null || Date.now() > deadline)
      throw new Error(`the file server did not start:\n${media.output()}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const [from, to] = [await bed.newMember(), await bed.newMember()];
  const token = await bed.signIn(from.email, from.password);

  return {
    upload: async (fileName, bytes) => {
      const form = new FormData();
      form.append('userId', String(to.id));
      form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
      const started = performance.now();
      const response = await fetch(`${url}${fileServerPaths.attachments}`, {
        method: 'POST',
        body: form,
        headers: { authorization: `Bearer ${token}` },
      }).catch((error: unknown) => {
        throw new Error(
          `upload of ${fileName} failed (${String(error)}); the file server said:\n${media.output()}`,
        );
      });
      const body = (await response.json()) as AttachmentUploadAnswer & { message?: string };
      const ms = performance.now() - started;
      if (response.status !== 201)
        throw new Error(`upload of ${fileName} answered ${response.status}: ${body.message}`);
      return { ms, totalPages: body.attachment.totalPages, failure: body.conversion?.message };
    },
    stop: async () => {
      media.child.kill('SIGTERM');
      await media.exited;
      await chat.stop();
      await bed.stop();
      await database.drop();
      data.remove();
    },
  };
};
