import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, signedInMember } from './chat-kit';
import { expectDecodingVideos } from './conference-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { confirmCamera } from './room-kit';

/**
 * What a page of the media-server loss spec and bench records in the browser: each peer connection
 * with the time it was made, each WebSocket to Janus, and whether the room ever said it was
 * reconnecting the video.
 */
export const keepMediaProbes = (page: Page) =>
  page.addInitScript(() => {
    const probes = {
      connections: [] as { pc: RTCPeerConnection; at: number }[],
      sockets: [] as WebSocket[],
      sawReconnecting: false,
    };
    (window as unknown as { mediaProbes: typeof probes }).mediaProbes = probes;
    // The conference kit's counters read the same connections.
    const kept: RTCPeerConnection[] = [];
    (window as unknown as { keptPeerConnections: RTCPeerConnection[] }).keptPeerConnections = kept;
    const NativePc = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends NativePc {
      constructor(config?: RTCConfiguration) {
        super(config);
        kept.push(this);
        probes.connections.push({ pc: this, at: Date.now() });
      }
    };
    const NativeWs = window.WebSocket;
    window.WebSocket = class extends NativeWs {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (protocols === 'janus-protocol') probes.sockets.push(this);
      }
    };
    new MutationObserver(() => {
      if (document.querySelector('[data-testid="conference-reconnecting"]')) probes.sawReconnecting = true;
    }).observe(document, { childList: true, subtree: true });
  });

interface Probed {
  mediaProbes: {
    connections: { pc: RTCPeerConnection; at: number }[];
    sockets: WebSocket[];
    sawReconnecting: boolean;
  };
}

/** The Janus WebSocket addresses the page opened, and whether each is open now. */
export const janusSocketsOf = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as Probed).mediaProbes.sockets.map((ws) => ({
      url: ws.url,
      open: ws.readyState === WebSocket.OPEN,
    })),
  );

export const sawReconnecting = (page: Page) =>
  page.evaluate(() => (window as unknown as Probed).mediaProbes.sawReconnecting);

/**
 * Starts watching, in the page, for the first decoded video frame on a peer connection made at or
 * after `since` (page and test share the machine's clock); `firstFrameAt` reads when that was.
 */
export const watchFirstFrameSince = (page: Page, since: number) =>
  page.evaluate((from) => {
    const probes = (window as unknown as Probed & { firstFrameAt: number | null }).mediaProbes;
    const w = window as unknown as { firstFrameAt: number | null };
    w.firstFrameAt = null;
    const timer = setInterval(async () => {
      for (const { pc, at } of probes.connections) {
        if (at < from || pc.connectionState === 'closed') continue;
        const stats = await pc.getStats();
        let decoded = 0;
        stats.forEach((s: { type: string; kind?: string; framesDecoded?: number }) => {
          if (s.type === 'inbound-rtp' && s.kind === 'video') decoded += s.framesDecoded ?? 0;
        });
        if (decoded > 0 && w.firstFrameAt === null) {
          w.firstFrameAt = Date.now();
          clearInterval(timer);
          return;
        }
      }
    }, 20);
  }, since);

export const firstFrameAt = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrameAt: number | null }).firstFrameAt);

/** Peer connections the page made at or after `since`. */
export const connectionsSince = (page: Page, since: number) =>
  page.evaluate(
    (from) => (window as unknown as Probed).mediaProbes.connections.filter((c) => c.at >= from).length,
    since,
  );

export interface ListedServer {
  name: string;
  wsUrl: string;
}

/** The Janus servers of the list the platform runs (E2E_JANUS_SERVERS_FILE). */
export const listedJanusServers = (): ListedServer[] => {
  const file = process.env.E2E_JANUS_SERVERS_FILE;
  if (!file) throw new Error('E2E_JANUS_SERVERS_FILE names no list of Janus servers');
  return (JSON.parse(readFileSync(file, 'utf8')) as { servers: ListedServer[] }).servers;
};

/** The listed server a WebSocket address belongs to. */
export const serverOfUrl = (url: string): ListedServer => {
  const found = listedJanusServers().find((s) => new URL(s.wsUrl).port === new URL(url).port);
  if (!found) throw new Error(`${url} is none of the listed Janus servers`);
  return found;
};

/**
 * Kills a Janus server the launcher runs at once (SIGKILL), as a lost machine: the one started with
 * its own folder under the platform's data folder. Answers the time of the kill.
 */
export const killJanus = (dataDir: string, name: string): number => {
  const folder = path.join(dataDir, 'janus', name);
  const lines = execFileSync('ps', ['-eo', 'pid=,args='], { encoding: 'utf8' }).split('\n');
  const pids = lines.flatMap((line) => {
    const [pid, ...args] = line.trim().split(/\s+/);
    return args[0]?.endsWith('janus') && args.includes(folder) ? [Number(pid)] : [];
  });
  if (pids.length !== 1) throw new Error(`expected one Janus in ${folder}, found ${pids.length}`);
  const at = Date.now();
  process.kill(pids[0] as number, 'SIGKILL');
  return at;
};

export interface InRoom {
  page: Page;
  close(): Promise<void>;
}

export const enterMeeting = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  path: string,
) => {
  const signedIn = await signedInMember(browser, request, member);
  await keepMediaProbes(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${path}`);
  await continuePastPreview(signedIn.page);
  await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  return { page: signedIn.page, close: () => signedIn.context.close() } satisfies InRoom;
};

const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  await confirmCamera(page);
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

/** A started meeting with its host and one member, both sending their camera and decoding the other's. */
export const meetingOfTwo = async (browser: Browser, request: APIRequestContext, member: Member) => {
  const groupId = await newGroup(request, uniqueName('Loss'), [member]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Loss'),
  );
  const host = await enterMeeting(browser, request, await administratorAccount(request), `/host/${alias}`);
  await host.page.getByTestId('toolbar-start').click();
  await cameraOn(host.page);
  const guest = await enterMeeting(browser, request, member, `/join/${alias}/${member.firstName}`);
  await cameraOn(guest.page);
  for (const { page } of [host, guest]) await expectDecodingVideos(page, 1);
  return [host, guest];
};

/** The one Janus server a page's conference is on now. */
export const conferenceServerOf = async (page: Page) => {
  const open = (await janusSocketsOf(page)).filter((s) => s.open);
  expect(open).toHaveLength(1);
  return serverOfUrl(open[0]!.url).name;
};
