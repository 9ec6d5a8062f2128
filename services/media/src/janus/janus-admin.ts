import { randomUUID } from 'node:crypto';

const VIDEOROOM = 'janus.plugin.videoroom';

/** A failure Janus answered (its code and reason), or Janus not answering at all. */
export class JanusError extends Error {
  constructor(
    message: string,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'JanusError';
  }
}

/** One VideoRoom participant as `listparticipants` reports it. */
export interface JanusRoomParticipant {
  id: number;
  display?: string;
  /** Whether it is sending media now. */
  publisher: boolean;
}

/**
 * The media service's client of Janus's admin API over HTTP (plain fetch): tokens for the core's
 * token authentication, and VideoRoom requests through `message_plugin`, so the service needs no
 * session of its own.
 */
export interface JanusAdmin {
  /** Whether Janus answers a ping within `timeoutMs`. */
  ping(timeoutMs: number): Promise<boolean>;
  addToken(token: string): Promise<void>;
  removeToken(token: string): Promise<void>;
  listTokens(): Promise<string[]>;
  /** A synchronous VideoRoom request; answers its `response`, throws on a VideoRoom error. */
  videoroom(request: Record<string, unknown>): Promise<Record<string, unknown>>;
  /**
   * What the VideoRoom says of each of its handles now (`handle_info`'s `plugin_specific`: a
   * publisher's room, feed id and streams), over every session: one request per session and handle.
   */
  videoroomHandles(): Promise<Record<string, unknown>[]>;
}

const TIMEOUT_MS = 5_000;

/** Janus core error codes of a session or handle that ended meanwhile (janus.h). */
const SESSION_NOT_FOUND = 458;
const HANDLE_NOT_FOUND = 459;

export const janusAdmin = (options: { url: string; secret: string }): JanusAdmin => {
  /** One admin request, to the API's root or to one session or handle (`/SESSION[/HANDLE]`). */
  const send = async (body: Record<string, unknown>, path = ''): Promise<Record<string, unknown>> => {
    let answer: Record<string, unknown>;
    try {
      const res = await fetch(`${options.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, transaction: randomUUID(), admin_secret: options.secret }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      answer = (await res.json()) as Record<string, unknown>;
    } catch (error) {
      throw new JanusError(`Janus admin API did not answer: ${(error as Error).message}`);
    }
    if (answer.janus !== 'success') {
      const failure = answer.error as { code?: number; reason?: string } | undefined;
      throw new JanusError(failure?.reason ?? 'Janus refused the request', failure?.code);
    }
    return answer;
  };

  return {
    // Janus answers a ping with 'pong', not 'success'.
    ping: (timeoutMs) =>
      fetch(options.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ janus: 'ping', transaction: randomUUID(), admin_secret: options.secret }),
        signal: AbortSignal.timeout(timeoutMs),
      })
        .then(async (res) => ((await res.json()) as { janus?: unknown }).janus === 'pong')
        .catch(() => false),
    addToken: async (token) => {
      await send({ janus: 'add_token', token, plugins: [VIDEOROOM] });
    },
    removeToken: async (token) => {
      try {
        await send({ janus: 'remove_token', token });
      } catch (error) {
        // Already gone (a Janus restart, another instance): what was wanted.
        // Janus answers an unknown token with "Error removing token".
        if (!(error instanceof JanusError && /removing token|not found/i.test(error.message))) throw error;
      }
    },
    listTokens: async () => {
      const data = (await send({ janus: 'list_tokens' })).data as { tokens?: { token: string }[] };
      return (data.tokens ?? []).map((t) => t.token);
    },
    videoroom: async (request) => {
      const answer = await send({ janus: 'message_plugin', plugin: VIDEOROOM, request });
      const response = (answer.response ?? {}) as Record<string, unknown>;
      if (response.videoroom === 'event' && typeof response.error === 'string') {
        throw new JanusError(response.error, response.error_code as number | undefined);
      }
      return response;
    },
    videoroomHandles: async () => {
      /** The answer, or undefined when its session or handle ended meanwhile. */
      const unlessEnded = (request: Promise<Record<string, unknown>>) =>
        request.catch((error: unknown) => {
          if (
            error instanceof JanusError &&
            (error.code === SESSION_NOT_FOUND || error.code === HANDLE_NOT_FOUND)
          )
            return undefined;
          throw error;
        });
      const sessions = ((await send({ janus: 'list_sessions' })).sessions ?? []) as number[];
      const handles = await Promise.all(
        sessions.map(async (session) => {
          const listed = await unlessEnded(send({ janus: 'list_handles' }, `/${session}`));
          return ((listed?.handles ?? []) as number[]).map((handle) => `/${session}/${handle}`);
        }),
      );
      const infos = await Promise.all(
        handles.flat().map((path) => unlessEnded(send({ janus: 'handle_info' }, path))),
      );
      return infos.flatMap((answer) => {
        const info = answer?.info as { plugin?: unknown; plugin_specific?: unknown } | undefined;
        return info?.plugin === VIDEOROOM && info.plugin_specific && typeof info.plugin_specific === 'object'
          ? [info.plugin_specific as Record<string, unknown>]
          : [];
      });
    },
  };
};
