import { DEFAULT_SUPPORT_CONTACT, RUNTIME_CONFIG_PATH } from '@canstring/contracts';
import { loadRuntimeConfig, parseRuntimeConfig, RuntimeConfigError } from './runtime-config';

const valid = {
  gatewayUrl: 'http://127.0.0.1:4000/graphql',
  gatewayWsUrl: 'ws://127.0.0.1:4000/graphql',
  remotes: {
    admin: 'http://127.0.0.1:3001/remoteEntry.js',
    chat: 'http://127.0.0.1:3002/remoteEntry.js',
    meeting: 'http://127.0.0.1:3003/remoteEntry.js',
    lessons: 'http://127.0.0.1:3004/remoteEntry.js',
    proctoring: 'http://127.0.0.1:3005/remoteEntry.js',
  },
  support: DEFAULT_SUPPORT_CONTACT,
};

/** A fetch answering one fixed response, recording what was asked. */
const answering = (status: number, body: string, asked: string[] = []): typeof fetch =>
  (async (url: string) => {
    asked.push(url);
    return {
      ok: status >= 200 && status < 300,
      status,
      json: async () => JSON.parse(body),
    } as Response;
  }) as unknown as typeof fetch;

describe('runtime config', () => {
  it('accepts a complete config', () => {
    expect(parseRuntimeConfig(valid)).toEqual(valid);
  });

  it('names every wrong field', () => {
    const { chat: _chat, ...remotes } = valid.remotes;
    const attempt = () => parseRuntimeConfig({ ...valid, gatewayWsUrl: 'http://x', remotes });
    expect(attempt).toThrow(RuntimeConfigError);
    expect(attempt).toThrow(/gatewayWsUrl/);
    expect(attempt).toThrow(/remotes\.chat/);
  });

  it('is read from /runtime-config.json and validated', async () => {
    const asked: string[] = [];
    await expect(loadRuntimeConfig(answering(200, JSON.stringify(valid), asked))).resolves.toEqual(valid);
    expect(asked).toEqual([RUNTIME_CONFIG_PATH]);
  });

  it('fails clearly when the file is missing, not JSON or invalid', async () => {
    await expect(loadRuntimeConfig(answering(404, ''))).rejects.toThrow('HTTP 404');
    await expect(loadRuntimeConfig(answering(200, '<html>'))).rejects.toThrow('not JSON');
    await expect(loadRuntimeConfig(answering(200, '{"gatewayUrl":"nope"}'))).rejects.toThrow(
      RuntimeConfigError,
    );
  });
});
