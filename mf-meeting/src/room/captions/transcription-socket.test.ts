import { TRANSCRIPTION_CLOSE, TRANSCRIPTION_RETRY_MS, transcriptionMessages } from '@canstring/contracts';
import { createTranscriptionSocket, transcriptionSocketUrl } from './transcription-socket';

/** A stand-in WebSocket: what the client sent, and the server's side to drive. */
class FakeSocket {
  readyState = 0;
  binaryType = 'blob';
  sent: (string | Int16Array)[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string | Int16Array) {
    if (this.readyState !== 1) throw new Error('not open');
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  // The server's side.
  opened() {
    this.readyState = 1;
    this.onopen?.();
  }
  answer(data: unknown) {
    this.onmessage?.({ data });
  }
  closedByServer(code: number, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const frame = (value: number) => new Int16Array(4096).fill(value);

const client = () => {
  const sockets: FakeSocket[] = [];
  const notices: (string | null)[] = [];
  const results: unknown[] = [];
  const transcription = createTranscriptionSocket({
    url: 'ws://captions.test/transcription?room=1',
    token: 'abc.def.ghi',
    onNotice: (notice) => notices.push(notice),
    onResult: (result) => results.push(result),
    createSocket: (url, protocols) => {
      const socket = new FakeSocket(url, protocols);
      sockets.push(socket);
      return socket as unknown as WebSocket;
    },
  });
  const last = () => sockets.at(-1) as FakeSocket;
  return { transcription, sockets, notices, results, last };
};

describe('the transcription socket client', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('opens with the bearer subprotocol and says start before any frame', () => {
    const { transcription, sockets, last } = client();
    transcription.open();
    transcription.open();
    expect(sockets).toHaveLength(1);
    expect(last().protocols).toEqual(['bearer.abc.def.ghi']);
    // Frames spoken while it opens wait, and follow 'start'.
    transcription.send(frame(1));
    last().opened();
    transcription.send(frame(2));
    expect(last().sent[0]).toBe('start');
    expect(
      last()
        .sent.slice(1)
        .every((data) => data instanceof Int16Array),
    ).toBe(true);
    expect(
      last()
        .sent.slice(1)
        .map((data) => (data as Int16Array)[0]),
    ).toEqual([1, 2]);
    expect(last().binaryType).toBe('arraybuffer');
  });

  it('sends nothing before it is opened', () => {
    const { transcription, sockets } = client();
    transcription.send(frame(1));
    expect(sockets).toHaveLength(0);
  });

  it('hands on the hypotheses and ignores what is not one', () => {
    const { transcription, last, results } = client();
    transcription.open();
    last().opened();
    last().answer(JSON.stringify({ isFinal: false, text: 'go' }));
    last().answer('not json');
    last().answer(JSON.stringify({ text: 'no flag' }));
    last().answer(JSON.stringify({ isFinal: true, text: 'go forward ten meters' }));
    expect(results).toEqual([
      { isFinal: false, text: 'go' },
      { isFinal: true, text: 'go forward ten meters' },
    ]);
  });

  it('does not retry after a normal close (1000)', () => {
    const { transcription, sockets, last, notices } = client();
    transcription.open();
    last().opened();
    last().closedByServer(TRANSCRIPTION_CLOSE.normal);
    jest.advanceTimersByTime(TRANSCRIPTION_RETRY_MS * 3);
    expect(sockets).toHaveLength(1);
    expect(notices).toEqual([]);
  });

  it('retries after 5 s on any other code, showing the reason meanwhile', () => {
    const { transcription, sockets, last, notices } = client();
    transcription.open();
    last().opened();
    last().closedByServer(TRANSCRIPTION_CLOSE.unavailable, transcriptionMessages.unavailable);
    expect(notices).toEqual([transcriptionMessages.unavailable]);
    // Frames and opens while it waits go nowhere.
    transcription.send(frame(3));
    transcription.open();
    jest.advanceTimersByTime(TRANSCRIPTION_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    last().opened();
    expect(last().sent).toEqual(['start']);
    last().answer(JSON.stringify({ isFinal: false, text: 'go' }));
    expect(notices).toEqual([transcriptionMessages.unavailable, null]);
  });

  it('retries after a connection lost without a reason (1006), showing nothing', () => {
    const { transcription, sockets, last, notices } = client();
    transcription.open();
    last().closedByServer(1006);
    jest.advanceTimersByTime(TRANSCRIPTION_RETRY_MS);
    expect(sockets).toHaveLength(2);
    expect(notices).toEqual([]);
  });

  it('closes with 1000 and gives up a waiting retry', () => {
    const { transcription, sockets, last, notices } = client();
    transcription.open();
    last().opened();
    transcription.close();
    expect(last().closedWith).toBe(TRANSCRIPTION_CLOSE.normal);
    transcription.open();
    last().closedByServer(TRANSCRIPTION_CLOSE.refused, transcriptionMessages.captionsOff);
    transcription.close();
    jest.advanceTimersByTime(TRANSCRIPTION_RETRY_MS * 2);
    expect(sockets).toHaveLength(2);
    expect(notices.at(-1)).toBeNull();
  });

  it('puts the speaker and the room in the query', () => {
    const url = new URL(
      transcriptionSocketUrl('ws://localhost:4300/transcription', {
        name: 'Ann Lee',
        room: '123456',
        participantId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
        language: 'en-US',
      }),
    );
    expect(url.pathname).toBe('/transcription');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      name: 'Ann Lee',
      room: '123456',
      participantId: '6f9619ff-8b86-4d11-b42d-00c04fc964ff',
      language: 'en-US',
    });
  });
});
