import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Page } from '@playwright/test';

/**
 * Debian's Chromium with a fake camera and microphone, granted without a prompt, and WebRTC on
 * loopback (the media recipe's flags, as e2e/chromium.ts gives them to the browser tests), and an
 * empty page on loopback for the participants: a secure context (getUserMedia) that Chromium lets
 * reach Janus on loopback.
 */
export const launchChromiumForTest = async () => {
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>participant</title>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
      '--allow-loopback-in-peer-connection',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  });
  return {
    browser,
    pageUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    close: async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    },
  };
};
export type TestChromium = Awaited<ReturnType<typeof launchChromiumForTest>>;

export type MediaKind = 'audio' | 'video';

/** One stream of a publisher as another participant sees it when joining the VideoRoom. */
export interface SeenStream {
  type: string;
  mid: string;
  moderated?: boolean;
}

/** A moderation of the page's own feed, as Janus told the room (`{ mid, moderation: 'muted' | 'unmuted' }`). */
export interface ModerationNotice {
  mid: string;
  moderation: string;
}

/** What the page keeps between calls. */
interface PeerState {
  send: (body: Record<string, unknown>) => Promise<JanusMessage>;
  session: number;
  publisher?: { handle: number; pc?: RTCPeerConnection; kinds: MediaKind[]; room: number; feedId: number };
  subscriber?: RTCPeerConnection;
  /** The private id of the page's participant in the room (from its publisher join). */
  privateId?: number;
  notices: ModerationNotice[];
}

interface JanusMessage {
  janus: string;
  transaction?: string;
  sender?: number;
  data?: { id: number };
  plugindata?: { data: Record<string, unknown> };
  jsep?: RTCSessionDescriptionInit;
}

type PeerWindow = { peer?: PeerState };

/**
 * One participant's browser for tests: a page talking to Janus over its WebSocket API with a room
 * media token, as the product's client does but with nothing else (raw VideoRoom requests). It
 * publishes the fake camera and microphone with the participant's feed id, subscribes to a feed and
 * counts the RTP packets that arrive, and can look at the room as a newcomer sees its publishers.
 */
