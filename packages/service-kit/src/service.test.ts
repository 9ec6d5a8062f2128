import { AppError, ErrorCode, endpoint } from '@canstring/contracts';
import { z } from 'zod';
import { call } from './call';
import { createLogger } from './logger';
import { connectNats, type NatsConnection } from './nats';
import { handler, healthEndpoint, type RunningService, startService } from './service';
import { startNatsServer, type TestNats } from './testing';

const greet = endpoint('kit.greet', z.object({ name: z.string().min(1) }), z.object({ text: z.string() }));
const refuse = endpoint('kit.refuse', z.object({}), z.object({}));
const crash = endpoint('kit.crash', z.object({}), z.object({}));

const log = createLogger('kit-test', 'silent');
let nats: TestNats;
let nc: NatsConnection;
const running: RunningService[] = [];
const connections: NatsConnection[] = [];

const startGreeter = async (label: string) => {
  const own = await connectNats(nats.url, label);
  connections.push(own);
  const svc = await startService({
    nc: own,
    name: 'kit',
    version: '1.0.0',
    description: 'test service',
    log,
    handlers: [
      handler(greet, async ({ name }) => ({ text: `${label} greets ${name}` })),
      handler(refuse, async () => {
        throw new AppError(ErrorCode.Forbidden, 'No.');
      }),
      handler(crash, async () => {
        throw new Error('secret internals');
      }),
    ],
  });
  running.push(svc);
  return svc;
};

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'caller');
});
afterAll(async () => {
  for (const s of running) await s.stop();
  for (const c of [...connections, nc]) await c.close();
  await nats.stop();
});

describe('service bootstrap over real NATS', () => {
  it('answers a valid request with the validated output', async () => {
    await startGreeter('first');
    await expect(call(nc, greet, { name: 'Ada' })).resolves.toEqual({ text: 'first greets Ada' });
  });

  it('refuses bad input with BAD_INPUT naming the field', async () => {
    await expect(call(nc, greet, { name: '' })).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: { fields: { name: expect.any(String) } },
    });
  });

  it('relays an AppError to the caller and hides unexpected failures', async () => {
    await expect(call(nc, refuse, {})).rejects.toMatchObject({ code: ErrorCode.Forbidden, message: 'No.' });
    const failure = await call(nc, crash, {}).catch((e: AppError) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe(ErrorCode.Internal);
    expect((failure as AppError).message).not.toContain('secret');
  });

  it('shares requests between instances through the queue group', async () => {
    await startGreeter('second');
    const answers = new Set<string>();
    for (let i = 0; i < 40; i++) answers.add((await call(nc, greet, { name: 'x' })).text);
    expect(answers).toEqual(new Set(['first greets x', 'second greets x']));
  });

  it('answers health with the instance id', async () => {
    const health = await call(nc, healthEndpoint('kit'), {});
    expect(health.status).toBe('ok');
    expect(running.map((s) => s.instanceId)).toContain(health.instance);
  });

  it('answers a request already taken in before a stop completes', async () => {
    const slow = endpoint('slow.work', z.object({}), z.object({ done: z.literal(true) }));
    const own = await connectNats(nats.url, 'slow');
    connections.push(own);
    let started!: () => void;
    const taken = new Promise<void>((resolve) => {
      started = resolve;
    });
    const svc = await startService({
      nc: own,
      name: 'slow',
      version: '1.0.0',
      description: 'a slow service',
      log,
      handlers: [
        handler(slow, async () => {
          started();
          await new Promise((r) => setTimeout(r, 300));
          return { done: true as const };
        }),
      ],
    });
    const answer = call(nc, slow, {});
    await taken;
    await svc.stop();
    await own.drain();
    await expect(answer).resolves.toEqual({ done: true });
  });

  it('reports UNAVAILABLE when no instance answers', async () => {
    const nobody = endpoint('kit.nobody', z.object({}), z.object({}));
    await expect(call(nc, nobody, {})).rejects.toMatchObject({ code: ErrorCode.Unavailable });
  });
});
