import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  adminMessages,
  ErrorCode,
  groupEndpoints,
  userAdminEndpoints,
  userEndpoints,
} from '@canstring/contracts';
import { call, connectNats, createLogger, healthEndpoint, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats, tempDir } from '@canstring/service-kit/testing';
import { loadUserConfig } from './config';
import { startUserService, type UserService } from './user-service';

let nats: TestNats;
let nc: NatsConnection;
let svc: UserService | undefined;
const data = tempDir('user-pglite');

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'pglite-test');
});
afterAll(async () => {
  await svc?.stop();
  await nc.close();
  data.remove();
  await nats.stop();
});

describe('with no database server and no mail server', () => {
  it('keeps accounts in embedded PGlite and writes mail to the outbox', async () => {
    const config = loadUserConfig({
      NATS_URL: nats.url,
      DATA_DIR: data.dir,
      JWT_SECRET: 'e'.repeat(32),
      ADMIN_EMAIL: 'Owner@Example.org',
      ADMIN_PASSWORD: 'owner-secret',
      SUPPORT_EMAIL: 'help@example.org',
    });
    svc = await startUserService(config, { log: createLogger('user', 'silent') });
    await expect(call(nc, healthEndpoint('user'), {})).resolves.toMatchObject({ status: 'ok' });

    const result = await call(nc, userEndpoints.authenticate, {
      email: 'owner@example.org',
      password: 'owner-secret',
    });
    if (result.kind !== 'session') throw new Error('expected a session');
    expect(result.session.user.role).toBe(1);
    await expect(call(nc, userEndpoints.checkToken, { token: result.session.token })).resolves.toMatchObject({
      actor: { userId: result.session.user.id },
    });

    await call(nc, userEndpoints.requestDemo, {
      name: 'Ada',
      jobTitle: 'Teacher',
      email: 'ada@school.org',
      company: 'School',
      phone: '5550100',
      message: 'Please show us lessons',
    });
    const outbox = path.join(data.dir, 'outbox');
    const files = readdirSync(outbox);
    expect(files).toHaveLength(1);
    const mail = readFileSync(path.join(outbox, files[0]!), 'utf8');
    expect(mail).toMatch(/^To: help@example\.org$/m);
    expect(mail).toContain('Please show us lessons');
  }, 60_000);

  it('runs the administration transactions and row locks on PGlite too', async () => {
    const result = await call(nc, userEndpoints.authenticate, {
      email: 'owner@example.org',
      password: 'owner-secret',
    });
    if (result.kind !== 'session') throw new Error('expected a session');
    const { actor } = await call(nc, userEndpoints.checkToken, { token: result.session.token });
    const created = await Promise.all(
      ['a', 'b'].map((n) =>
        call(nc, userAdminEndpoints.create, {
          actor,
          user: {
            firstName: n,
            role: 2,
            phone: '2015550123',
            email: `${n}@pglite.example`,
            password: 'secret1',
          },
        }),
      ),
    );
    const [a, b] = created.map((c) => c.user.id) as [number, number];
    const { group } = await call(nc, groupEndpoints.create, {
      actor,
      group: { name: 'Embedded', userIds: [a, b] },
    });
    await call(nc, userAdminEndpoints.update, {
      actor,
      userId: a,
      user: { firstName: 'A', role: 2, phone: '2015550123', groupIds: [group.id] },
    });
    await call(nc, groupEndpoints.removeMember, { actor, groupId: group.id, userId: a });
    await expect(
      call(nc, groupEndpoints.update, {
        actor,
        groupId: group.id,
        group: { name: 'E', members: [{ userId: b, selected: false }] },
      }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: adminMessages.groupNeedsOneUser });
    await expect(call(nc, userAdminEndpoints.mailInactiveUsers, { actor })).resolves.toEqual({ sent: 2 });
    expect(readdirSync(path.join(data.dir, 'outbox'))).toHaveLength(3);
  }, 30_000);
});
