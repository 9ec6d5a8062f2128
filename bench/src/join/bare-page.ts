import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CAMERA_FRAME_RATE, CAMERA_HEIGHT, CAMERA_WIDTH } from '@canstring/contracts';

/** The controls the bench drives on the bare page. */
export const BARE_JOIN = '#join';
export const BARE_REMOTE_VIDEO = 'video.remote';

/** janus.js as the product uses it (janus-gateway 1.4.2, ESM build), from the conference client's dependency. */
const janusScript = (): Buffer => {
  const fromClient = createRequire(path.resolve(__dirname, '../../../packages/client/package.json'));
  return readFileSync(fromClient.resolve('janus-gateway'));
};

/**
 * The baseline: nothing but janus.js. Given a pass (set on window.benchPass before the click; else the
 * click asks window.benchEnter for one, which enters the room through the gateway), the Join button
 * opens a Janus session, joins the VideoRoom as a publisher with the pass's feed id, then
 * publishes the fake camera (the product's camera size) and subscribes to every publisher (with its
 * private id, as the rooms require), one handle each, showing each feed's video in its own
 * <video class="remote">. No framework, no app state.
 */
const html = `<!doctype html>
<html><head><meta charset="utf-8"><title>bare janus.js</title></head>
<body>
<button id="join" type="button">Join</button>
<div id="videos"></div>
<script type="module">
import Janus from '/janus.es.js';
const ready = new Promise((resolve) =>
  Janus.init({
    debug: false,
    dependencies: Janus.useDefaultDependencies({ adapter: { browserDetails: { browser: 'chrome', version: 156 } } }),
    callback: resolve,
  }),
);
const videoroom = 'janus.plugin.videoroom';
const join = async () => {
  await ready;
  // Given a pass beforehand, or entering the room first (benchEnter: joinRoom with the pass, as the app does).
  const { pass, participantId } = window.benchPass ?? (await window.benchEnter());
  const subscribed = new Set();
  let janus;
  let privateId;
  let publisher;
  const subscribe = (list) => {
    for (const { id } of list ?? []) {
      if (subscribed.has(id) || id === pass.feedId) continue;
      subscribed.add(id);
      let handle;
      janus.attach({
        plugin: videoroom,
        token: pass.token,
        success: (made) => {
          handle = made;
          made.send({ message: { request: 'join', ptype: 'subscriber', room: pass.janusRoomId, streams: [{ feed: id }], private_id: privateId, token: pass.token } });
        },
        onmessage: (_message, jsep) => {
          if (!jsep) return;
          handle.createAnswer({
            jsep,
            tracks: [{ type: 'data', capture: false }],
            success: (answer) => handle.send({ message: { request: 'start', room: pass.janusRoomId }, jsep: answer }),
          });
        },
        onremotetrack: (track, _mid, on) => {
          if (!on || track.kind !== 'video' || document.getElementById('feed-' + id)) return;
          const video = document.createElement('video');
          Object.assign(video, { id: 'feed-' + id, className: 'remote', autoplay: true, muted: true, playsInline: true });
          video.srcObject = new MediaStream([track]);
          document.getElementById('videos').append(video);
        },
      });
    }
  };
  janus = new Janus({
    server: pass.janusUrl,
    token: pass.token,
    iceServers: pass.iceServers,
    success: () =>
      janus.attach({
        plugin: videoroom,
        token: pass.token,
        success: (handle) => {
          publisher = handle;
          handle.send({ message: { request: 'join', ptype: 'publisher', room: pass.janusRoomId, id: pass.feedId, display: participantId, token: pass.token } });
        },
        onmessage: (message, jsep) => {
          if (message.videoroom === 'joined') {
            privateId = message.private_id;
            subscribe(message.publishers);
            publisher.createOffer({
              tracks: [{ type: 'video', recv: false, capture: { width: { ideal: ${CAMERA_WIDTH} }, height: { ideal: ${CAMERA_HEIGHT} }, frameRate: { ideal: ${CAMERA_FRAME_RATE} } } }],
              success: (offer) => publisher.send({ message: { request: 'configure', audio: false, video: true }, jsep: offer }),
            });
          } else if (message.videoroom === 'event') subscribe(message.publishers);
          if (jsep) publisher.handleRemoteJsep({ jsep });
        },
      }),
  });
};
document.getElementById('join').addEventListener('click', () => void join());
</script>
</body></html>`;

export interface BarePage {
  url: string;
  close(): Promise<void>;
}

/** Serves the bare page and janus.js on a free loopback port. */
export const serveBarePage = async (): Promise<BarePage> => {
  const janus = janusScript();
  const server = createServer((req, res) => {
    if (req.url === '/janus.es.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(janus);
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
