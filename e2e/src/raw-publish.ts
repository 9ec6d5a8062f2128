import type { RoomMediaToken } from '@canstring/contracts';
import type { Page } from '@playwright/test';

/** What a raw publish attempt saw from Janus. */
export interface RawPublishStart {
  /** VideoRoom answered the join as publisher. */
  joined: boolean;
  /** Janus's answer to `configure` (its error, if it refused). */
  configure: Record<string, unknown> | undefined;
  /** Janus sent an SDP answer: it took the media. */
  answered: boolean;
}

export interface RawPublishState {
  /** Outbound video bytes sent to Janus so far. */
  bytesSent: number;
  peerState: RTCPeerConnectionState;
  /** The first sign Janus removed the publisher (kicked, leaving, hangup, detached), or null. */
  removedBy: string | null;
}

interface RawWindow {
  rawPublish?: { pc: RTCPeerConnection; removedBy: string | null };
}

/**
 * Publishes the page's fake camera to the VideoRoom with a participant's own pass, straight through
 * Janus's WebSocket API (no product code): what a viewer could do with the pass the gateway gives
 * them. The participant's id is the display, as the product sets it; the pass's feed id is already
 * taken by the page's own conference session, so Janus picks the publisher's id.
 */
export const startRawPublish = (page: Page, pass: RoomMediaToken, participantId: string) =>
  page.evaluate(
    async ({ pass, participantId }): Promise<RawPublishStart> => {
      type Message = {
        janus: string;
        transaction?: string;
        data?: { id: number };
        plugindata?: { data: Record<string, unknown> };
        jsep?: RTCSessionDescriptionInit;
      };
      const state = { removedBy: null as string | null };
      const ws = new WebSocket(pass.janusUrl, 'janus-protocol');
      await new Promise((resolve, reject) => {
        ws.onopen = resolve;
        ws.onerror = () => reject(new Error(`no WebSocket to ${pass.janusUrl}`));
      });
      const waiting = new Map<string, (message: Message) => void>();
      let next = 0;
      ws.onmessage = (event) => {
        const message = JSON.parse(String(event.data)) as Message;
        const data = message.plugindata?.data;
        if (!state.removedBy) {
          if (data?.leaving !== undefined || data?.kicked !== undefined)
            state.removedBy = JSON.stringify(data);
          else if (message.janus === 'hangup' || message.janus === 'detached')
            state.removedBy = message.janus;
        }
        if (message.janus === 'ack' || !message.transaction) return;
        waiting.get(message.transaction)?.(message);
        waiting.delete(message.transaction);
      };
      const send = (body: Record<string, unknown>) =>
        new Promise<Message>((resolve) => {
          const transaction = `raw-${++next}`;
          waiting.set(transaction, resolve);
          ws.send(JSON.stringify({ ...body, transaction, token: pass.token }));
        });

      const session = (await send({ janus: 'create' })).data!.id;
      setInterval(
        () => ws.send(JSON.stringify({ janus: 'keepalive', session_id: session, token: pass.token })),
        20_000,
      );
      const handle = (await send({ janus: 'attach', session_id: session, plugin: 'janus.plugin.videoroom' }))
        .data!.id;
      const message = (body: Record<string, unknown>, jsep?: RTCSessionDescriptionInit) =>
        send({ janus: 'message', session_id: session, handle_id: handle, body, ...(jsep ? { jsep } : {}) });

      const join = await message({
        request: 'join',
        ptype: 'publisher',
        room: pass.janusRoomId,
        display: participantId,
        token: pass.token,
      });
      const joined = join.plugindata?.data.videoroom === 'joined';
      if (!joined) return { joined, configure: join.plugindata?.data, answered: false };

      const camera = await navigator.mediaDevices.getUserMedia({ video: { width: 320, height: 240 } });
      const pc = new RTCPeerConnection({ iceServers: pass.iceServers });
      (window as unknown as RawWindow).rawPublish = Object.assign(state, { pc });
      for (const track of camera.getTracks()) pc.addTrack(track, camera);
      await pc.setLocalDescription(await pc.createOffer());
      // Every candidate in the offer: no trickling to do afterwards.
      await new Promise<void>((resolve) => {
        if (pc.iceGatheringState === 'complete') resolve();
        pc.onicegatheringstatechange = () => pc.iceGatheringState === 'complete' && resolve();
        setTimeout(resolve, 5_000);
      });
      const offer = pc.localDescription!;
      const configured = await message({ request: 'configure', audio: false, video: true }, {
        type: offer.type,
        sdp: offer.sdp,
        trickle: false,
      } as RTCSessionDescriptionInit);
      if (configured.jsep) await pc.setRemoteDescription(configured.jsep);
      return { joined, configure: configured.plugindata?.data, answered: Boolean(configured.jsep) };
    },
    { pass, participantId },
  );

/** How the raw publish is doing now. */
export const rawPublishState = (page: Page) =>
  page.evaluate(async (): Promise<RawPublishState> => {
    const raw = (window as unknown as RawWindow).rawPublish;
    if (!raw) return { bytesSent: 0, peerState: 'new', removedBy: null };
    let bytesSent = 0;
    (await raw.pc.getStats()).forEach((s: { type: string; kind?: string; bytesSent?: number }) => {
      if (s.type === 'outbound-rtp' && s.kind === 'video') bytesSent += s.bytesSent ?? 0;
    });
    return { bytesSent, peerState: raw.pc.connectionState, removedBy: raw.removedBy };
  });
