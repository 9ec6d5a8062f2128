import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { runtimeConfigSchema } from '@canstring/contracts';
import { tempDir } from '@canstring/service-kit/testing';
import { loadLauncherConfig } from './config';
import { buildRuntimeConfig } from './runtime-config';
import { resolveInside, type StaticServer, startStaticServer } from './static-server';

/** A raw request, so the path reaches the server exactly as written (fetch would normalise `..`). */
const rawGet = (port: number, rawPath: string, headers: http.OutgoingHttpHeaders = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path: rawPath, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });

const INDEX = '<!doctype html><title>shell</title><div id="root"></div>';
const bundle = `console.log(${JSON.stringify('x'.repeat(20))});\n`.repeat(400);
const runtimeConfig = buildRuntimeConfig(loadLauncherConfig({ PUBLIC_HOST: 'platform.test' }), {
  SUPPORT_EMAIL: 'help@platform.test',
  REMOTE_CHAT_URL: 'https://cdn.platform.test/chat/remoteEntry.js',
});

let site: { dir: string; remove(): void };
let secret: { dir: string; remove(): void };
let server: StaticServer;

beforeAll(async () => {
  site = tempDir('static-site');
  secret = tempDir('static-secret');
  const dist = path.join(site.dir, 'dist');
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'main.3f9a1c2e.js'), bundle);
  writeFileSync(path.join(dist, 'remoteEntry.js'), bundle);
  writeFileSync(path.join(dist, 'assets', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(path.join(site.dir, 'outside.txt'), 'must not be served');
  writeFileSync(path.join(secret.dir, 'secrets.json'), '{"JWT_SECRET":"top"}');
  server = await startStaticServer({
    root: dist,
    port: 0,
    runtimeConfig: () => runtimeConfig,
    janusWsUrl: () => 'ws://platform.test:8188',
  });
});

afterAll(async () => {
  await server.close();
  site.remove();
  secret.remove();
});

describe('static server', () => {
  it('sends its pages, files and answers with the Content-Security-Policy and no framing', async () => {
    for (const [route, status] of [
      ['/', 200],
      ['/join/12345678901', 200],
      ['/remoteEntry.js', 200],
      ['/runtime-config.json', 200],
      ['/nothing.js', 404],
    ] as const) {
      const res = await rawGet(server.port, route, { accept: route.endsWith('.js') ? '*/*' : 'text/html' });
      expect(res.status).toBe(status);
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).toContain("object-src 'none'");
      expect(policy).toMatch(/script-src 'self' http:\/\/platform\.test:3001 https:\/\/cdn\.platform\.test /);
      expect(policy).toMatch(/connect-src [^;]*ws:\/\/platform\.test:4000[^;]*ws:\/\/platform\.test:8188/);
      expect(res.headers).toMatchObject({
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
      });
    }
  });

  it('serves index.html at the root and for any page route (SPA fallback)', async () => {
    for (const route of ['/', '/createroom', '/join/12345678901', '/host/abc/Jo.Ann']) {
      const res = await rawGet(server.port, route, { accept: 'text/html' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body.toString()).toBe(INDEX);
    }
  });

  it('answers 404 for a missing file instead of sending the page as a script', async () => {
    const res = await rawGet(server.port, '/main.00000000.js', { accept: '*/*' });
    expect(res.status).toBe(404);
  });

  it('serves the runtime config built from the environment, valid against the contract', async () => {
    const res = await rawGet(server.port, '/runtime-config.json?v=1');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = runtimeConfigSchema.parse(JSON.parse(res.body.toString()));
    expect(body).toEqual({
      fileServerUrl: 'http://platform.test:4200',
      gatewayUrl: 'http://platform.test:4000/graphql',
      gatewayWsUrl: 'ws://platform.test:4000/graphql',
      remotes: {
        admin: 'http://platform.test:3001/remoteEntry.js',
        chat: 'https://cdn.platform.test/chat/remoteEntry.js',
        meeting: 'http://platform.test:3003/remoteEntry.js',
        lessons: 'http://platform.test:3004/remoteEntry.js',
        proctoring: 'http://platform.test:3005/remoteEntry.js',
      },
      shellUrl: 'http://platform.test:3000',
      support: { email: 'help@platform.test', phone: '+1 555 010 0100' },
      transcriptionUrl: 'ws://platform.test:4300/transcription',
      youtubeApiUrl: 'https://www.youtube.com/iframe_api',
    });
  });

  it('gzips text for clients that accept it, and caches content-hashed files for a year', async () => {
    const zipped = await rawGet(server.port, '/main.3f9a1c2e.js', { 'accept-encoding': 'gzip, br' });
    expect(zipped.status).toBe(200);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('Accept-Encoding');
    expect(zipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(zipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zipped.body.length).toBeLessThan(bundle.length / 10);
    expect(gunzipSync(zipped.body).toString()).toBe(bundle);

    const plain = await rawGet(server.port, '/main.3f9a1c2e.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(bundle);
  });

  it('lets other origins load remote files, which are always revalidated', async () => {
    const res = await rawGet(server.port, '/remoteEntry.js', { origin: 'http://localhost:3000' });
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('no-cache');
    const again = await rawGet(server.port, '/remoteEntry.js', { 'if-none-match': res.headers.etag! });
    expect(again.status).toBe(304);
  });

  it('serves binary files untouched', async () => {
    const res = await rawGet(server.port, '/assets/logo.png', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect([...res.body]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('never serves a file outside the dist folder', async () => {
    const relativeSecret = path.relative(path.join(site.dir, 'dist'), path.join(secret.dir, 'secrets.json'));
    const attempts = [
      '/../outside.txt',
      '/%2e%2e/outside.txt',
      '/%2e%2e%2foutside.txt',
      '/assets/..%2f..%2foutside.txt',
      '/..%5coutside.txt',
      `/${relativeSecret}`,
      `/${encodeURIComponent(relativeSecret)}`,
      '/%00index.html',
      '/%E0%A4%A',
    ];
    for (const attempt of attempts) {
      const res = await rawGet(server.port, attempt);
      const body = res.body.toString();
      expect(body).not.toContain('must not be served');
      expect(body).not.toContain('top');
    }
    expect(resolveInside('/srv/dist', '/../etc/passwd')).toBe('/srv/dist/etc/passwd');
    expect(resolveInside('/srv/dist', '/a/%2e%2e/%2e%2e/%2e%2e/x')).toBe('/srv/dist/x');
    expect(resolveInside('/srv/dist', '/bad%zz')).toBeUndefined();
  });

  it('refuses methods other than reading', async () => {
    const res = await fetch(`${server.url}/index.html`, { method: 'POST', body: 'x' });
    expect(res.status).toBe(405);
  });
});
