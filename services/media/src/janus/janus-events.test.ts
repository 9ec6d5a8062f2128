import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { startJanusForTest, type TestJanus } from '../live-media/media-servers-for-test';
import { janusEventsRoutes } from '../routes/janus-events';
import { janusAdmin } from './janus-admin';
import {
  JANUS_EVENTS_PATH,
  JANUS_EVENTS_USER,
  janusEventsPasswordOf,
  roomsWithNewPublishers,
} from './janus-events';
import { janusRooms } from './janus-rooms';

jest.setTimeout(60_000);

const published = (room: unknown, plugin = 'janus.plugin.videoroom') => ({
  emitter: 'janus',
  type: 64,
  timestamp: 1,
  session_id: 1,
  handle_id: 2,
  event: { plugin, data: { event: 'published', room, id: 99 } },
});

describe("Janus's VideoRoom events", () => {
  it('names the rooms where someone started publishing, from one event or a group', () => {
    expect(roomsWithNewPublishers(published(41))).toEqual([41]);
    expect(roomsWithNewPublishers([published(41), published(42), published(41)])).toEqual([41, 42]);
  });

  it('ignores other events, other plugins and anything malformed', () => {
    const joined = {
      ...published(41),
      event: { plugin: 'janus.plugin.videoroom', data: { event: 'joined', room: 41 } },
    };
    expect(
      roomsWithNewPublishers([joined, { ...published(41), type: 1 }, published(41, 'janus.plugin.echotest')]),
    ).toEqual([]);
    expect(roomsWithNewPublishers([published('41'), published(2 ** 60), null, 'x', 7])).toEqual([]);
    expect(roomsWithNewPublishers(undefined)).toEqual([]);
  });
});

describe('the events route with a real Janus posting to it', () => {
  const checked: number[] = [];
  const answered: { status: number; authorized: boolean }[] = [];
  let server: http.Server;
  let url: string;
  let janus: TestJanus;

  beforeAll(async () => {
    const app = express();
    app.use((req, res, next) => {
      res.on('finish', () =>
        answered.push({ status: res.statusCode, authorized: Boolean(req.headers.authorization) }),
      );
      next();
    });
    // The route needs Janus's admin secret, known once Janus is configured; Janus posts only later.
    let route: express.RequestHandler | undefined;
    app.use((req, res, next) => (route ? route(req, res, next) : res.status(503).end()));
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    janus = await startJanusForTest({
      events: (adminSecret) => {
        route = janusEventsRoutes(adminSecret, (room) => checked.push(room));
        return { url: `${url}${JANUS_EVENTS_PATH}`, password: janusEventsPasswordOf(adminSecret) };
      },
    });
  });
  afterAll(async () => {
    await janus?.stop();
    await new Promise((resolve) => server?.close(resolve));
  });

  const post = (body: unknown, password: string) =>
    fetch(`${url}${JANUS_EVENTS_PATH}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${JANUS_EVENTS_USER}:${password}`).toString('base64')}`,
      },
      body: JSON.stringify(body),
    });

  it("Janus posts its VideoRoom events with the service's password and they are taken", async () => {
    // Creating a room is a VideoRoom event of its own ('created'): nothing to check, but it is posted.
    await janusRooms(
      janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret }),
      janus.adminSecret,
    ).ensure(5550001, 'Events');
    const deadline = Date.now() + 10_000;
    while (!answered.some((a) => a.status === 200) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(answered).toContainEqual({ status: 200, authorized: true });
    expect(answered.filter((a) => a.status !== 200)).toEqual([]);
    expect(checked).toEqual([]);
  });

  it('a published event has its room checked; without the password nothing is', async () => {
    expect((await post([published(5550001)], 'guess')).status).toBe(401);
    expect(checked).toEqual([]);
    expect((await post([published(5550001)], janusEventsPasswordOf(janus.adminSecret))).status).toBe(200);
    expect(checked).toEqual([5550001]);
  });
});
