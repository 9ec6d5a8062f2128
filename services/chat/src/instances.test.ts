import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { type Actor, AppError, chatEndpoints, ErrorCode } from '@canstring/contracts';
import { call } from '@canstring/service-kit';
import { tempDir } from '@canstring/service-kit/testing';
import { type ChatWorld, startChatWorld, toUser } from './test-support/chat-world';

let world: ChatWorld;
let ana: Actor;
let ben: Actor;

beforeAll(async () => {
  world = await startChatWorld();
  ana = await world.person('Ana');
  ben = await world.person('Ben');
});
afterAll(async () => {
  await world?.stop();
});

/** A second chat instance as its own process (src/main.ts) on the same NATS and database. */
const startChatProcess = async (): Promise<{
  child: ChildProcess;
  exited: Promise<number | null>;
  remove(): void;
}> => {
  const dir = tempDir('chat-process');
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'main.ts')], {
    cwd: path.join(__dirname, '..'),
    env: {
      ...process.env,
      NATS_URL: world.nats.url,
      DATABASE_URL: world.chatDb.url,
      DATA_DIR: dir.dir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('chat service ready')) resolve();
    });
    void exited.then((code) => reject(new Error(`the chat process exited (${code}) before it was ready`)));
  });
  return { child, exited, remove: dir.remove };
};

/**
 * Sends `total` messages, `inFlight` at a time, and calls `midway` once `after` of them have been
 * answered. Answers the refs that were acknowledged and the codes of the refused ones.
 */
const burst = async (prefix: string, total: number, after: number, midway: () => void) => {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (next < total) {
      const ref = `${prefix}-${next++}`;
      try {
        await call(world.nc, chatEndpoints.send, {
          actor: ana,
          to: toUser(ben),
          text: ref,
          uniqueRefId: ref,
        });
        acknowledged.push(ref);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        refused.push(error.code);
      }
      if (++answered === after) midway();
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return { acknowledged, refused };
};

const expectStoredOnce = async (refs: string[]) => {
  const { rows } = await world.chatDbPool.query(
    'select unique_ref_id, count(*)::int as n from chat.messages where unique_ref_id = any($1) group by unique_ref_id',
    [refs],
  );
  expect(rows).toHaveLength(refs.length);
  expect(rows.every((r) => r.n === 1)).toBe(true);
};

const otherInstanceAnswers = async (prefix: string) => {
  for (let i = 0; i < 10; i++) {
    const ref = `${prefix}-after-${i}`;
    const { message } = await call(world.nc, chatEndpoints.send, {
      actor: ben,
      to: toUser(ana),
      text: ref,
      uniqueRefId: ref,
    });
    expect(message.uniqueRefId).toBe(ref);
  }
};

describe('two chat instances on one NATS and database', () => {
  it('loses no acknowledged message when one instance stops cleanly mid-burst', async () => {
    const second = await startChatProcess();
    try {
      const { acknowledged, refused } = await burst('term', 200, 40, () => second.child.kill('SIGTERM'));
      expect(await second.exited).toBe(0);
      // A clean stop answers what it took in, so nothing is refused.
      expect(refused).toEqual([]);
      expect(acknowledged).toHaveLength(200);
      await expectStoredOnce(acknowledged);
      await otherInstanceAnswers('term');
    } finally {
      second.child.kill('SIGKILL');
      second.remove();
    }
  });

  it('loses no acknowledged message when one instance is killed mid-burst', async () => {
    const second = await startChatProcess();
    try {
      const { acknowledged, refused } = await burst('kill', 200, 40, () => second.child.kill('SIGKILL'));
      await second.exited;
      // Requests the killed instance held get no answer: the caller is told to try again.
      expect(refused.every((code) => code === ErrorCode.Unavailable)).toBe(true);
      expect(acknowledged.length + refused.length).toBe(200);
      expect(acknowledged.length).toBeGreaterThan(40);
      await expectStoredOnce(acknowledged);
      await otherInstanceAnswers('kill');
    } finally {
      second.remove();
    }
  });
});
