import type { AddressInfo } from 'node:net';
import express from 'express';
import { createExpressServer } from './express-server';

const app = express();
app.post('/graphql', (_req, res) => {
  res.json({ by: 'app' });
});
app.use((_req, res) => {
  res.status(404).json({ by: 'app', found: false });
});

const server = createExpressServer(app, {
  method: 'POST',
  path: '/graphql',
  answer: (req, res) => {
    res.locals.seen = true;
    res.json({ by: 'direct', linked: req.res === res && res.req === req, url: req.url });
  },
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const call = async (method: string, path: string) => {
  const response = await fetch(`${base}${path}`, { method });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('createExpressServer with a direct route', () => {
  it('answers its method and exact path itself, with the request and response linked as Express links them', async () => {
    expect(await call('POST', '/graphql')).toEqual({
      status: 200,
      body: { by: 'direct', linked: true, url: '/graphql' },
    });
    expect((await call('POST', '/graphql?trace=1')).body).toEqual({
      by: 'direct',
      linked: true,
      url: '/graphql?trace=1',
    });
  });

  it('leaves every other request to the app, including the spellings Express matches', async () => {
    expect(await call('POST', '/graphql/')).toEqual({ status: 200, body: { by: 'app' } });
    expect(await call('POST', '/GraphQL')).toEqual({ status: 200, body: { by: 'app' } });
    expect(await call('GET', '/graphql')).toEqual({ status: 404, body: { by: 'app', found: false } });
    expect(await call('POST', '/graphqlx')).toEqual({ status: 404, body: { by: 'app', found: false } });
  });
});