export const openBrowserParticipant = async (
  chromium: TestChromium,
  janus: { wsUrl: string; token: string },
) => {
  const page: Page = await chromium.browser.newPage();
  await page.goto(chromium.pageUrl);
  await page.evaluate(async ({ wsUrl, token }) => {
    const ws = new WebSocket(wsUrl, 'janus-protocol');
    await new Promise((resolve, reject) => {
      ws.onopen = resolve;
      ws.onerror = () => reject(new Error(`no WebSocket to ${wsUrl}`));
    });
    const waiting = new Map<string, (message: JanusMessage) => void>();
    const notices: ModerationNotice[] = [];
    let next = 0;
    ws.onmessage = (event) => {
      const message = JSON.parse(String(event.data)) as JanusMessage;
      const data = message.plugindata?.data;
      const publisher = (window as unknown as PeerWindow).peer?.publisher;
      // Janus tells everyone in the room of a moderation: the page keeps those of its own feed.
      if (data && typeof data.moderation === 'string' && publisher && data.id === publisher.feedId)
        notices.push({ mid: String(data.mid), moderation: data.moderation });
      if (message.janus === 'ack' || !message.transaction) return;
      waiting.get(message.transaction)?.(message);
      waiting.delete(message.transaction);
    };
    const send = (body: Record<string, unknown>) =>
      new Promise<JanusMessage>((resolve) => {
        const transaction = `t${++next}`;
        waiting.set(transaction, resolve);
        ws.send(JSON.stringify({ ...body, transaction, token }));
      });
    const session = (await send({ janus: 'create' })).data?.id ?? 0;
    setInterval(() => ws.send(JSON.stringify({ janus: 'keepalive', session_id: session, token })), 20_000);
    (window as unknown as PeerWindow).peer = {
      send: (body) => send({ session_id: session, ...body }),
      session,
      notices,
    };
  }, janus);

  /** Offers the page's PeerConnection to Janus with every candidate in it, and takes the answer. */
  const negotiate = () =>
    page.evaluate(async () => {
      const peer = (window as unknown as PeerWindow).peer as PeerState;
      const publisher = peer.publisher as NonNullable<PeerState['publisher']>;
      const media = await navigator.mediaDevices.getUserMedia({
        audio: true,
        video: { width: 320, height: 240 },
      });
      const pc = new RTCPeerConnection();
      // The m-lines in the order asked: Janus's mids follow it.
      for (const kind of publisher.kinds)
        for (const track of media.getTracks()) if (track.kind === kind) pc.addTrack(track, media);
      await pc.setLocalDescription(await pc.createOffer());
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
        setTimeout(resolve, 5_000);
      });
      const offer = pc.localDescription as RTCSessionDescription;
      const configured = await peer.send({
        janus: 'message',
        handle_id: publisher.handle,
        body: { request: 'configure', audio: true, video: true },
        jsep: { type: offer.type, sdp: offer.sdp, trickle: false },
      });
      if (!configured.jsep)
        throw new Error(`Janus refused the publish: ${JSON.stringify(configured.plugindata)}`);
      await pc.setRemoteDescription(configured.jsep);
      publisher.pc = pc;
      return (configured.plugindata?.data.streams ?? []) as { type: string; mid: string }[];
    });

  return {
    /**
     * Joins the room as a publisher with this feed id and sends the fake mic and camera, the m-lines
     * in the order of `kinds`; answers the streams Janus made of them.
     */
    publish: async (room: number, feedId: number, kinds: MediaKind[]) => {
      await page.evaluate(
        async ({ room, feedId, kinds, token }) => {
          const peer = (window as unknown as PeerWindow).peer as PeerState;
          const handle =
            (await peer.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id ?? 0;
          const joined = await peer.send({
            janus: 'message',
            handle_id: handle,
            body: { request: 'join', ptype: 'publisher', room, id: feedId, token },
          });
          if (joined.plugindata?.data.videoroom !== 'joined')
            throw new Error(`Janus refused the join: ${JSON.stringify(joined.plugindata)}`);
          peer.publisher = { handle, kinds, room, feedId };
          peer.privateId = Number(joined.plugindata.data.private_id);
        },
        { room, feedId, kinds, token: janus.token },
      );
      return negotiate();
    },
    /** Stops publishing and publishes again on the same handle: Janus makes new streams. */
    publishAgain: async () => {
      await page.evaluate(async () => {
        const peer = (window as unknown as PeerWindow).peer as PeerState;
        const publisher = peer.publisher as NonNullable<PeerState['publisher']>;
        await peer.send({ janus: 'message', handle_id: publisher.handle, body: { request: 'unpublish' } });
        publisher.pc?.close();
      });
      return negotiate();
    },
    /**
     * Receives every stream of a feed (a new subscription each time). As the product's client, it
     * is in the room first (a publisher join, sending nothing, unless it publishes) and subscribes
     * with that participant's private id, which the rooms require; `without-joining` skips both.
     */
    subscribe: (room: number, feedId: number, how: 'in-the-room' | 'without-joining' = 'in-the-room') =>
      page.evaluate(
        async ({ room, feedId, token, how }) => {
          const peer = (window as unknown as PeerWindow).peer as PeerState;
          peer.subscriber?.close();
          if (how === 'in-the-room' && peer.privateId === undefined) {
            const member =
              (await peer.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id ?? 0;
            const joined = await peer.send({
              janus: 'message',
              handle_id: member,
              body: { request: 'join', ptype: 'publisher', room, token },
            });
            if (joined.plugindata?.data.videoroom !== 'joined')
              throw new Error(`Janus refused the join: ${JSON.stringify(joined.plugindata)}`);
            peer.privateId = Number(joined.plugindata.data.private_id);
          }
          const handle =
            (await peer.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id ?? 0;
          const attached = await peer.send({
            janus: 'message',
            handle_id: handle,
            body: {
              request: 'join',
              ptype: 'subscriber',
              room,
              streams: [{ feed: feedId }],
              token,
              ...(how === 'in-the-room' ? { private_id: peer.privateId } : {}),
            },
          });
          if (!attached.jsep)
            throw new Error(`Janus refused the subscription: ${JSON.stringify(attached.plugindata)}`);
          const pc = new RTCPeerConnection();
          await pc.setRemoteDescription(attached.jsep);
          await pc.setLocalDescription(await pc.createAnswer());
          await new Promise<void>((resolve) => {
            if (pc.iceGatheringState === 'complete') resolve();
            pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
            setTimeout(resolve, 5_000);
          });
          await peer.send({
            janus: 'message',
            handle_id: handle,
            body: { request: 'start' },
            jsep: { type: 'answer', sdp: pc.localDescription?.sdp, trickle: false },
          });
          peer.subscriber = pc;
        },
        { room, feedId, token: janus.token, how },
      ),
    /** RTP packets received so far on the subscription, per kind. */
    received: () =>
      page.evaluate(async () => {
        const pc = (window as unknown as PeerWindow).peer?.subscriber;
        const counts = { audio: 0, video: 0 };
        (await pc?.getStats())?.forEach((s: { type: string; kind?: string; packetsReceived?: number }) => {
          if (s.type === 'inbound-rtp' && (s.kind === 'audio' || s.kind === 'video'))
            counts[s.kind] += s.packetsReceived ?? 0;
        });
        return counts;
      }),
    /** The room's publishers as a newcomer sees them when joining (with the streams Janus muted). */
    publishersSeen: (room: number) =>
      page.evaluate(
        async ({ room, token }) => {
          const peer = (window as unknown as PeerWindow).peer as PeerState;
          const handle =
            (await peer.send({ janus: 'attach', plugin: 'janus.plugin.videoroom' })).data?.id ?? 0;
          const joined = await peer.send({
            janus: 'message',
            handle_id: handle,
            body: { request: 'join', ptype: 'publisher', room, token },
          });
          await peer.send({ janus: 'detach', handle_id: handle });
          return (joined.plugindata?.data.publishers ?? []) as { id: number; streams: SeenStream[] }[];
        },
        { room, token: janus.token },
      ),
    /** What Janus told the publisher of its streams being muted or unmuted, in order. */
    notices: () =>
      page.evaluate(() => [...((window as unknown as PeerWindow).peer?.notices ?? [])] as ModerationNotice[]),
    close: () => page.close(),
  };
};
export type BrowserParticipant = Awaited<ReturnType<typeof openBrowserParticipant>>;
