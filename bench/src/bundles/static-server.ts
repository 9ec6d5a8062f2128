import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export interface StaticSite {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves one built app the way production does: files from dist (gzip when asked), the runtime
 * config at /runtime-config.json, and index.html for every other path (SPA fallback).
 */
export const serveDist = async (
  dist: string,
  runtimeConfig: () => unknown,
  port = 0,
): Promise<StaticSite> => {
  const gzipped = new Map<string, Buffer>();
  const fileAt = (urlPath: string): string | undefined => {
    const candidate = path.join(dist, path.normalize(decodeURIComponent(urlPath)).replace(/^([/\\])+/, ''));
    if (!candidate.startsWith(dist)) return undefined;
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : undefined;
  };
  const server: Server = createServer((req, res) => {
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (urlPath === '/runtime-config.json') {
      res.writeHead(200, { 'content-type': types['.json']!, 'cache-control': 'no-store' });
      res.end(JSON.stringify(runtimeConfig()));
      return;
    }
    const file = fileAt(urlPath) ?? path.join(dist, 'index.html');
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    const acceptsGzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (acceptsGzip) {
      let body = gzipped.get(file);
      if (!body) {
        body = gzipSync(readFileSync(file));
        gzipped.set(file, body);
      }
      res.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip', vary: 'accept-encoding' });
      res.end(body);
      return;
    }
    res.writeHead(200, { 'content-type': type });
    res.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
