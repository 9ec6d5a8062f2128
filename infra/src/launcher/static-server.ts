import { createReadStream, type Stats } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from '@canstring/contracts';
import { securityHeadersOf } from './security-headers';

const gzipAsync = promisify(gzip);

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mp3': 'audio/mpeg',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg', '.wasm']);
/** Smaller bodies gain nothing from gzip. */
const GZIP_MIN_BYTES = 1024;
/** Bundlers put a content hash in the names of files that never change: `main.3f9a1c2e.js`. */
const hashedName = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface StaticServerOptions {
  /** The built app (`dist`) to serve. */
  root: string;
  port: number;
  host?: string;
  /**
   * The body of `/runtime-config.json`, read on every request so it always matches the environment;
   * its origins are also the ones the Content-Security-Policy allows.
   */
  runtimeConfig: () => RuntimeConfig;
  /** Janus's WebSocket address as browsers reach it, once Janus runs (the policy lets pages connect). */
  janusWsUrl?: () => string | undefined;
}

export interface StaticServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

interface CachedGzip {
  mtimeMs: number;
  size: number;
  body: Buffer;
}

const fileStats = async (file: string): Promise<Stats | undefined> => {
  try {
    const s = await stat(file);
    return s.isFile() ? s : undefined;
  } catch {
    return undefined;
  }
};

/** Resolves a URL path inside root, or undefined when it is malformed or would leave root. */
export const resolveInside = (root: string, urlPath: string): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file === root || file.startsWith(root + path.sep) ? file : undefined;
};

/** A request for a page (not a file): served index.html so the app's own router shows the route. */
const wantsPage = (req: http.IncomingMessage, urlPath: string): boolean =>
  !path.posix.basename(urlPath).includes('.') || (req.headers.accept ?? '').includes('text/html');

/**
 * Serves one built web app: its files, `index.html` for any page route (the app routes in the
 * browser), and the runtime config. Text is gzipped once per file version and kept in memory;
 * content-hashed files are cached by browsers for a year, everything else is revalidated.
 * Any origin may load the files, since the shell loads remotes from other ports. Every answer
 * carries the security headers: the Content-Security-Policy (no framing) and its companions.
 */
export const startStaticServer = async (options: StaticServerOptions): Promise<StaticServer> => {
  const root = path.resolve(options.root);
  const gzipCache = new Map<string, CachedGzip>();

  const sendFile = async (req: http.IncomingMessage, res: http.ServerResponse, file: string, s: Stats) => {
    const ext = path.extname(file).toLowerCase();
    const etag = `"${s.size.toString(16)}-${Math.floor(s.mtimeMs).toString(16)}"`;
    res.setHeader('Content-Type', contentTypes[ext] ?? 'application/octet-stream');
    res.setHeader('ETag', etag);
    res.setHeader('Last-Modified', s.mtime.toUTCString());
    res.setHeader('Cache-Control', hashedName.test(file) ? IMMUTABLE : 'no-cache');
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304).end();
      return;
    }
    const useGzip =
      compressible.has(ext) &&
      s.size >= GZIP_MIN_BYTES &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (compressible.has(ext)) res.setHeader('Vary', 'Accept-Encoding');
    if (useGzip) {
      let cached = gzipCache.get(file);
      if (!cached || cached.mtimeMs !== s.mtimeMs || cached.size !== s.size) {
        cached = { mtimeMs: s.mtimeMs, size: s.size, body: await gzipAsync(await readFile(file)) };
        gzipCache.set(file, cached);
      }
      res.setHeader('Content-Encoding', 'gzip');
      res.setHeader('Content-Length', cached.body.length);
      res.writeHead(200);
      res.end(req.method === 'HEAD' ? undefined : cached.body);
      return;
    }
    res.setHeader('Content-Length', s.size);
    res.writeHead(200);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  const plain = (res: http.ServerResponse, status: number, text: string) => {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(text);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    // The shell's page may read how long a remote's files took (Resource Timing), as for its own.
    res.setHeader('Timing-Allow-Origin', '*');
    const security = securityHeadersOf({
      runtime: options.runtimeConfig(),
      janusWsUrl: options.janusWsUrl?.(),
    });
    for (const [name, value] of Object.entries(security)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '*',
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      plain(res, 405, 'Method not allowed');
      return;
    }
    const urlPath = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    if (urlPath === RUNTIME_CONFIG_PATH) {
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : JSON.stringify(options.runtimeConfig()));
      return;
    }
    const file = resolveInside(root, urlPath);
    if (!file) {
      plain(res, 400, 'Bad request');
      return;
    }
    const found = await fileStats(file);
    if (found) {
      await sendFile(req, res, file, found);
      return;
    }
    if (wantsPage(req, urlPath)) {
      const index = path.join(root, 'index.html');
      const s = await fileStats(index);
      if (s) {
        await sendFile(req, res, index, s);
        return;
      }
    }
    plain(res, 404, 'Not found');
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) plain(res, 500, 'Internal error');
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host ?? '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
};
