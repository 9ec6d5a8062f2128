import { controlCharacterMessage, ErrorCode, endpoint } from '@canstring/contracts';
import { z } from 'zod';
import { call } from './call';
import { createLogger } from './logger';
import { connectNats, type NatsConnection } from './nats';
import { handler, type RunningService, startService } from './service';
import { startNatsServer, type TestNats } from './testing';
import { createTokenVerifier } from './token-verifier';

const note = endpoint(
  'kit.note',
  z.object({ text: z.string(), tags: z.array(z.string()).default([]) }),
  z.object({ stored: z.boolean() }),
);

let nats: TestNats;
let nc: NatsConnection;
let service: RunningService;
const stored: string[] = [];

beforeAll(async () => {
  nats = await startNatsServer();
  nc = await connectNats(nats.url, 'control-characters-test');
  service = await startService({
    nc,
    name: 'kit',
    version: '1.0.0',
    description: 'control characters test',
    log: createLogger('kit-test', 'silent'),
    handlers: [
      handler(note, async ({ text }) => {
        stored.push(text);
        return { stored: true };
      }),
    ],
  });
});
afterAll(async () => {
  await service.stop();
  await nc.close();
  await nats.stop();
});

describe('every endpoint refuses control characters before its handler', () => {
  it('answers BAD_INPUT naming the field, and the handler never runs', async () => {
    await expect(call(nc, note, { text: 'a\u0000b' })).rejects.toMatchObject({
      code: ErrorCode.BadInput,
      details: { fields: { text: controlCharacterMessage } },
    });
    await expect(call(nc, note, { text: 'ok', tags: ['fine', '\u0007'] })).rejects.toMatchObject({
      details: { fields: { 'tags.1': controlCharacterMessage } },
    });
    expect(stored).toEqual([]);
  });

  it('takes text with tabs and line breaks', async () => {
    await expect(call(nc, note, { text: 'line\none\ttab\r\n' })).resolves.toEqual({ stored: true });
    expect(stored).toEqual(['line\none\ttab\r\n']);
  });
});

describe('a session token with a control character', () => {
  it('is refused as no session at all, without asking the user service', async () => {
    const verifier = createTokenVerifier(nc);
    try {
      await expect(verifier.verify('eyJh\u0000bGc')).rejects.toMatchObject({
        code: ErrorCode.Unauthenticated,
      });
    } finally {
      verifier.close();
    }
  });
});
