import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { janusEventsRoutes } from '../routes/janus-events';
import { startJanusForTest, type TestJanus } from '../test-support/media-servers-for-test';
import { janusAdmin } from './janus-admin';
import { JANUS_EVENTS_PATH, JANUS_EVENTS_USER, janusEventsPasswordOf, publisherNewsOf } from './janus-events';
import { janusRooms } from './janus-rooms';

jest.setTimeout(60_000);

const videoroomEvent = (data: Record<string, unknown>, plugin = 'janus.plugin.videoroom') => ({
  emitter: 'janus',
  type: 64,
  timestamp: 1,
  session_id: 1,
  handle_id: 2,
  event: { plugin, data },
});
const published = (room: unknown, plugin = 'janus.plugin.videoroom') =>
  videoroomEvent({ event: 'published', room, id: 99 }, plugin);
const roomsIn = (body: unknown) => publisherNewsOf(body).rooms;

describe("Janus's VideoRoom events", () => {
  it('names the rooms where someone started publishing, from one event or a group', () => {
    expect(roomsIn(published(41))).toEqual([41]);
    expect(roomsIn([published(41), published(42), published(41)])).toEqual([41, 42]);
  });

  it('ignores other events, other plugins and anything malformed', () => {
    const joined = videoroomEvent({ event: 'joined', room: 41, id: 99 });
    expect(roomsIn([joined, { ...published(41), type: 1 }, published(41, 'janus.plugin.echotest')])).toEqual(
      [],
    );
    expect(roomsIn([published('41'), published(2 ** 60), null, 'x', 7])).toEqual([]);
    expect(roomsIn(undefined)).toEqual([]);
  });

  // As Janus 1.1.2 posts them (measured): the streams are Janus's, whatever the client's m-line order.
  it("takes a publisher's streams from its publish and its renegotiations, and checks a reconfigured room", () => {
    const news = publisherNewsOf([
      videoroomEvent({ event: 'configured', room: 41, id: 77, bitrate: 0 }),
      videoroomEvent({
        event: 'published',
        room: 41,
        id: 77,
        streams: [
          { type: 'audio', mindex: 0, mid: '0', codec: 'opus' },
          { type: 'video', mindex: 1, mid: '1', codec: 'vp8' },
        ],
      }),
      videoroomEvent({
        event: 'updated',
        room: 42,
        id: 78,
        streams: [
          { type: 'video', mindex: 0, mid: '0', codec: 'vp8', moderated: true },
          { type: 'audio', mindex: 1, mid: '1', disabled: true },
          { type: 'data', mindex: 2, mid: '2' },
        ],
      }),
    ]);
    expect(news.rooms).toEqual([41, 42]);
    expect(news.streams).toEqual([
      {
        janusRoomId: 41,
        feedId: 77,
        streams: [
          { mid: '0', type: 'audio', moderated: false, disabled: false },
          { mid: '1', type: 'video', moderated: false, disabled: false },
        ],
      },
      {
        janusRoomId: 42,
        feedId: 78,
        streams: [
          { mid: '0', type: 'video', moderated: true, disabled: false },
          { mid: '1', type: 'audio', moderated: false, disabled: true },
          { mid: '2', type: 'data', moderated: false, disabled: false },
        ],
      },
    ]);
  });

  it("ignores a subscriber's updates (no feed id) and Janus's own moderation notices", () => {
    const subscriberUpdated = videoroomEvent({
      event: 'updated',
      room: 41,
      streams: [{ type: 'video', mid: '0', feed_id: 77, feed_mid: '0' }],
      private_id: 0,
    });
    const moderated = videoroomEvent({
      videoroom: 'moderated',
      room: 41,
      id: 77,
      mid: '0',
      moderation: 'muted',
    });
    expect(publisherNewsOf([subscriberUpdated, moderated])).toEqual({ rooms: [], streams: [] });
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
        route = janusEventsRoutes(adminSecret, (news) => checked.push(...news.rooms));
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
