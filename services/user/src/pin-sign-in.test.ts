import { existsSync } from 'node:fs';
import path from 'node:path';
import { ErrorCode, messages, PIN_MAX_ATTEMPTS, userEndpoints } from '@canstring/contracts';
import { call, connectNats, createLogger, freePort, type NatsConnection } from '@canstring/service-kit';
import {
  createTestDatabase,
  startNatsServer,
  type TestDatabase,
  type TestNats,
  tempDir,
} from '@canstring/service-kit/testing';
import { SMTPServer } from 'smtp-server';
import { loadUserConfig } from './config';
import { startUserService, type UserService } from './user-service';

interface ReceivedMail {
  to: string[];
  raw: string;
}

let nats: TestNats;
let nc: NatsConnection;
let pg: TestDatabase;
let data: ReturnType<typeof tempDir>;
let smtp: SMTPServer;
let svc: UserService;
const inbox: ReceivedMail[] = [];

/** A real SMTP server on loopback: the service's mail goes through a genuine SMTP exchange. */
const startSmtp = async (port: number) => {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
};

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'pin-test');
  pg = await createTestDatabase();
  data = tempDir('user-pin');
  const port = await freePort();
  smtp = await startSmtp(port);
  const config = loadUserConfig({
    NATS_URL: nats.url,
    DATABASE_URL: pg.url,
    DATA_DIR: data.dir,
    JWT_SECRET: 'p'.repeat(40),
    ADMIN_PASSWORD: 'admin-secret',
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Sign-in <sign-in@example.org>',
  });
  svc = await startUserService(config, { log: createLogger('user', 'silent') });
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await pg.drop();
  data.remove();
  await nats.stop();
});

const pinIn = (mail: ReceivedMail) => /verification PIN is (\d{6})/.exec(mail.raw)?.[1] ?? '';
const wrongPinFor = (pin: string) => String((Number(pin) + 1) % 1_000_000).padStart(6, '0');

const startPinStep = async (email: string) => {
  const before = inbox.length;
  const result = await call(nc, userEndpoints.authenticate, { email, password: 'secret1' });
  if (result.kind !== 'pin') throw new Error('expected the PIN step');
  expect(inbox.length).toBe(before + 1);
  const mail = inbox[inbox.length - 1]!;
  return { result, mail, pin: pinIn(mail) };
};

describe('two-step sign-in with a mailed PIN', () => {
  it('mails the PIN over SMTP, refuses a wrong one and opens the session with the right one', async () => {
    const id = await svc.accounts.create({
      email: 'Pin@Example.org',
      password: 'secret1',
      pinVerification: true,
    });
    const { result, mail, pin } = await startPinStep('pin@example.org');
    expect(mail.to).toEqual(['pin@example.org']);
    expect(mail.raw).toMatch(/^From: "?Sign-in"? <sign-in@example.org>/m);
    expect(pin).toMatch(/^\d{6}$/);
    expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now());
    // Nothing lands in the outbox when an SMTP server is configured.
    expect(existsSync(path.join(data.dir, 'outbox'))).toBe(false);

    await expect(
      call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin: wrongPinFor(pin) }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: messages.invalidPin });
    await expect(
      call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin: '12ab' }),
    ).rejects.toMatchObject({ code: ErrorCode.BadInput, message: messages.invalidPin });

    const session = await call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin });
    expect(session.user.id).toBe(id);
    const check = await call(nc, userEndpoints.checkToken, { token: session.token });
    expect(check.actor.userId).toBe(id);

    // A PIN opens one session only.
    await expect(call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin })).rejects.toMatchObject(
      {
        code: ErrorCode.Unauthenticated,
        message: messages.signInRequired,
      },
    );
  });

  it('voids the challenge once the tries are used up, even for the right PIN', async () => {
    await svc.accounts.create({ email: 'guess@example.org', password: 'secret1', pinVerification: true });
    const { result, pin } = await startPinStep('guess@example.org');
    const wrong = wrongPinFor(pin);
    for (let i = 1; i < PIN_MAX_ATTEMPTS; i++) {
      await expect(
        call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin: wrong }),
      ).rejects.toMatchObject({
        code: ErrorCode.BadInput,
        message: messages.invalidPin,
      });
    }
    await expect(
      call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin: wrong }),
    ).rejects.toMatchObject({
      code: ErrorCode.Unauthenticated,
      message: messages.signInRequired,
    });
    await expect(call(nc, userEndpoints.verifyPin, { pinToken: result.pinToken, pin })).rejects.toMatchObject(
      {
        code: ErrorCode.Unauthenticated,
        message: messages.signInRequired,
      },
    );
  });

  it('refuses a PIN token that was tampered with', async () => {
    await svc.accounts.create({ email: 'tamper@example.org', password: 'secret1', pinVerification: true });
    const { result, pin } = await startPinStep('tamper@example.org');
    const [header, payload] = result.pinToken.split('.');
    await expect(
      call(nc, userEndpoints.verifyPin, { pinToken: `${header}.${payload}.${'A'.repeat(43)}`, pin }),
    ).rejects.toMatchObject({ code: ErrorCode.Unauthenticated });
  });

  it('mails demo requests to support through the same server', async () => {
    const before = inbox.length;
    await call(nc, userEndpoints.requestDemo, {
      name: 'Ada',
      jobTitle: 'Teacher',
      email: 'ada@school.org',
      company: 'School',
      phone: '5550100',
    });
    expect(inbox.length).toBe(before + 1);
    expect(inbox[before]!.to).toEqual(['support@example.org']);
    expect(inbox[before]!.raw).toContain('Reply-To: ada@school.org');
  });
});
