import type { BrowserContext, Page } from '@playwright/test';

/**
 * In-page probes, the same for our app and the bare page so both are timed alike: the moment a click
 * lands on the join control (capture phase, before the page's own handler), the first moment after it
 * that a remote <video> has a picture (videoWidth > 0, checked every 5 ms), and every
 * RTCPeerConnection the page makes (janus.js and the call do not expose them) for getStats(). Along
 * the way it marks, in ms after the click (negative: before it, in the device preview), when the
 * click's own work was done, when each GraphQL operation was first sent and answered, when a Janus
 * WebSocket was made and opened, when the VideoRoom joins were sent and answered, and the WebRTC
 * steps (first peer connection made, camera or mic asked for, each kind of description set, first
 * remote video track, first media connection connected, and the publisher's and subscriber's
 * gathering, ICE and connection states), to show where the time goes.
 */
export const addProbes = async (
  context: BrowserContext,
  joinSelector: string,
  remoteVideoSelector: string,
) => {
  // tsx (esbuild, keepNames) wraps the named functions below in __name(), which the page lacks.
  await context.addInitScript('window.__name ??= (target) => target;');
  await context.addInitScript(
    ([join, remote]) => {
      const probe = {
        clickedAt: null as number | null,
        firstFrameAt: null as number | null,
        marks: {} as Record<string, number>,
      };
      const kept: RTCPeerConnection[] = [];
      Object.assign(window, { joinProbe: probe, keptPeerConnections: kept });
      /** Steps before the click (the device preview's own), first time each: negative marks. */
      const early: Record<string, number> = {};
      const mark = (name: string) => {
        if (probe.clickedAt === null) {
          early[name] ??= performance.now();
          return;
        }
        if (probe.firstFrameAt !== null || name in probe.marks) return;
        probe.marks[name] = performance.now() - probe.clickedAt;
      };
      const nativeFetch = window.fetch;
      window.fetch = async (input, init) => {
        let operation: string | undefined;
        try {
          operation = typeof init?.body === 'string' ? JSON.parse(init.body).operationName : undefined;
        } catch {}
        if (operation) mark(`${operation} sent`);
        const response = await nativeFetch(input, init);
        if (operation) mark(`${operation} answered`);
        return response;
      };
      const NativeSocket = window.WebSocket;
      window.WebSocket = class extends NativeSocket {
        constructor(url: string | URL, protocols?: string | string[]) {
          super(url, protocols);
          if (String(protocols).includes('janus-protocol')) {
            mark('Janus WebSocket made');
            this.addEventListener('open', () => mark('Janus WebSocket open'));
            this.addEventListener('message', (event) => {
              const data = JSON.parse(String(event.data));
              const videoroom = data?.plugindata?.data?.videoroom;
              if (videoroom === 'joined') mark('Janus joined');
              else if (videoroom === 'attached') mark('Janus subscription offered');
            });
          }
        }
        override send(data: Parameters<WebSocket['send']>[0]) {
          if (typeof data === 'string' && data.includes('"request":"join"'))
            mark(`Janus ${data.includes('"ptype":"subscriber"') ? 'subscriber' : 'publisher'} join sent`);
          super.send(data);
        }
      };
      const Native = window.RTCPeerConnection;
      window.RTCPeerConnection = class extends Native {
        constructor(config?: RTCConfiguration) {
          super(config);
          kept.push(this);
          mark('peer connection made');
          this.addEventListener('track', (event) => {
            if (event.track.kind === 'video') mark('remote video track');
          });
          this.addEventListener('connectionstatechange', () => {
            if (this.connectionState === 'connected') mark('media connected');
            mark(`${this.role} connection ${this.connectionState}`);
          });
          this.addEventListener('iceconnectionstatechange', () =>
            mark(`${this.role} ICE ${this.iceConnectionState}`),
          );
          this.addEventListener('icegatheringstatechange', () =>
            mark(`${this.role} gathering ${this.iceGatheringState}`),
          );
        }
        /** The subscriber's connection is offered by Janus, the publisher's offers. */
        role = 'publisher';
        override setRemoteDescription(description: RTCSessionDescriptionInit) {
          if (description.type === 'offer') this.role = 'subscriber';
          mark(`remote ${description.type} set`);
          return super.setRemoteDescription(description);
        }
        override setLocalDescription(description?: RTCLocalSessionDescriptionInit) {
          if (description?.type) mark(`local ${description.type} set`);
          return super.setLocalDescription(description);
        }
      };
      const media = navigator.mediaDevices;
      if (media) {
        const getUserMedia = media.getUserMedia.bind(media);
        const captured: MediaStream[] = [];
        Object.assign(window, { capturedStreams: captured });
        media.getUserMedia = async (constraints) => {
          mark(`getUserMedia ${constraints?.video ? 'camera' : 'mic'}`);
          const stream = await getUserMedia(constraints);
          captured.push(stream);
          return stream;
        };
      }
      document.addEventListener(
        'click',
        (event) => {
          if (!(event.target instanceof Element) || !event.target.closest(join)) return;
          const clickedAt = performance.now();
          probe.clickedAt = clickedAt;
          probe.firstFrameAt = null;
          probe.marks = Object.fromEntries(Object.entries(early).map(([name, at]) => [name, at - clickedAt]));
          // The page's own work on the click (its handler, the drawing it makes) ends before this task.
          setTimeout(() => mark('click handled'), 0);
        },
        true,
      );
      setInterval(() => {
        if (probe.clickedAt === null || probe.firstFrameAt !== null) return;
        const videos = document.querySelectorAll<HTMLVideoElement>(remote);
        if (Array.from(videos).some((video) => video.videoWidth > 0)) probe.firstFrameAt = performance.now();
      }, 5);
    },
    [joinSelector, remoteVideoSelector] as const,
  );
};

