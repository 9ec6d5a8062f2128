import path from 'node:path';
import { endpoint } from '@canstring/contracts';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { call } from './call';
import { type OpenDatabase, openDatabase } from './db';
import { createLogger } from './logger';
import { connectNats, type NatsConnection } from './nats';
import { handler, type RunningService, startService } from './service';
import { notes } from './test-support/notes-schema';
import { createTestDatabase, startNatsServer, type TestDatabase, type TestNats, tempDir } from './testing';

/** A value shaped like what must never reach a log line: an argon2id hash. */
const SECRET = '$argon2id$v=19$m=65536,t=3,p=4$c2VjcmV0LXNhbHQ$c2VjcmV0LWhhc2gtdmFsdWU';
const SECRET_PART = 'c2VjcmV0';

const capture = () => {
  const lines: string[] = [];
  return { lines, stream: { write: (line: string) => void lines.push(line) } };
};

const failing = endpoint('kit.failing', z.object({ how: z.string() }), z.object({}));

let nats: TestNats;
let nc: NatsConnection;
let database: TestDatabase;
let open: OpenDatabase<{ notes: typeof notes }>;
let service: RunningService;
const logged = capture();
const folder = tempDir('kit-log');

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'log-redaction-test');
  database = await createTestDatabase();
  open = await openDatabase({
    service: 'kit_test',
    schema: { notes },
    migrationsFolder: path.join(__dirname, 'test-support', 'migrations'),
    databaseUrl: database.url,
    dataDir: folder.dir,
    log: createLogger('kit-db', 'silent'),
  });
  await open.db.execute(sql`create table kit_test.checked (v text check (length(v) < 5))`);
  await open.db.insert(notes).values({ id: 1, text: 'first' });
  const queries: Record<string, () => Promise<unknown>> = {
    // drizzle's error message lists the parameters.
    duplicate: () => open.db.insert(notes).values({ id: 1, text: SECRET }),
    // PostgreSQL's detail shows the failing row.
    check: () => open.db.execute(sql`insert into kit_test.checked (v) values (${SECRET})`),
    // PostgreSQL's message quotes the value it could not read.
    cast: () => open.db.execute(sql`select ${SECRET}::int`),
  };
  service = await startService({
    nc,
    name: 'kit',
    version: '1.0.0',
    description: 'log redaction test',
    log: createLogger('kit', 'debug', logged.stream),
    handlers: [
      handler(failing, async ({ how }) => {
        await queries[how]!();
        return {};
      }),
    ],
  });
});
afterAll(async () => {
  await service.stop();
  await nc.close();
  await open.close();
  await database.drop();
  await nats.stop();
  folder.remove();
});

describe('a failed database query in a handler', () => {
  it.each(['duplicate', 'check', 'cast'])('logs the failure (%s) without any parameter', async (how) => {
    const before = logged.lines.length;
    await expect(call(nc, failing, { how })).rejects.toMatchObject({ code: 'INTERNAL' });
    const lines = logged.lines.slice(before).join('');
    expect(lines).toContain('handler failed');
    expect(lines).toMatch(/"type":"\w+"/);
    expect(lines).not.toContain(SECRET_PART);
  });
});

describe('every log line', () => {
  it('redacts tokens, passwords, hashes and message bodies wherever they sit', () => {
    const out = capture();
    const log = createLogger('kit', 'info', out.stream).child({ requestId: 'r1' });
    log.info(
      {
        token: `token-${SECRET_PART}`,
        input: {
          password: SECRET_PART,
          passwordHash: SECRET,
          pinToken: SECRET_PART,
          email: 'ada@example.org',
        },
        headers: { authorization: `Bearer ${SECRET_PART}` },
        message: { text: `hello ${SECRET_PART}` },
        list: [{ newPassword: SECRET_PART }],
      },
      'request',
    );
    const line = JSON.parse(out.lines[0]!) as Record<string, unknown>;
    expect(out.lines[0]).not.toContain(SECRET_PART);
    expect(line).toMatchObject({
      requestId: 'r1',
      token: '[Redacted]',
      input: { password: '[Redacted]', passwordHash: '[Redacted]', email: 'ada@example.org' },
      headers: { authorization: '[Redacted]' },
      message: { text: '[Redacted]' },
      msg: 'request',
    });
  });

  it('keeps no parameter of an error logged on its own or under another name', () => {
    const out = capture();
    const log = createLogger('kit', 'info', out.stream);
    const failure = Object.assign(new Error(`Failed query: select $1\nparams: ${SECRET}`), {
      query: 'select $1',
      params: [SECRET],
      cause: Object.assign(new Error('bad'), { detail: `Failing row contains (${SECRET})`, code: '23514' }),
    });
    log.error(failure);
    log.warn({ error: failure }, 'retrying');
    expect(out.lines).toHaveLength(2);
    expect(out.lines.join('')).not.toContain(SECRET_PART);
    expect(JSON.parse(out.lines[0]!)).toMatchObject({
      msg: 'Failed query: select $1',
      err: { query: 'select $1', cause: { code: '23514' } },
    });
  });
});
