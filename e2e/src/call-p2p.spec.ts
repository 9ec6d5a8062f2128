import { callMessages, callScreenTexts, liveRoomTexts } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { newMembers, type SignedInMember, signedInMember } from './chat-kit';

/** A measured figure, kept with the test's result and printed. */
const figure = (description: string) => {
  test.info().annotations.push({ type: 'figure', description });
  console.info(`call e2e: ${description}`);
};

/**
 * Keeps every RTCPeerConnection and AudioContext the page makes in a list, so the test can read the
 * connection's statistics and hear whether a ring plays (instrumentation only: both are Chromium's own).
 */
const watchPeerConnections = (member: SignedInMember) =>
  member.context.addInitScript(() => {
    const NativeConnection = window.RTCPeerConnection;
    const connections: RTCPeerConnection[] = [];
    const NativeAudio = window.AudioContext;
    const audio: AudioContext[] = [];
    Object.assign(window, { peerConnections: connections, audioContexts: audio });
    window.RTCPeerConnection = class extends NativeConnection {
      constructor(configuration?: RTCConfiguration) {
        super(configuration);
        connections.push(this);
      }
    };
    window.AudioContext = class extends NativeAudio {
      constructor(options?: AudioContextOptions) {
        super(options);
        audio.push(this);
      }
    };
  });

/** Whether a ring tone plays now: an audio context of the page is running. */
const ringPlays = (page: Page): Promise<boolean> =>
  page.evaluate(() =>
    (window as unknown as { audioContexts: AudioContext[] }).audioContexts.some(
      (context) => context.state === 'running',
    ),
  );

/** Video frames decoded so far on the page's peer connections (inbound-rtp of kind video). */
const framesDecoded = (page: Page): Promise<number> =>
  page.evaluate(async () => {
    let total = 0;
    for (const connection of (window as unknown as { peerConnections: RTCPeerConnection[] })
      .peerConnections) {
      const report = await connection.getStats();
      report.forEach((entry: { type: string; kind?: string; framesDecoded?: number }) => {
        if (entry.type === 'inbound-rtp' && entry.kind === 'video') total += entry.framesDecoded ?? 0;
      });
    }
    return total;
  });

