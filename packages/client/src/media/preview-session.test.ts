import type { RoomPreviewPass } from '@canstring/contracts';
import type { JanusJS } from 'janus-gateway';
import type { JanusLibrary } from './janus-library';
import { openPreviewSession } from './preview-session';

/**
 * janus.js stood in for (jest has no WebRTC): sessions that open at once, fail as told, or, held,
 * open when the test says. As in janus.js, destroying a session that is not open yet ends nothing.
 */
const made: TestJanus[] = [];
let failWith: string | undefined;
let holdOpening = false;
class TestJanus {
  open = false;
  destroyed = false;
  attached: JanusJS.PluginOptions[] = [];
  constructor(readonly options: JanusJS.ConstructorOptions) {
    made.push(this);
    if (!holdOpening) queueMicrotask(() => (failWith ? options.error?.(failWith) : this.opened()));
  }
  opened() {
    this.open = true;
    this.options.success?.();
  }
  attach(options: JanusJS.PluginOptions) {
    this.attached.push(options);
    options.success?.({ detached: false } as JanusJS.PluginHandle);
  }
  destroy() {
    if (this.open) this.destroyed = true;
  }
}
const library = async () => TestJanus as unknown as JanusLibrary;
const settle = () => new Promise((resolve) => setImmediate(resolve));

const previewPass: RoomPreviewPass = {
  janusUrl: 'ws://127.0.0.1:8188',
  token: 'rm1.1.seat.2.preview',
  seat: '00000000-0000-4000-8000-000000000003',
  iceServers: [],
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

beforeEach(() => {
  made.length = 0;
  failWith = undefined;
  holdOpening = false;
});

it('opens a session with the preview pass and hands it over once, to the pass with its token', async () => {
  const preview = openPreviewSession({ fetchPass: async () => previewPass, library });
  expect(preview.pass()).toBeNull();
  await settle();
  expect(preview.pass()).toEqual(previewPass);
  expect(made[0]?.options).toMatchObject({ server: previewPass.janusUrl, token: previewPass.token });

  const opened = preview.take(previewPass.token);
  // The session, with the conference's publisher and first subscriber handles attached (unjoined).
  const ready = await opened?.ready;
  expect(ready?.janus).toBe(made[0]);
  expect(ready?.publisher).toBeDefined();
  expect(ready?.subscriber).toBeDefined();
  expect(made[0]?.attached.map((a) => [a.plugin, a.opaqueId, a.token])).toEqual([
    ['janus.plugin.videoroom', `room-${previewPass.seat}`, previewPass.token],
    ['janus.plugin.videoroom', `feed-${previewPass.seat}`, previewPass.token],
  ]);
  expect(preview.take(previewPass.token)).toBeNull();
  // Taken: the conference owns it, closing the preview leaves it open; its loss goes to the taker.
  const losses: string[] = [];
  opened?.onLoss((why) => losses.push(why));
  preview.close();
  expect(made[0]?.destroyed).toBe(false);
  made[0]?.options.destroyed?.();
  expect(losses).toEqual(['the media session was closed']);
});

it('ends the session when the preview closes without entering, also one still opening', async () => {
  const left = openPreviewSession({ fetchPass: async () => previewPass, library });
  await settle();
  left.close();
  expect(made[0]?.destroyed).toBe(true);

  const early = openPreviewSession({ fetchPass: async () => previewPass, library });
  early.close();
  await settle();
  expect(made).toHaveLength(1);
  expect(early.take(previewPass.token)).toBeNull();

  // Closed while Janus was still making the session: it is ended once made.
  holdOpening = true;
  const opening = openPreviewSession({ fetchPass: async () => previewPass, library });
  await settle();
  opening.close();
  made[1]?.opened();
  expect(made[1]?.destroyed).toBe(true);
  expect(opening.take(previewPass.token)).toBeNull();
});

it('ends the session when the join did not take its seat: the conference came with another pass', async () => {
  const preview = openPreviewSession({ fetchPass: async () => previewPass, library });
  await settle();
  expect(preview.take('rm1.1.other.2.token')).toBeNull();
  expect(made[0]?.destroyed).toBe(true);
  // A later pass (a rejoin) gets nothing either.
  expect(preview.take(previewPass.token)).toBeNull();
});

it('gives nothing to take when the room refused the pass; a session that failed to open rejects', async () => {
  const refused = openPreviewSession({
    fetchPass: async () => {
      throw new Error('Meeting is locked, Please contact organiser');
    },
    library,
  });
  await settle();
  expect(refused.pass()).toBeNull();
  expect(refused.take(previewPass.token)).toBeNull();

  failWith = 'Lost connection to the server (is it down?)';
  const failing = openPreviewSession({ fetchPass: async () => previewPass, library });
  await settle();
  await expect(failing.take(previewPass.token)?.ready).rejects.toThrow(/Lost connection/);
});

it("starts the browser's WebRTC once the session is open: one connection made with the pass and closed", async () => {
  const connections: { config: RTCConfiguration | undefined; closed: boolean }[] = [];
  const iceServers = [{ urls: ['turn:10.1.2.3:3478'], username: '1700000000:seat', credential: 'c2VjcmV0' }];
  const global = globalThis as { RTCPeerConnection?: unknown };
  global.RTCPeerConnection = class {
    record: { config: RTCConfiguration | undefined; closed: boolean };
    constructor(config?: RTCConfiguration) {
      this.record = { config, closed: false };
      connections.push(this.record);
    }
    close() {
      this.record.closed = true;
    }
  };
  try {
    const preview = openPreviewSession({
      fetchPass: async () => ({ ...previewPass, iceServers }),
      library,
    });
    expect(connections).toEqual([]);
    await settle();
    expect(connections).toEqual([{ config: { iceServers }, closed: true }]);
    preview.close();
  } finally {
    delete global.RTCPeerConnection;
  }
});

/** A preview whose pass is on its way until the test gives it. */
const previewWithPassHeld = () => {
  let givePass: (pass: RoomPreviewPass) => void = () => undefined;
  const preview = openPreviewSession({
    fetchPass: () =>
      new Promise<RoomPreviewPass>((resolve) => {
        givePass = resolve;
      }),
    library,
  });
  return { preview, givePass: (pass: RoomPreviewPass) => givePass(pass) };
};

it('never opens a session once the conference came without its seat: Continue before the preview had its pass', async () => {
  const { preview, givePass } = previewWithPassHeld();
  await settle();
  // The join went without the preview's seat, so the conference's pass is another one.
  expect(preview.take('rm1.1.seat.9.conference')).toBeNull();
  givePass(previewPass);
  await settle();
  expect(made).toHaveLength(0);
  expect(preview.take(previewPass.token)).toBeNull();
});

it("gives a join the preview's pass once it comes, or what there is at the time limit", async () => {
  const { preview: slow, givePass } = previewWithPassHeld();
  const waiting = slow.passWithin(60_000);
  givePass(previewPass);
  await expect(waiting).resolves.toEqual(previewPass);
  // Already in: at once.
  await expect(slow.passWithin(0)).resolves.toEqual(previewPass);

  const never = openPreviewSession({
    fetchPass: () => new Promise<RoomPreviewPass>(() => undefined),
    library,
  });
  await expect(never.passWithin(10)).resolves.toBeNull();

  const refused = openPreviewSession({
    fetchPass: async () => {
      throw new Error('Meeting is locked, Please contact organiser');
    },
    library,
  });
  await expect(refused.passWithin(60_000)).resolves.toBeNull();
});
