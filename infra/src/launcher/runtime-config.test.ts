import { loadLauncherConfig, webOrigins } from './config';
import { buildRuntimeConfig } from './runtime-config';

describe('runtime config', () => {
  it('points at the default ports of this machine', () => {
    const config = buildRuntimeConfig(loadLauncherConfig({}), {});
    expect(config.gatewayUrl).toBe('http://localhost:4000/graphql');
    expect(config.gatewayWsUrl).toBe('ws://localhost:4000/graphql');
    expect(config.remotes.admin).toBe('http://localhost:3001/remoteEntry.js');
    expect(config.remotes.proctoring).toBe('http://localhost:3005/remoteEntry.js');
    expect(config.shellUrl).toBe('http://localhost:3000');
    expect(config.fileServerUrl).toBe('http://localhost:4200');
    expect(config.transcriptionUrl).toBe('ws://localhost:4300/transcription');
    expect(config.youtubeApiUrl).toBe('https://www.youtube.com/iframe_api');
    expect(config.support).toEqual({ email: 'support@example.org', phone: '+1 555 010 0100' });
  });

  it('follows moved ports and overridden urls', () => {
    const env = {
      GATEWAY_PORT: '5000',
      REMOTE_MEETING_PORT: '5003',
      GATEWAY_URL: 'https://api.example.org/graphql',
      GATEWAY_WS_URL: 'wss://api.example.org/graphql',
      SUPPORT_PHONE: '+44 20 7946 0000',
      MEDIA_PORT: '5200',
      TRANSCRIPTION_PORT: '5300',
      YOUTUBE_API_URL: 'http://localhost:5700/youtube-iframe-api.js',
    };
    const config = buildRuntimeConfig(loadLauncherConfig(env), env);
    expect(config.gatewayUrl).toBe('https://api.example.org/graphql');
    expect(config.gatewayWsUrl).toBe('wss://api.example.org/graphql');
    expect(config.remotes.meeting).toBe('http://localhost:5003/remoteEntry.js');
    expect(config.support.phone).toBe('+44 20 7946 0000');
    expect(config.fileServerUrl).toBe('http://localhost:5200');
    expect(config.transcriptionUrl).toBe('ws://localhost:5300/transcription');
    expect(config.youtubeApiUrl).toBe('http://localhost:5700/youtube-iframe-api.js');
    expect(buildRuntimeConfig(loadLauncherConfig({ SHELL_PORT: '6000' }), {}).shellUrl).toBe(
      'http://localhost:6000',
    );
    expect(
      buildRuntimeConfig(loadLauncherConfig({}), { SHELL_URL: 'https://meet.example.org' }).shellUrl,
    ).toBe('https://meet.example.org');
    const moved = { FILE_SERVER_URL: 'https://files.example.org' };
    expect(buildRuntimeConfig(loadLauncherConfig(moved), moved).fileServerUrl).toBe(
      'https://files.example.org',
    );
  });

  it('refuses an override that is not a url, naming it', () => {
    expect(() => buildRuntimeConfig(loadLauncherConfig({}), { REMOTE_CHAT_URL: 'chat remote' })).toThrow(
      /remotes\.chat/,
    );
    expect(() => loadLauncherConfig({ SHELL_PORT: 'abc' })).toThrow(/SHELL_PORT/);
  });

  it('allows the web apps of both loopback names to call the services', () => {
    const origins = webOrigins(loadLauncherConfig({}));
    expect(origins).toContain('http://localhost:3000');
    expect(origins).toContain('http://127.0.0.1:3005');
    expect(webOrigins(loadLauncherConfig({ PUBLIC_HOST: 'meet.example.org' }))).toHaveLength(6);
  });
});
