import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@canstring/service-kit';
import { janusAdmin } from '../../../services/media/src/janus/janus-admin';
import { feedIdOf, janusRoomIdOf } from '../../../services/media/src/janus/janus-ids';
import { janusRooms } from '../../../services/media/src/janus/janus-rooms';
import { publishGuard } from '../../../services/media/src/janus/publish-guard';
import type { LiveMedia } from '../../../services/media/src/live-media/live-media-deps';
import { type Capture, startCapture, stopCapture } from '../../../services/media/src/recording/capture';
import { tracksDirOf } from '../../../services/media/src/recording/tracks-folder';
import {
  type BrowserParticipant,
  launchChromiumForTest,
  openBrowserParticipant,
} from '../../../services/media/src/test-support/browser-participant-for-test';
import { startJanusForTest } from '../../../services/media/src/test-support/media-servers-for-test';
import { newRoomMediaToken } from '../../../services/media/src/tokens/room-media-token';
import { composeRecording } from '../../../services/recording/src/compose/compose-recording';
import { positive } from '../settings';
import { childrenCpuSeconds, janusCpuSeconds, newJanusPid } from './janus-cpu';

const RUN_HINT = 'bash infra/bin/media-netns.sh pnpm --filter @canstring/bench run record';
const PUBLISHERS = 4;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Recording a meeting of four publishers (Chromium's fake camera and mic, 320×240, each its own page),
 * on a real Janus: the SFU's CPU over a window unrecorded, then over the same window recorded (the
 * same run, the same publishers); then the composition of the recorded window into one video by the
 * recording service's composer (janus-pp-rec, then one ffmpeg run), its time as a ratio of the
 * meeting's length, and the output's bitrate and size per minute.
 */
