import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { shareMessages } from '@canstring/contracts';
import { uploadFile } from './upload-file';

/** A stand-in file server on loopback: real HTTP, so the page's request is real. */
const fileServer = async (answer: (res: ServerResponse) => void) => {
  const bodies: { url: string; authorization: string | undefined; body: string }[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push({
        url: req.url ?? '',
        authorization: req.headers.authorization,
        body: Buffer.concat(chunks).toString('latin1'),
      });
      answer(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    bodies,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
};

const attachment = { id: '21', originalName: 'secret.pdf', totalPages: null };
const json = (status: number, body: unknown) => (res: ServerResponse) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

describe('uploading a file to share', () => {
  it('posts the chat, then the file, with the pass; a failed conversion is the file’s, not an error', async () => {
    const server = await fileServer(
      json(201, { attachment, conversion: { failed: true, message: shareMessages.passwordProtected } }),
    );
    try {
      const outcome = await uploadFile({
        fileServerUrl: server.url,
        pass: 'pass-of-ada',
        file: new File(['%PDF-1.7'], 'secret.pdf'),
        target: { groupId: '7' },
        onProgress: () => undefined,
      });
      expect(outcome).toEqual({ attachment, failure: shareMessages.passwordProtected });
      const [post] = server.bodies;
      expect(post).toMatchObject({ url: '/attachments', authorization: 'Bearer pass-of-ada' });
      expect(post!.body.indexOf('name="groupId"')).toBeLessThan(post!.body.indexOf('filename="secret.pdf"'));
    } finally {
      await server.close();
    }
  });

  it("rejects with the file server's words when it refuses the file", async () => {
    const server = await fileServer(json(400, { success: false, message: shareMessages.videoNotPlayable }));
    try {
      const failure = await uploadFile({
        fileServerUrl: server.url,
        pass: null,
        file: new File(['x'], 'clip.mp4'),
        target: { userId: '3' },
        onProgress: () => undefined,
      }).catch((error: unknown) => error);
      expect(failure).toEqual(new Error(shareMessages.videoNotPlayable));
      expect(server.bodies[0]?.body).toMatch(/name="userId"\r\n\r\n3\r\n/);
    } finally {
      await server.close();
    }
  });
});