const remoteVideoWidth = (page: Page) =>
  page.getByTestId('call-remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth);

/** The other side's video plays: it has a size, and decoded frames keep rising. */
const expectRemoteVideoFlowing = async (page: Page) => {
  await expect.poll(() => remoteVideoWidth(page)).toBeGreaterThan(0);
  const before = await framesDecoded(page);
  expect(before).toBeGreaterThan(0);
  await expect.poll(() => framesDecoded(page)).toBeGreaterThan(before + 5);
};

/** Both signed in, A with the chat to B open; A's and B's peer connections are watched. */
const twoPeople = async (browser: Browser, request: APIRequestContext) => {
  const [ana, ben] = await newMembers(request, ['CallAna', 'CallBen']);
  const b = await signedInMember(browser, request, ben!);
  await watchPeerConnections(b);
  await b.page.reload();
  await expect(b.page.getByTestId('chat-workspace')).toBeVisible();
  const a = await signedInMember(browser, request, ana!, { user: ben!.id });
  await watchPeerConnections(a);
  await a.page.reload();
  await expect(a.page.getByTestId('chat-view')).toBeVisible();
  // Ben is online for Ana before she calls (his open page holds a live connection).
  await expect(a.page.getByTestId('chat-presence')).toHaveText(/online/i);
  return { a, b };
};

test('A calls B: B hears the ring, attends, both see each other; A hangs up and B is told the meeting ended', async ({
  browser,
  request,
}) => {
  const { a, b } = await twoPeople(browser, request);
  try {
    await a.page.getByTestId('start-call').click();
    await expect(a.page.getByTestId('call-ringing')).toHaveText(callMessages.ringing);
    const incoming = b.page.getByTestId('call-incoming');
    await expect(incoming).toBeVisible();
    await expect(b.page.getByTestId('call-incoming-text')).toHaveText(
      `${a.firstName} ${callScreenTexts.incoming}`,
    );

    // Both ring (spec 3 §9): the caller while ringing out, the callee while the popup is open.
    await expect.poll(() => ringPlays(a.page)).toBe(true);
    await expect.poll(() => ringPlays(b.page)).toBe(true);

    const attendedAt = Date.now();
    await b.page.getByTestId('call-attend').click();
    await expect(a.page.getByTestId('call-view')).toBeVisible();
    await expect(b.page.getByTestId('call-view')).toBeVisible();
    await Promise.all([
      expect.poll(() => remoteVideoWidth(a.page)).toBeGreaterThan(0),
      expect.poll(() => remoteVideoWidth(b.page)).toBeGreaterThan(0),
    ]);
    figure(`attend to the first remote frame on both sides: ${Date.now() - attendedAt} ms`);
    await Promise.all([expectRemoteVideoFlowing(a.page), expectRemoteVideoFlowing(b.page)]);
    // The ring stops once the call is open.
    expect(await ringPlays(a.page)).toBe(false);
    expect(await ringPlays(b.page)).toBe(false);
    // Each side's own camera is 320x240 (spec 3 §9) and so is what the other decodes.
    expect(await remoteVideoWidth(a.page)).toBe(320);
    expect(await remoteVideoWidth(b.page)).toBe(320);

    await a.page.getByTestId('call-hang-up').click();
    await expect(a.page.getByTestId('call-view')).toHaveCount(0);
    await expect(b.page.getByTestId('call-notice-text')).toHaveText(callMessages.meetingEnded);
    await expect(b.page.getByTestId('call-view')).toHaveCount(0);
    await expect(a.page.getByTestId('call-notice')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('B rejects the ring: A is told B is not available', async ({ browser, request }) => {
  const { a, b } = await twoPeople(browser, request);
  try {
    await a.page.getByTestId('start-call').click();
    await expect(b.page.getByTestId('call-incoming')).toBeVisible();
    await b.page.getByTestId('call-reject').click();
    await expect(b.page.getByTestId('call-incoming')).toHaveCount(0);
    await expect(a.page.getByTestId('call-notice-text')).toHaveText(callMessages.notAvailable);
    await expect(a.page.getByTestId('call-outgoing')).toHaveCount(0);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('calling someone who is offline: not available, and nothing rings', async ({ browser, request }) => {
  const [cara, dev] = await newMembers(request, ['CallCara', 'CallDev']);
  const c = await signedInMember(browser, request, cara!, { user: dev!.id });
  try {
    await expect(c.page.getByTestId('chat-presence')).toHaveText(/offline/i);
    await c.page.getByTestId('start-call').click();
    await expect(c.page.getByTestId('call-notice-text')).toHaveText(callMessages.notAvailable);
    await expect(c.page.getByTestId('call-outgoing')).toHaveCount(0);
  } finally {
    await c.context.close();
  }
});

/** Whether the page's peer connection sends its track of this kind enabled (the toolbar's switch). */
const sendsEnabled = (page: Page, kind: 'audio' | 'video') =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { peerConnections: RTCPeerConnection[] }).peerConnections
        .filter((connection) => connection.connectionState !== 'closed')
        .flatMap((connection) => connection.getSenders())
        .find((sender) => sender.track?.kind === wanted)?.track?.enabled ?? null,
    kind,
  );

test("an open call shows the other person's name, its time and the end-to-end notice; mic, camera and screen share switch what is sent", async ({
  browser,
  request,
}) => {
  const { a, b } = await twoPeople(browser, request);
  const texts = liveRoomTexts.call;
  try {
    await a.page.getByTestId('start-call').click();
    await b.page.getByTestId('call-attend').click();
    await expect(a.page.getByTestId('call-view')).toBeVisible();
    await expect(b.page.getByTestId('call-view')).toBeVisible();

    // Each sees the other's name, and the call's time counting from 00:00.
    await expect(a.page.getByTestId('call-other-name')).toHaveText(b.firstName);
    await expect(b.page.getByTestId('call-other-name')).toHaveText(a.firstName);
    await expect(a.page.getByTestId('call-timer')).toHaveText(/^00:0\d$/);
    await expect(a.page.getByTestId('call-timer')).toHaveText(/^00:0[2-9]$/);

    // True here (browser to browser): the spec's banner, gone after 10 s.
    await expect(b.page.getByTestId('call-encryption')).toHaveText(liveRoomTexts.encryption.endToEnd);
    await expect(b.page.getByTestId('call-encryption')).toBeHidden({ timeout: 15_000 });

    await expect.poll(() => remoteVideoWidth(b.page)).toBe(320);
    // Mic and camera off and on again: the track A sends follows.
    const mic = a.page.getByTestId('call-mic');
    await expect(mic).toHaveText(texts.micOn);
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(mic).toHaveText(texts.micOff);
    expect(await sendsEnabled(a.page, 'audio')).toBe(false);
    await mic.click();
    expect(await sendsEnabled(a.page, 'audio')).toBe(true);
    const camera = a.page.getByTestId('call-camera');
    await camera.click();
    await expect(camera).toHaveText(texts.cameraOff);
    expect(await sendsEnabled(a.page, 'video')).toBe(false);
    await camera.click();
    await expect(camera).toHaveText(texts.cameraOn);
    expect(await sendsEnabled(a.page, 'video')).toBe(true);

    // A shares the screen: B's picture becomes the screen (1.1 times the fake 1280x720), then the camera again.
    const share = a.page.getByTestId('call-screen');
    await share.click();
    await expect(share).toHaveText(texts.stopScreen);
    await expect.poll(() => remoteVideoWidth(b.page)).toBeGreaterThan(320);
    await share.click();
    await expect(share).toHaveText(texts.shareScreen);
    await expect.poll(() => remoteVideoWidth(b.page)).toBe(320);
    await a.page.getByTestId('call-hang-up').click();
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
