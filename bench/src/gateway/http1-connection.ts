import net from 'node:net';

export interface HttpAnswer {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');

/**
 * One keep-alive HTTP/1.1 connection sending a fixed request, one at a time, as load generators
 * such as wrk do. node:http's client costs several times the CPU per request, which on a small
 * machine is taken from the server being measured.
 */
export class Http1Connection {
  private readonly socket: net.Socket;
  private pending: Buffer = Buffer.alloc(0);
  private waiting?: { resolve(a: HttpAnswer): void; reject(e: Error): void };

  private constructor(
    socket: net.Socket,
    private readonly request: Buffer,
  ) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    const fail = (error: Error) => {
      const w = this.waiting;
      this.waiting = undefined;
      w?.reject(error);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection closed')));
  }

  static open(host: string, port: number, request: Buffer): Promise<Http1Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, host, () => {
        socket.off('error', reject);
        resolve(new Http1Connection(socket, request));
      });
      socket.once('error', reject);
    });
  }

  send(): Promise<HttpAnswer> {
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(this.request);
    });
  }

  close(): void {
    this.socket.destroy();
  }

  private receive(chunk: Buffer): void {
    this.pending = this.pending.length ? Buffer.concat([this.pending, chunk]) : chunk;
    const headerEnd = this.pending.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.pending.toString('latin1', 0, headerEnd);
    const length = /\r\ncontent-length:\s*(\d+)/i.exec(head);
    if (!length) {
      this.fail(new Error(`answer without content-length: ${head.split('\r\n')[0]}`));
      return;
    }
    const bodyStart = headerEnd + HEADER_END.length;
    const bodyEnd = bodyStart + Number(length[1]);
    if (this.pending.length < bodyEnd) return;
    const status = Number(head.slice(9, 12));
    const body = this.pending.toString('utf8', bodyStart, bodyEnd);
    this.pending = this.pending.subarray(bodyEnd);
    const w = this.waiting;
    this.waiting = undefined;
    w?.resolve({ status, body });
  }

  private fail(error: Error): void {
    const w = this.waiting;
    this.waiting = undefined;
    this.socket.destroy();
    w?.reject(error);
  }
}

/** The bytes of a POST with a JSON body. */
export const jsonPost = (url: URL, headers: Record<string, string>, body: string): Buffer => {
  const payload = Buffer.from(body);
  const lines = [
    `POST ${url.pathname} HTTP/1.1`,
    `host: ${url.host}`,
    'content-type: application/json',
    `content-length: ${payload.length}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
  ];
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
};
