import { type Presence, presenceEndpoints, presenceEvents } from '@canstring/contracts';
import { call, connectNats, createLogger, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats, tempDir } from '@canstring/service-kit/testing';
import { loadUserConfig } from '../config';
import { signInAs } from '../test-support/signing-in';
import { startUserService, type UserService } from '../user-service';

let nats: TestNats;
let nc: NatsConnection;
let svc: UserService | undefined;
const data = tempDir('presence-pglite');

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'presence-pglite-test');
});
afterAll(async () => {
  await svc?.stop();
  await nc.close();
  data.remove();
  await nats.stop();
});

describe('presence over embedded PGlite', () => {
  it('counts connections, sweeps a silent gateway process and answers reads', async () => {
    const config = loadUserConfig({
      NATS_URL: nats.url,
      DATA_DIR: data.dir,
      JWT_SECRET: 'p'.repeat(32),
      ADMIN_PASSWORD: 'owner-secret',
      PRESENCE_STALE_MS: '600',
    });
    svc = await startUserService(config, { log: createLogger('user', 'silent') });
    const { actor } = await signInAs(nc, config.ADMIN_EMAIL, 'owner-secret');
    const changes: Presence[] = [];
    nc.subscribe(presenceEvents.changed, {
      callback: (_e, msg) => {
        changes.push(msg.json<Presence>());
      },
    });
    const userId = actor.userId;

    await call(nc, presenceEndpoints.connected, { connectionId: 'one', instanceId: 'gw', userId });
    await call(nc, presenceEndpoints.connected, { connectionId: 'two', instanceId: 'gw', userId });
    await expect(
      call(nc, presenceEndpoints.heartbeat, { instanceId: 'gw', connectionIds: ['one', 'two', 'three'] }),
    ).resolves.toEqual({ missing: ['three'] });
    await call(nc, presenceEndpoints.disconnected, { connectionId: 'one' });
    await expect(call(nc, presenceEndpoints.of, { actor, userIds: [userId] })).resolves.toEqual({
      presence: [{ userId, online: true, lastSeen: null }],
    });

    // No more heartbeats: the sweeper drops 'two' once the window has passed.
    const deadline = Date.now() + 5_000;
    let now: Presence | undefined;
    while (Date.now() < deadline) {
      now = (await call(nc, presenceEndpoints.of, { actor, userIds: [userId] })).presence[0];
      if (!now?.online) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(now).toEqual({ userId, online: false, lastSeen: expect.any(String) });
    while (changes.length < 2 && Date.now() < deadline + 1_000) await new Promise((r) => setTimeout(r, 20));
    expect(changes.map((c) => c.online)).toEqual([true, false]);
  }, 60_000); // PGlite opens a WebAssembly PostgreSQL: slow when both cores are busy
});
