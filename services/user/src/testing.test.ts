import { userAdminEndpoints, userEndpoints } from '@canstring/contracts';
import { call, connectNats, type NatsConnection } from '@canstring/service-kit';
import { createTestDatabase, startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { memberForm, signInAs } from './test-support/signing-in';
import { startUserServiceForTest } from './testing';

let nats: TestNats;
let nc: NatsConnection;

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'testing-helper-test');
});
afterAll(async () => {
  await nc.close();
  await nats.stop();
});

describe('startUserServiceForTest', () => {
  it('reads the mailed PIN from the outbox, whichever instance on a shared database sent it', async () => {
    const pg = await createTestDatabase();
    const first = await startUserServiceForTest({ natsUrl: nats.url, databaseUrl: pg.url });
    const second = await startUserServiceForTest({ natsUrl: nats.url, databaseUrl: pg.url });
    try {
      expect(second.jwtSecret).toBe(first.jwtSecret);
      expect(second.adminPassword).toBe(first.adminPassword);
      await first.addUser({ email: 'two@example.org', password: 'secret1', pinVerification: true });
      for (let i = 0; i < 4; i++) {
        const result = await call(nc, userEndpoints.authenticate, {
          email: 'two@example.org',
          password: 'secret1',
        });
        if (result.kind !== 'pin') throw new Error('expected the PIN step');
        const pin = await (i % 2 ? first : second).lastPinFor('TWO@example.org');
        const session = await call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin });
        expect(session.user.email).toBe('two@example.org');
      }
      await expect(first.lastPinFor('nobody@example.org')).rejects.toThrow('No PIN mail');
    } finally {
      await first.stop();
      await second.stop();
      await pg.drop();
    }
  });
});

describe('mailsTo', () => {
  it('reads the mails written to the outbox, for one address only', async () => {
    const svc = await startUserServiceForTest({ natsUrl: nats.url, publicUrl: 'https://meet.example' });
    try {
      const { actor } = await signInAs(nc, svc.adminEmail, svc.adminPassword);
      for (const email of ['ann@example.org', 'joann@example.org']) {
        await call(nc, userAdminEndpoints.create, { actor, user: memberForm({ email, firstName: 'Ann' }) });
      }
      await expect(call(nc, userAdminEndpoints.mailInactiveUsers, { actor })).resolves.toEqual({ sent: 2 });
      const mails = await svc.mailsTo(' ANN@example.org');
      expect(mails).toEqual([
        expect.objectContaining({
          to: 'ann@example.org',
          subject: 'Your account is ready',
          text: expect.stringContaining(
            'Sign in at https://meet.example with your email address, ann@example.org.',
          ),
          html: expect.stringContaining('<a href="https://meet.example">'),
        }),
      ]);
      expect(await svc.mailsTo('nobody@example.org')).toEqual([]);
    } finally {
      await svc.stop();
    }
  });
});