const main = async () => {
  // Each window (unrecorded, then recorded): the test pages' Janus sessions do not outlive ~60 s.
  const windowS = positive('BENCH_WINDOW_S', 30);
  if (!process.env.E2E_JANUS_INTERFACE) {
    console.error(`Janus needs the media network namespace (it skips loopback): run\n  ${RUN_HINT}`);
    process.exitCode = 1;
    return;
  }
  const before = new Set(readdirSync('/proc').filter((p) => /^\d+$/.test(p)));
  const janus = await startJanusForTest({ iceInterface: process.env.E2E_JANUS_INTERFACE });
  const janusPid = newJanusPid(before);
  const browser = await launchChromiumForTest();
  // tsx keeps function names with a `__name` helper the pages do not have: give it to them.
  const newPage = browser.browser.newPage.bind(browser.browser);
  browser.browser.newPage = async (...args) => {
    const page = await newPage(...args);
    await page.addInitScript('window.__name = (f) => f');
    return page;
  };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-record-'));
  const peers: BrowserParticipant[] = [];
  try {
    const secret = janus.adminSecret;
    const admin = janusAdmin({ url: janus.adminUrl, secret });
    const rooms = janusRooms(admin, secret);
    const log = createLogger('bench', 'silent');
    const media = {
      log,
      janus: admin,
      rooms,
      secret,
      guard: publishGuard({ rooms, secret, log }),
    } as unknown as LiveMedia;
    const capture: Capture = { media, dataDir, minFreeBytes: 0 };
    const room = String(9_000_000 + Math.floor(Math.random() * 999_999));
    const janusRoomId = janusRoomIdOf(room, secret);
    await rooms.ensure(janusRoomId, 'bench');
    const feeds: number[] = [];
    for (let i = 0; i < PUBLISHERS; i++) {
      const participantId = randomUUID();
      const token = newRoomMediaToken({
        janusRoomId,
        participantId,
        expiry: Math.floor(Date.now() / 1000) + 3600,
      });
      await admin.addToken(token);
      await rooms.allow(janusRoomId, [token], 'add');
      const peer = await openBrowserParticipant(browser, { wsUrl: janus.wsUrl, token });
      peers.push(peer);
      feeds.push(feedIdOf(participantId, secret));
      await peer.publish(janusRoomId, feeds[i] as number, ['audio', 'video']);
    }
    // Each page also watches the next one's feed, so the SFU forwards as well as receives.
    for (const [i, peer] of peers.entries())
      await peer.subscribe(janusRoomId, feeds[(i + 1) % PUBLISHERS] as number);
    await sleep(3_000);

    const cpu = async () => {
      const start = janusCpuSeconds(janusPid);
      await sleep(windowS * 1000);
      return (janusCpuSeconds(janusPid) - start) / windowS;
    };
    const unrecorded = await cpu();
    const publishing = (await rooms.participants(janusRoomId)).filter((p) => p.publisher).length;
    console.info(`publishing after the unrecorded window: ${publishing} of ${PUBLISHERS}`);
    const recordingId = `${room}_${Date.now()}_bench`;
    await startCapture(capture, room, recordingId);
    const startedAt = new Date().toISOString();
    const recorded = await cpu();
    await stopCapture(capture, room, recordingId);
    const endedAt = new Date().toISOString();
    const tracksDir = tracksDirOf(dataDir, recordingId);
    const tracksBytes = readdirSync(tracksDir)
      .filter((f) => f.endsWith('.mjr'))
      .reduce((sum, f) => sum + statSync(path.join(tracksDir, f)).size, 0);
    for (const peer of peers.splice(0)) await peer.close();
    console.info(`captured: ${readdirSync(tracksDir).filter((f) => f.endsWith('.mjr')).length} tracks`);

    const manifest = JSON.parse(readFileSync(path.join(tracksDir, 'manifest.json'), 'utf8')) as {
      feeds: unknown[];
    };
    const childCpuBefore = childrenCpuSeconds();
    const composeStarted = Date.now();
    const composed = await composeRecording(
      {
        recordingId,
        meetingNumber: room,
        startedAt,
        endedAt,
        tracksDir,
        timeline: [],
        outputDir: path.join(dataDir, 'recordings'),
        workDir: path.join(dataDir, 'composing'),
        dataDir,
      },
      new AbortController().signal,
    );
    const composeS = (Date.now() - composeStarted) / 1000;
    const composeCpuS = childrenCpuSeconds() - childCpuBefore;
    const webmBytes = statSync(path.join(dataDir, 'recordings', `${recordingId}.webm`)).size;
    const minutes = composed.durationSeconds / 60;
    console.info(
      JSON.stringify(
        {
          publishers: PUBLISHERS,
          windowSeconds: windowS,
          manifestFeeds: manifest.feeds.length,
          janusCpuUnrecorded: `${(unrecorded * 100).toFixed(1)}% of a core`,
          janusCpuRecorded: `${(recorded * 100).toFixed(1)}% of a core`,
          janusExtraCpu: `${((recorded - unrecorded) * 100).toFixed(1)} points of a core`,
          capturedTracksMBPerMinute: Number((tracksBytes / 1e6 / minutes).toFixed(2)),
          videoSeconds: composed.durationSeconds,
          composeSeconds: Number(composeS.toFixed(1)),
          composeRatio: Number((composeS / composed.durationSeconds).toFixed(3)),
          // CPU the tools used: on an idle 2-core machine the wall time is at least half of it.
          composeCpuSeconds: Number(composeCpuS.toFixed(1)),
          composeCpuRatioOn2Cores: Number((composeCpuS / 2 / composed.durationSeconds).toFixed(3)),
          loadAverage: os.loadavg().map((l) => Number(l.toFixed(1))),
          outputKbps: Math.round((webmBytes * 8) / composed.durationSeconds / 1000),
          outputMBPerMinute: Number((webmBytes / 1e6 / minutes).toFixed(2)),
        },
        null,
        1,
      ),
    );
  } finally {
    for (const peer of peers) await peer.close().catch(() => undefined);
    await browser.close();
    await janus.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