/** A join timed in the page: the click to the first remote picture, and the marks on the way. */
export interface JoinTiming {
  firstFrameMs: number;
  marks: Record<string, number>;
}

const joinTiming = (page: Page): Promise<JoinTiming | null> =>
  page.evaluate(() => {
    const { clickedAt, firstFrameAt, marks } = (
      window as unknown as {
        joinProbe: { clickedAt: number | null; firstFrameAt: number | null; marks: Record<string, number> };
      }
    ).joinProbe;
    return clickedAt !== null && firstFrameAt !== null
      ? { firstFrameMs: firstFrameAt - clickedAt, marks }
      : null;
  });

/** Waits for the first remote picture after the join click; answers the timing. */
export const waitForFirstFrame = async (page: Page, timeoutMs = 30_000): Promise<JoinTiming> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const timing = await joinTiming(page);
    if (timing) return timing;
    if (Date.now() > deadline)
      throw new Error(`no remote picture ${timeoutMs / 1000} s after the join click`);
    await page.waitForTimeout(50);
  }
};

/**
 * Video frames the page has received, decoded and dropped, summed over its inbound video streams;
 * and what its camera's encoder did (frames encoded, seconds limited by CPU or by bandwidth, as
 * getStats' qualityLimitationDurations counts them).
 */
export interface FrameCounts {
  streams: number;
  received: number;
  decoded: number;
  dropped: number;
  encoded: number;
  cpuLimitedS: number;
  bandwidthLimitedS: number;
}

export const frameCounts = (page: Page): Promise<FrameCounts> =>
  page.evaluate(async () => {
    const counts = {
      streams: 0,
      received: 0,
      decoded: 0,
      dropped: 0,
      encoded: 0,
      cpuLimitedS: 0,
      bandwidthLimitedS: 0,
    };
    for (const pc of (window as unknown as { keptPeerConnections: RTCPeerConnection[] })
      .keptPeerConnections) {
      if (pc.connectionState === 'closed') continue;
      (await pc.getStats()).forEach(
        (s: {
          type: string;
          kind?: string;
          framesReceived?: number;
          framesDecoded?: number;
          framesDropped?: number;
          framesEncoded?: number;
          qualityLimitationDurations?: { cpu?: number; bandwidth?: number };
        }) => {
          if (s.type === 'outbound-rtp' && s.kind === 'video') {
            counts.encoded += s.framesEncoded ?? 0;
            counts.cpuLimitedS += s.qualityLimitationDurations?.cpu ?? 0;
            counts.bandwidthLimitedS += s.qualityLimitationDurations?.bandwidth ?? 0;
          }
          if (s.type !== 'inbound-rtp' || s.kind !== 'video') return;
          counts.streams++;
          counts.received += s.framesReceived ?? 0;
          counts.decoded += s.framesDecoded ?? 0;
          counts.dropped += s.framesDropped ?? 0;
        },
      );
    }
    return counts;
  });

/**
 * Stops (or restarts) the camera frames the page sends, on every peer connection it made: the sender
 * keeps its track aside and sends nothing until restarted. With every page paused and a moment given,
 * no frame is on its way or waiting in a receiver's jitter buffer, so frame counters read then are
 * exact: a frame received and not decoded is one lost, not one not yet decoded.
 */
export const pauseCamera = (page: Page, paused: boolean): Promise<void> =>
  page.evaluate(async (pause) => {
    const w = window as unknown as {
      keptPeerConnections: RTCPeerConnection[];
      pausedCameras?: Map<RTCRtpSender, MediaStreamTrack>;
    };
    w.pausedCameras ??= new Map();
    const pausedCameras = w.pausedCameras;
    for (const pc of w.keptPeerConnections) {
      if (pc.connectionState === 'closed') continue;
      for (const sender of pc.getSenders()) {
        const track = pause ? sender.track : pausedCameras.get(sender);
        if (track?.kind !== 'video') continue;
        await sender.replaceTrack(pause ? null : track);
        if (pause) pausedCameras.set(sender, track);
        else pausedCameras.delete(sender);
      }
    }
  }, paused);

/** Remote pictures the page shows now (remote <video> elements with a size). */
export const remotePictures = (page: Page, remoteVideoSelector: string): Promise<number> =>
  page.evaluate(
    (selector) =>
      Array.from(document.querySelectorAll<HTMLVideoElement>(selector)).filter((v) => v.videoWidth > 0)
        .length,
    remoteVideoSelector,
  );

/** The camera captures the page holds open now (live video tracks it got from getUserMedia), with their settings. */
export const liveCameras = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    ((window as unknown as { capturedStreams?: MediaStream[] }).capturedStreams ?? [])
      .flatMap((stream) => stream.getVideoTracks())
      .filter((track) => track.readyState === 'live')
      .map((track) => {
        const { width, height, frameRate } = track.getSettings();
        return `${width}x${height}@${frameRate}${track.enabled ? '' : ' (disabled)'}`;
      }),
  );
