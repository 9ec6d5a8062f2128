import { randomUUID } from 'node:crypto';

interface JanusAnswer {
  janus: string;
  data?: { id: number };
  error?: { code: number };
  plugindata?: { data?: Record<string, unknown> };
}

/**
 * Janus's own HTTP API as a browser's janus.js speaks it (a session, a VideoRoom handle, messages and
 * the session's events), for tests that act as a participant, or as someone trying to be one.
 */
export const janusClientForTest = (httpUrl: string) => {
  const api = async (path: string, body: Record<string, unknown>) => {
    const res = await fetch(`${httpUrl}${path}`, {
      method: 'POST',
      body: JSON.stringify({ transaction: randomUUID(), ...body }),
    });
    return (await res.json()) as JanusAnswer;
  };

  /** Creates a session and attaches to the VideoRoom with a token; answers the session and handle. */
  const attach = async (token: string) => {
    const session = await api('', { janus: 'create', token });
    if (session.janus !== 'success') return { refused: session.error?.code };
    const handle = await api(`/${session.data?.id}`, {
      janus: 'attach',
      plugin: 'janus.plugin.videoroom',
      token,
    });
    return {
      session: `/${session.data?.id}`,
      path: `/${session.data?.id}/${handle.data?.id}`,
      attached: handle.janus === 'success',
    };
  };

  /** The VideoRoom's answer to one request on a handle (it comes as an event of the session). */
  const ask = async (
    opened: { session: string; path: string },
    token: string,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> => {
    const sent = await api(opened.path, { janus: 'message', token, body });
    if (sent.janus !== 'ack' && sent.janus !== 'success') throw new Error(`Janus answered ${sent.janus}`);
    if (sent.plugindata?.data) return sent.plugindata.data;
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const res = await fetch(`${httpUrl}${opened.session}?maxev=1&token=${encodeURIComponent(token)}`);
      const event = (await res.json()) as JanusAnswer;
      if (event.janus === 'event' && event.plugindata?.data) return event.plugindata.data;
    }
    throw new Error('no answer from the VideoRoom');
  };

  return { api, attach, ask };
};
