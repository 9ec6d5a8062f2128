import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CAMERA_FRAME_RATE, CAMERA_HEIGHT, CAMERA_WIDTH } from '@canstring/contracts';

/** janus.js as the product uses it (janus-gateway 1.4.2, ESM build), from the conference client's dependency. */
const janusScript = (): Buffer => {
  const fromClient = createRequire(path.resolve(__dirname, '../../../packages/client/package.json'));
  return readFileSync(fromClient.resolve('janus-gateway'));
};

const init = `
import Janus from '/janus.es.js';
const ready = new Promise((resolve) =>
  Janus.init({
    debug: false,
    dependencies: Janus.useDefaultDependencies({ adapter: { browserDetails: { browser: 'chrome', version: 156 } } }),
    callback: resolve,
  }),
);
const videoroom = 'janus.plugin.videoroom';
`;

/**
 * A candidate without the app: nothing but janus.js publishing the fake camera (the product's camera
 * size, video only) with the candidate's pass and feed id, as the exam's candidates do. Started by
 * window.benchStart() once window.benchPass is set.
 */
const publisherHtml = `<!doctype html><html><head><meta charset="utf-8"><title>bare candidate</title></head><body>
<script type="module">
${init}
window.benchStart = async () => {
  await ready;
  const { pass, participantId } = window.benchPass;
  let handle;
  const janus = new Janus({
    server: pass.janusUrl, token: pass.token, iceServers: pass.iceServers,
    success: () => janus.attach({
      plugin: videoroom, token: pass.token,
      success: (made) => {
        handle = made;
        made.send({ message: { request: 'join', ptype: 'publisher', room: pass.janusRoomId, id: pass.feedId, display: participantId, token: pass.token } });
      },
      onmessage: (message, jsep) => {
        if (message.videoroom === 'joined')
          handle.createOffer({
            tracks: [{ type: 'video', recv: false, capture: { width: { ideal: ${CAMERA_WIDTH} }, height: { ideal: ${CAMERA_HEIGHT} }, frameRate: { ideal: ${CAMERA_FRAME_RATE} } } }],
            success: (offer) => handle.send({ message: { request: 'configure', audio: false, video: true }, jsep: offer }),
          });
        if (jsep) handle.handleRemoteJsep({ jsep });
      },
    }),
  });
};
</script></body></html>`;

/**
 * The baseline examiner: nothing but janus.js, joining the VideoRoom with the examiner's pass (as the
 * app does, to hear of the publishers) and receiving, video only, every candidate's camera and the
 * selected candidate's screen, each in its own <video class="remote">. Started by window.benchStart().
 */
const watcherHtml = `<!doctype html><html><head><meta charset="utf-8"><title>bare examiner</title></head><body>
<div id="videos"></div>
<script type="module">
${init}
window.benchStart = async () => {
  await ready;
  const { pass, participantId, selected } = window.benchPass;
  const subscribed = new Set();
  let janus;
  let privateId;
  let room;
  const subscribe = (list) => {
    for (const { id, display, streams } of list ?? []) {
      if (subscribed.has(id) || id === pass.feedId || id === pass.screenFeedId) continue;
      const screen = String(display).startsWith('screen:');
      if (screen && display !== 'screen:' + selected) continue;
      subscribed.add(id);
      const video = (streams ?? []).filter((s) => s.type === 'video' && !s.disabled).map((s) => ({ feed: id, mid: s.mid }));
      let handle;
      janus.attach({
        plugin: videoroom, token: pass.token,
        success: (made) => {
          handle = made;
          made.send({ message: { request: 'join', ptype: 'subscriber', room: pass.janusRoomId, streams: video.length ? video : [{ feed: id }], private_id: privateId, token: pass.token } });
        },
        onmessage: (_message, jsep) => {
          if (!jsep) return;
          handle.createAnswer({
            jsep, tracks: [{ type: 'data', capture: false }],
            success: (answer) => handle.send({ message: { request: 'start', room: pass.janusRoomId }, jsep: answer }),
          });
        },
        onremotetrack: (track, _mid, on) => {
          if (!on || track.kind !== 'video' || document.getElementById('feed-' + id)) return;
          const element = document.createElement('video');
          Object.assign(element, { id: 'feed-' + id, className: 'remote', autoplay: true, muted: true, playsInline: true });
          element.srcObject = new MediaStream([track]);
          document.getElementById('videos').append(element);
        },
      });
    }
  };
  janus = new Janus({
    server: pass.janusUrl, token: pass.token, iceServers: pass.iceServers,
    success: () => janus.attach({
      plugin: videoroom, token: pass.token,
      success: (made) => {
        room = made;
        made.send({ message: { request: 'join', ptype: 'publisher', room: pass.janusRoomId, id: pass.feedId, display: participantId, token: pass.token } });
      },
      onmessage: (message) => {
        if (message.videoroom === 'joined') privateId = message.private_id;
        if (message.videoroom === 'joined' || message.videoroom === 'event') subscribe(message.publishers);
      },
    }),
  });
};
</script></body></html>`;

export interface BarePages {
  publisherUrl: string;
  watcherUrl: string;
  close(): Promise<void>;
}

/** Serves the two bare pages and janus.js on a free loopback port. */
export const serveBarePages = async (): Promise<BarePages> => {
  const janus = janusScript();
  const server = createServer((req, res) => {
    if (req.url === '/janus.es.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(janus);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(req.url === '/watch' ? watcherHtml : publisherHtml);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  return {
    publisherUrl: `${base}/publish`,
    watcherUrl: `${base}/watch`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
