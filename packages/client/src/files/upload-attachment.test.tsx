import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { attachmentMessages } from '@canstring/contracts';
import { FileServerError } from './file-server-error';
import { uploadAttachment } from './upload-attachment';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: string;
}

/** A stand-in file server on loopback: real HTTP, so the browser side's request and progress are real. */
const fileServer = async (answer: (received: Received, res: ServerResponse) => void) => {
  const received: Received[] = [];
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const entry = {
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString('latin1'),
      };
      received.push(entry);
      answer(entry, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const stored = {
  id: '9',
  originalName: 'notes.txt',
  size: 200_000,
  mimeType: 'text/plain',
  totalPages: null,
  fileDesc: null,
  uploaderId: '1',
  uploaderName: 'Ada',
  toUserId: '2',
  groupId: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  downloadPath: '/attachments/9',
};

describe('uploading an attachment', () => {
  it('posts the multipart fields, then the file, with the session token', async () => {
    const server = await fileServer((_, res) =>
      res.writeHead(201, { 'content-type': 'application/json' }).end(JSON.stringify({ attachment: stored })),
    );
    try {
      const shares: number[] = [];
      const file = new File(['x'.repeat(200_000)], 'notes.txt', { type: 'text/plain' });
      const answer = await uploadAttachment({
        fileServerUrl: server.url,
        token: 'token-of-ada',
        file,
        target: { userId: '2' },
        onProgress: (share) => shares.push(share),
      });
      expect(answer).toEqual({ attachment: stored });
      const [post] = server.received;
      expect(post).toMatchObject({
        method: 'POST',
        url: '/attachments',
        authorization: 'Bearer token-of-ada',
      });
      expect(post?.body).toMatch(/name="userId"\r\n\r\n2\r\n/);
      expect(post?.body).toMatch(/name="file"; filename="notes.txt"/);
      // The fields come before the file.
      expect(post!.body.indexOf('name="userId"')).toBeLessThan(post!.body.indexOf('name="file"'));
      // jsdom sends no upload progress events; the e2e spec sees the bar move in Chromium.
      expect(shares.every((share) => share >= 0 && share <= 1)).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("rejects with the server's message when it refuses the file", async () => {
    const server = await fileServer((_, res) =>
      res
        .writeHead(413, { 'content-type': 'application/json' })
        .end(JSON.stringify({ success: false, code: 'TOO_LARGE', message: attachmentMessages.fileTooLarge })),
    );
    try {
      const failure = await uploadAttachment({
        fileServerUrl: server.url,
        token: 't',
        file: new File(['abc'], 'a.txt'),
        target: { groupId: '3' },
        onProgress: () => undefined,
      }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(FileServerError);
      expect(failure).toMatchObject({ status: 413, shown: attachmentMessages.fileTooLarge });
      expect(server.received[0]?.body).toMatch(/name="groupId"\r\n\r\n3\r\n/);
    } finally {
      await server.close();
    }
  });
});
