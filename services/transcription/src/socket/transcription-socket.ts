import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  assistantTranscriptionQuerySchema,
  TRANSCRIPTION_ASSISTANT_PURPOSE,
  TRANSCRIPTION_CLOSE,
  TRANSCRIPTION_FRAME_BYTES,
  TRANSCRIPTION_PROTOCOL_PREFIX,
  TRANSCRIPTION_SOCKET_PATH,
  transcriptionMessages,
  transcriptionQuerySchema,
} from '@canstring/contracts';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { TranscriptionServiceContext } from '../context';
import { admitAssistantSpeaker, admitSpeaker } from './room-speaker';
import { openSpeakerStream } from './speaker-stream';

export interface TranscriptionSocket {
  /** The socket's address, e.g. ws://127.0.0.1:4300/transcription. */
  readonly url: string;
  /** Streams open now. */
  readonly openStreams: number;
  close(): Promise<void>;
}

/** The `bearer.<token>` subprotocol the browser offers, if any. */
const bearerOf = (protocols: Set<string>): string | undefined =>
  [...protocols].find((p) => p.startsWith(TRANSCRIPTION_PROTOCOL_PREFIX));

const bytesOf = (data: RawData): Buffer =>
  Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data);

const listen = (server: http.Server, port: number, host: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });

/**
 * The transcription socket (spec 3 §7) on its own HTTP server, which also answers `/healthz`. A
 * socket is always accepted first, so that a refusal reaches the browser as a close code with its
 * reason (a refused upgrade would tell it nothing).
 */
export const startTranscriptionSocket = async (
  ctx: TranscriptionServiceContext,
): Promise<TranscriptionSocket> => {
  const server = http.createServer((req, res) => {
    const ok = req.url === '/healthz';
    res.writeHead(ok ? 200 : 404, { 'content-type': 'text/plain' }).end(ok ? 'ok' : 'not found');
  });
  const sockets = new WebSocketServer({
    server,
    path: TRANSCRIPTION_SOCKET_PATH,
    maxPayload: TRANSCRIPTION_FRAME_BYTES * 2,
    // The token was offered as the subprotocol: the browser insists on hearing one back.
    handleProtocols: (protocols) => bearerOf(protocols) ?? false,
  });
  let open = 0;

  sockets.on('connection', (ws: WebSocket, req: http.IncomingMessage) => {
    const requestId = randomUUID();
    const params = new URL(req.url ?? '', 'http://socket').searchParams;
    const asked = Object.fromEntries(params);
    const forAssistant = asked.purpose === TRANSCRIPTION_ASSISTANT_PURPOSE;
    const query = forAssistant
      ? assistantTranscriptionQuerySchema.safeParse(asked)
      : transcriptionQuerySchema.safeParse(asked);
    if (!query.success) {
      ws.close(TRANSCRIPTION_CLOSE.badInput, transcriptionMessages.badQuery);
      return;
    }
    const token = ws.protocol ? ws.protocol.slice(TRANSCRIPTION_PROTOCOL_PREFIX.length) : undefined;
    open++;
    const stream = openSpeakerStream(
      ctx,
      {
        send: (result) => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify(result));
        },
        close: (code, reason) => ws.close(code, reason),
      },
      'room' in query.data
        ? admitSpeaker(ctx, query.data, token, requestId)
        : admitAssistantSpeaker(ctx, token, requestId),
      query.data,
    );
    ws.on('message', (data, isBinary) => {
      stream.receive(isBinary ? { audio: bytesOf(data) } : { text: bytesOf(data).toString('utf8') });
    });
    ws.on('close', () => {
      open--;
      stream.closed();
    });
    ws.on('error', (error) => ctx.log.debug({ err: error }, 'transcription socket error'));
  });

  await listen(server, ctx.config.TRANSCRIPTION_PORT, ctx.config.TRANSCRIPTION_HOST);
  const { port } = server.address() as AddressInfo;
  const url = `ws://${ctx.config.TRANSCRIPTION_HOST}:${port}${TRANSCRIPTION_SOCKET_PATH}`;
  ctx.log.info({ url }, 'transcription socket ready');
  let closing: Promise<void> | undefined;
  return {
    url,
    get openStreams() {
      return open;
    },
    close: () => {
      closing ??= new Promise<void>((resolve) => {
        for (const ws of sockets.clients)
          ws.close(TRANSCRIPTION_CLOSE.unavailable, transcriptionMessages.unavailable);
        sockets.close();
        server.close(() => resolve());
        server.closeAllConnections();
      });
      return closing;
    },
  };
};
