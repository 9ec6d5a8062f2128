import { DEFAULT_YOUTUBE_API_URL, type RuntimeConfig } from '@canstring/contracts';

/** Where the pages' scripts, connections and media come from besides their own origin. */
export interface PageOrigins {
  /** What the pages read as `/runtime-config.json`: the gateway, the remotes, the file server, the transcription socket. */
  runtime: RuntimeConfig;
  /**
   * Janus's WebSocket address as browsers reach it (the conference), or several separated by spaces
   * (several media servers); unset without the SFU.
   */
  janusWsUrl?: string;
}

const originOf = (url: string): string => new URL(url).origin;

const unique = (values: string[]): string[] => [...new Set(values)];

/** Where YouTube's IFrame Player API puts its player (a shared YouTube video on the stage). */
const YOUTUBE_PLAYER_ORIGINS = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

/**
 * The Content-Security-Policy of every page the web servers send, its origins taken from the
 * runtime config: scripts only from the page's own origin and the remotes' (Module Federation loads
 * each remote's remoteEntry.js and chunks from its own port); connections to the gateway (HTTP and
 * WebSocket), the file server, the transcription socket, Janus and the remotes; pictures and media from the file server and
 * blob:/data:; the YouTube IFrame Player API's script (runtime youtubeApiUrl) and YouTube's player frames. Chakra's emotion writes <style> tags at run time, hence 'unsafe-inline' for styles
 * only. No page may be framed (clickjacking), no plugins, no <base> elsewhere.
 */
export const contentSecurityPolicyOf = ({ runtime, janusWsUrl }: PageOrigins): string => {
  const remotes = unique(Object.values(runtime.remotes).map(originOf));
  const fileServer = runtime.fileServerUrl ? [originOf(runtime.fileServerUrl)] : [];
  const youtubeApi = originOf(runtime.youtubeApiUrl ?? DEFAULT_YOUTUBE_API_URL);
  const connect = unique([
    originOf(runtime.gatewayUrl),
    originOf(runtime.gatewayWsUrl),
    ...fileServer,
    ...(runtime.transcriptionUrl ? [originOf(runtime.transcriptionUrl)] : []),
    ...(janusWsUrl ? janusWsUrl.split(' ').filter(Boolean).map(originOf) : []),
    ...remotes,
  ]);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...remotes, youtubeApi]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    ['img-src', ["'self'", 'data:', 'blob:', ...fileServer, ...remotes]],
    ['media-src', ["'self'", 'blob:', 'data:', ...fileServer]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    ['connect-src', ["'self'", ...connect]],
    ['worker-src', ["'self'", 'blob:']],
    ['frame-src', unique([youtubeApi, ...YOUTUBE_PLAYER_ORIGINS])],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${unique(sources).join(' ')}`).join('; ');
};

/** The headers every response of the web servers carries (old browsers honour X-Frame-Options). */
export const securityHeadersOf = (origins: PageOrigins): Record<string, string> => ({
  'Content-Security-Policy': contentSecurityPolicyOf(origins),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
});
