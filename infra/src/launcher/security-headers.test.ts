import { loadLauncherConfig } from './config';
import { buildRuntimeConfig } from './runtime-config';
import { contentSecurityPolicyOf, securityHeadersOf } from './security-headers';

const runtime = buildRuntimeConfig(loadLauncherConfig({ PUBLIC_HOST: 'platform.test' }), {
  REMOTE_CHAT_URL: 'https://cdn.platform.test/chat/remoteEntry.js',
  FILE_SERVER_URL: 'https://files.platform.test/',
});
const janusWsUrl = 'wss://sfu.platform.test:8989/janus';

/** The policy as directive -> sources. */
const directivesOf = (policy: string): Record<string, string[]> =>
  Object.fromEntries(
    policy.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );

describe('the pages’ security headers', () => {
  const policy = directivesOf(contentSecurityPolicyOf({ runtime, janusWsUrl }));

  it('lets scripts come only from the page itself, the remotes and the YouTube player API of the runtime config', () => {
    expect(policy['script-src']).toEqual([
      "'self'",
      'http://platform.test:3001',
      'https://cdn.platform.test',
      'http://platform.test:3003',
      'http://platform.test:3004',
      'http://platform.test:3005',
      'https://www.youtube.com',
    ]);
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('lets pages connect to the gateway over HTTP and WebSocket, the file server, the transcription socket, Janus and the remotes', () => {
    expect(policy['connect-src']).toEqual(
      expect.arrayContaining([
        "'self'",
        'http://platform.test:4000',
        'ws://platform.test:4000',
        'https://files.platform.test',
        'ws://platform.test:4300',
        'wss://sfu.platform.test:8989',
        'https://cdn.platform.test',
      ]),
    );
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(['data:', 'blob:', 'https://files.platform.test']),
    );
    expect(policy['media-src']).toEqual(expect.arrayContaining(['blob:', 'https://files.platform.test']));
    // emotion (Chakra) writes its <style> tags at run time.
    expect(policy['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
  });

  it('frames only YouTube’s player, from the API the runtime config names', () => {
    expect(policy['frame-src']).toEqual(['https://www.youtube.com', 'https://www.youtube-nocookie.com']);
    const standIn = { ...runtime, youtubeApiUrl: 'http://platform.test:4700/youtube-iframe-api.js' };
    const local = directivesOf(contentSecurityPolicyOf({ runtime: standIn }));
    expect(local['script-src']).toContain('http://platform.test:4700');
    expect(local['frame-src']).toContain('http://platform.test:4700');
  });

  it('forbids framing, plugins and a foreign <base>', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(securityHeadersOf({ runtime })).toMatchObject({
      'X-Frame-Options': 'DENY',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
  });

  it('lists no Janus without one', () => {
    expect(contentSecurityPolicyOf({ runtime })).not.toContain('8989');
    expect(contentSecurityPolicyOf({ runtime })).not.toContain('undefined');
  });
});
