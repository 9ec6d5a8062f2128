import { createReadStream, statSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

const range = /^bytes=(\d*)-(\d*)$/;

/**
 * The baseline: one file served the plainest way a video can be (node:http and a read stream, HTTP
 * Range, no session, ticket or lookup), on the same machine as the file server.
 */
export const startBareFileServer = async (file: string, mimeType: string) => {
  const size = statSync(file).size;
  const server = http.createServer((req, res) => {
    const wanted = range.exec(req.headers.range ?? '');
    const headers = { 'Content-Type': mimeType, 'Accept-Ranges': 'bytes', 'Cache-Control': 'no-store' };
    if (!wanted || (!wanted[1] && !wanted[2])) {
      res.writeHead(200, { ...headers, 'Content-Length': size });
      createReadStream(file).pipe(res);
      return;
    }
    const start = wanted[1] ? Number(wanted[1]) : Math.max(0, size - Number(wanted[2]));
    const end = wanted[1] && wanted[2] ? Math.min(Number(wanted[2]), size - 1) : size - 1;
    if (start >= size || start > end) {
      res.writeHead(416, { 'Content-Range': `bytes */${size}` }).end();
      return;
    }
    res.writeHead(206, {
      ...headers,
      'Content-Range': `bytes ${start}-${end}/${size}`,
      'Content-Length': end - start + 1,
    });
    createReadStream(file, { start, end }).pipe(res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/video`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
