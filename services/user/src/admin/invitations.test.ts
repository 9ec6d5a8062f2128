import {
  type Actor,
  ErrorCode,
  messages,
  Role,
  userAdminEndpoints,
  userEndpoints,
  userMessages,
} from '@canstring/contracts';
import { call, connectNats, freePort, type NatsConnection } from '@canstring/service-kit';
import { startNatsServer, type TestNats } from '@canstring/service-kit/testing';
import { SMTPServer } from 'smtp-server';
import { type ReadMail, readMail } from '../mail/read-mail';
import { memberForm, signInAs } from '../test-support/signing-in';
import { startUserServiceForTest, type TestUserService } from '../testing';

interface Received extends ReadMail {
  rcptTo: string[];
}

let nats: TestNats;
let nc: NatsConnection;
let smtp: SMTPServer;
let svc: TestUserService;
let admin: Actor;
const inbox: Received[] = [];
/** Addresses the SMTP server refuses, as a real one refuses an unknown mailbox. */
const bouncing = new Set<string>();
const PUBLIC_URL = 'https://meet.school.example';

/** A real SMTP server on loopback: invitations go through a genuine SMTP exchange. */
const startSmtp = async (port: number) => {
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, done) {
      if (bouncing.has(address.address)) done(new Error('550 No such mailbox'));
      else done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          ...readMail(Buffer.concat(chunks).toString('utf8')),
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
  nc = await connectNats(nats.url, 'invitations-test');
  const port = await freePort();
  smtp = await startSmtp(port);
  svc = await startUserServiceForTest({
    natsUrl: nats.url,
    smtpUrl: `smtp://127.0.0.1:${port}`,
    publicUrl: `${PUBLIC_URL}/`,
  });
  admin = (await signInAs(nc, svc.adminEmail, svc.adminPassword)).actor;
});
afterAll(async () => {
  await nc.close();
  await svc.stop();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
  await nats.stop();
});

const createMember = async (email: string, firstName = 'Member', lastName: string | null = null) => {
  const form = memberForm({ email, firstName, lastName });
  const { user } = await call(nc, userAdminEndpoints.create, { actor: admin, user: form });
  return { ...user, password: form.password };
};
const mailInactive = (input: { excludeEmails?: string[]; domain?: string } = {}) =>
  call(nc, userAdminEndpoints.mailInactiveUsers, { actor: admin, ...input }, { timeoutMs: 20_000 });
const takeInbox = () => inbox.splice(0).sort((a, b) => a.to.localeCompare(b.to));
const alreadySent = { code: ErrorCode.NotFound, message: messages.mailAlreadySent };

describe('mailing inactive users', () => {
  it('invites exactly the active accounts that never signed in and were never mailed', async () => {
    await createMember('ada@school.example', 'Ada', 'Lovelace');
    await createMember('ZOE@School.example', 'Zoë', 'Ölund');
    const signedIn = await createMember('signed@school.example');
    await signInAs(nc, signedIn.email, signedIn.password);
    const off = await createMember('off@school.example');
    await call(nc, userAdminEndpoints.toggleActive, { actor: admin, userId: off.id });
    await createMember('skip@school.example');
    await createMember('far@elsewhere.example', 'Far');

    await expect(
      mailInactive({ domain: ' @School.Example ', excludeEmails: [' SKIP@school.example'] }),
    ).resolves.toEqual({ sent: 2 });
    const mails = takeInbox();
    expect(mails.map((m) => m.rcptTo)).toEqual([['ada@school.example'], ['zoe@school.example']]);

    const [ada, zoe] = mails as [Received, Received];
    expect(ada.subject).toBe('Your account is ready');
    expect(ada.text).toContain('Hello Ada Lovelace,');
    expect(ada.text).toContain('An administrator has created an account for you.');
    expect(ada.text).toContain(`Sign in at ${PUBLIC_URL} with your email address, ada@school.example.`);
    expect(ada.html).toContain(`<a href="${PUBLIC_URL}">`);
    expect(ada.html).toContain('Hello Ada Lovelace,');
    expect(zoe.text).toContain('Hello Zoë Ölund,');
    // The password is never mailed.
    for (const mail of mails) {
      expect(mail.text).not.toContain('secret1');
      expect(mail.html).not.toContain('secret1');
    }

    await expect(
      mailInactive({ domain: 'school.example', excludeEmails: ['skip@school.example'] }),
    ).rejects.toMatchObject(alreadySent);
    expect(takeInbox()).toEqual([]);

    // Without the filters, the ones left out before are mailed now, and only they.
    await expect(mailInactive()).resolves.toEqual({ sent: 2 });
    expect(takeInbox().map((m) => m.rcptTo[0])).toEqual(['far@elsewhere.example', 'skip@school.example']);
    await expect(mailInactive()).rejects.toMatchObject(alreadySent);
  });

  it('marks only the people whose mail the server accepted, and tries the others again', async () => {
    await createMember('accepted@bounce.example');
    await createMember('refused@bounce.example');
    bouncing.add('refused@bounce.example');

    await expect(mailInactive({ domain: 'bounce.example' })).resolves.toEqual({ sent: 1 });
    expect(takeInbox().map((m) => m.rcptTo[0])).toEqual(['accepted@bounce.example']);
    // Nobody could be mailed this time: the caller hears that the mail failed, not that all was sent.
    await expect(mailInactive({ domain: 'bounce.example' })).rejects.toMatchObject({
      code: ErrorCode.Unavailable,
      message: userMessages.mailNotSent,
    });

    bouncing.delete('refused@bounce.example');
    await expect(mailInactive({ domain: 'bounce.example' })).resolves.toEqual({ sent: 1 });
    expect(takeInbox().map((m) => m.rcptTo[0])).toEqual(['refused@bounce.example']);
  });

  it('never mails one person twice when two mailings run at once', async () => {
    const emails = Array.from({ length: 8 }, (_, i) => `p${i}@twice.example`);
    for (const email of emails) await createMember(email);
    const answers = await Promise.allSettled([
      mailInactive({ domain: 'twice.example' }),
      mailInactive({ domain: 'twice.example' }),
    ]);
    const sent = answers.map((a) => (a.status === 'fulfilled' ? a.value.sent : 0));
    expect(sent.reduce((all, n) => all + n, 0)).toBe(emails.length);
    for (const a of answers) if (a.status === 'rejected') expect(a.reason).toMatchObject(alreadySent);
    expect(
      takeInbox()
        .map((m) => m.rcptTo[0])
        .sort(),
    ).toEqual([...emails].sort());
  });

  it('leaves an account that signs in after being created out', async () => {
    const late = await createMember('late@signin.example');
    await call(nc, userEndpoints.authenticate, { email: late.email, password: late.password });
    await expect(mailInactive({ domain: 'signin.example' })).rejects.toMatchObject(alreadySent);
    // An administrator who never signed in is invited like anyone else.
    await svc.addUser({ email: 'boss@signin.example', password: 'secret1', role: Role.Administrator });
    await expect(mailInactive({ domain: 'signin.example' })).resolves.toEqual({ sent: 1 });
    expect(takeInbox().map((m) => m.rcptTo[0])).toEqual(['boss@signin.example']);
  });
});
