import { randomUUID } from 'node:crypto';
import { janusAdmin } from '../janus/janus-admin';
import { janusRooms } from '../janus/janus-rooms';
import { janusServerOf } from '../servers/janus-server';
import { oneServerPlacement } from '../servers/room-placement';
import { janusClientForTest } from '../test-support/janus-client-for-test';
import {
  startCoturnForTest,
  startJanusForTest,
  type TestCoturn,
  type TestJanus,
} from '../test-support/media-servers-for-test';
import { openTurnClientForTest } from '../test-support/turn-client-for-test';
import { newRoomMediaToken, parseRoomMediaToken } from '../tokens/room-media-token';
import { turnCredentialsFor } from '../turn/turn-credentials';
import { sweepExpiredTokens } from './live-media-watch';

jest.setTimeout(60_000);

let janus: TestJanus;
let coturn: TestCoturn;
beforeAll(async () => {
  [janus, coturn] = await Promise.all([startJanusForTest(), startCoturnForTest()]);
});
afterAll(async () => {
  await Promise.all([janus?.stop(), coturn?.stop()]);
});

const janusApi = (path: string, body: Record<string, unknown>) =>
  janusClientForTest(janus.httpUrl).api(path, body);
const attach = async (token: string) => {
  const opened = await janusClientForTest(janus.httpUrl).attach(token);
  return 'refused' in opened ? opened : { path: opened.path, attached: opened.attached };
};

describe('Janus as the media service drives it', () => {
  it('creates a meeting room with its own secret and destroys it', async () => {
    const admin = janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
    const rooms = janusRooms(admin, janus.adminSecret);
    await rooms.ensure(1234567890, 'Weekly sync');
    await rooms.ensure(1234567890, 'Weekly sync');
    expect(await rooms.exists(1234567890)).toBe(true);
    // Without the room's secret nobody may destroy it.
    await expect(admin.videoroom({ request: 'destroy', room: 1234567890, secret: 'guess' })).rejects.toThrow(
      /Unauthorized/,
    );
    await rooms.destroy(1234567890);
    expect(await rooms.exists(1234567890)).toBe(false);
    await rooms.destroy(1234567890);
  });

  it('only tokens the service added may attach; a removed one ends the session', async () => {
    const admin = janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
    const token = newRoomMediaToken({ janusRoomId: 7, participantId: randomUUID(), expiry: 1 });
    expect(await attach(token)).toEqual({ refused: 403 });
    await admin.addToken(token);
    const ok = await attach(token);
    expect(ok).toEqual({ path: expect.any(String), attached: true });
    expect(await attach('not-a-token')).toEqual({ refused: 403 });
    await admin.removeToken(token);
    await admin.removeToken(token);
    const keepalive = await janusApi(ok.path?.split('/').slice(0, 2).join('/') ?? '', {
      janus: 'keepalive',
      token,
    });
    expect(keepalive.error?.code).toBe(403);
  });

  it('a participant joins only a room whose allowed list holds their token, and can be kicked', async () => {
    const admin = janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
    const rooms = janusRooms(admin, janus.adminSecret);
    await rooms.ensure(55, 'Room');
    const token = newRoomMediaToken({ janusRoomId: 55, participantId: randomUUID(), expiry: 1 });
    await admin.addToken(token);
    const handle = await attach(token);
    const join = () =>
      janusApi(handle.path ?? '', {
        janus: 'message',
        token,
        body: { request: 'join', ptype: 'publisher', room: 55, id: 901, token },
      });
    await join();
    await new Promise((r) => setTimeout(r, 200));
    expect(await rooms.participants(55)).toEqual([]);
    await rooms.allow(55, [token], 'add');
    await join();
    const deadline = Date.now() + 5_000;
    while ((await rooms.participants(55)).length === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    expect(await rooms.participants(55)).toEqual([expect.objectContaining({ id: 901, publisher: false })]);
    await rooms.kick(55, 901);
    expect(await rooms.participants(55)).toEqual([]);
    await rooms.destroy(55);
  });
});

/** A TURN allocation over UDP: coturn's answer, 200 when it accepted the credentials. */
const allocates = async (username: string, credential: string) => {
  const client = await openTurnClientForTest(
    { host: '127.0.0.1', port: coturn.port, over: 'udp' },
    { username, credential },
  );
  try {
    return (await client.allocate()).status;
  } finally {
    client.close();
  }
};

describe('coturn with the service credentials', () => {
  const turn = () => ({ secret: coturn.secret, host: '127.0.0.1', port: coturn.port });

  it('accepts fresh credentials and refuses expired or forged ones', async () => {
    const fresh = turnCredentialsFor(turn(), 'u1', 3600).iceServers[0]!;
    expect(fresh.urls).toContain(`turn:127.0.0.1:${coturn.port}?transport=udp`);
    expect(fresh.username).toMatch(/^\d+:u1$/);
    expect(await allocates(fresh.username, fresh.credential)).toBe(200);

    const expired = turnCredentialsFor(turn(), 'u1', -60).iceServers[0]!;
    expect(await allocates(expired.username, expired.credential)).toBe(401);

    const forged = turnCredentialsFor({ ...turn(), secret: 'another-secret-of-sixteen' }, 'u1', 3600)
      .iceServers[0]!;
    expect(await allocates(forged.username, forged.credential)).toBe(401);
  });
});

describe('expired room media tokens', () => {
  it('are removed from Janus by the sweep; fresh ones and foreign ones stay', async () => {
    const admin = janusAdmin({ url: janus.adminUrl, secret: janus.adminSecret });
    const rooms = janusRooms(admin, janus.adminSecret);
    const media = {
      placement: oneServerPlacement(
        janusServerOf({ name: 'janus', wsUrl: janus.wsUrl, adminUrl: janus.adminUrl }, janus.adminSecret, {
          turn: undefined,
        }),
      ),
    };
    await rooms.ensure(77, 'Sweep');
    const now = Date.now();
    const expired = newRoomMediaToken({
      janusRoomId: 77,
      participantId: randomUUID(),
      expiry: Math.floor(now / 1000) - 1,
    });
    const fresh = newRoomMediaToken({
      janusRoomId: 77,
      participantId: randomUUID(),
      expiry: Math.floor(now / 1000) + 60,
    });
    for (const token of [expired, fresh, 'someone-else']) await admin.addToken(token);
    await rooms.allow(77, [expired, fresh], 'add');
    // Tests above left expired tokens of their own: those go too.
    expect(await sweepExpiredTokens(media, now)).toBeGreaterThanOrEqual(1);
    const left = await admin.listTokens();
    expect(left.filter((t) => (parseRoomMediaToken(t)?.expiry ?? Infinity) * 1000 <= now)).toEqual([]);
    expect(left).toEqual(expect.arrayContaining([fresh, 'someone-else']));
    expect(left).not.toContain(expired);
    await rooms.destroy(77);
  });
});
