import path from 'node:path';
import { MEDIA_SERVER_LOSS_TARGET_MS } from '@canstring/contracts';
import { chromiumLaunchOptions, fakeMediaArgs } from '@canstring/e2e/chromium';
import { newMembers } from '@canstring/e2e/kit/chat-kit';
import { expectDecodingVideos } from '@canstring/e2e/kit/conference-kit';
import { testPlatform } from '@canstring/e2e/kit/platform';
import {
  conferenceServerOf,
  firstFrameAt,
  type InRoom,
  janusSocketsOf,
  killJanus,
  listedJanusServers,
  meetingOfTwo,
  watchFirstFrameSince,
} from '@canstring/e2e/kit/server-loss-kit';
import { chromium, expect, type Page, request as playwrightRequest } from '@playwright/test';
import { launchPlatform, missingBuilds } from '../../join/platform';
import { positive } from '../../settings';
import { lineOf, percentile } from './figures';
import { portAnswers } from './port-answers';

/**
 * Failover of the media servers, in the built product started by its launcher with the two Janus
 * servers of infra/deploy/janus/janus-servers.json and Debian's Chromium with the fake camera: one
 * meeting of two participants sending their camera; FAILOVER_KILLS times (10), the Janus server the
 * room is on is killed (SIGKILL) and the time from the kill to each participant's first decoded frame
 * again (on the other server) is measured. The baseline, in the same run, is the same rejoin with the
 * server alive: each participant's WebSocket to Janus closed under the page (a network drop), to its
 * first decoded frame again. The launcher restarts the killed Janus; the next kill waits for it.
 * Run: bash infra/bin/media-netns.sh node --import tsx bench/src/failover/media/main.ts
 */
const RUN_HINT = 'bash infra/bin/media-netns.sh node --import tsx bench/src/failover/media/main.ts';
const root = path.resolve(__dirname, '../../../..');

/** What a participant's page shows and holds of the conference (printed when the video does not come back). */
const describePage = async (page: Page, since: number) => {
  const shown =
    (await page
      .locator('body')
      .textContent()
      .catch(() => '(page gone)')) ?? '';
  const probes = await page
    .evaluate(() => {
      const { connections } = (
        window as unknown as { mediaProbes: { connections: { pc: RTCPeerConnection; at: number }[] } }
      ).mediaProbes;
      return connections.map((c) => `${c.at}:${c.pc.connectionState}`);
    })
    .catch(() => []);
  const tiles = await page
    .locator('[data-testid="participant-tile"]')
    .evaluateAll((all) => all.map((tile) => JSON.stringify((tile as HTMLElement).dataset)))
    .catch(() => []);
  return [
    `the page reads: ${shown.replace(/\s+/g, ' ').slice(0, 300)}`,
    `its Janus sockets: ${JSON.stringify(await janusSocketsOf(page).catch(() => []))}`,
    `its peer connections (made at: state), since ${since}: ${JSON.stringify(probes)}`,
    `its tiles: ${tiles.join(' ')}`,
  ].join('\n  ');
};

/** Waits for every participant's first decoded frame on a connection made after `since`; answers each delay. */
const framesBack = async (room: InRoom[], since: number): Promise<number[]> => {
  const delays: number[] = [];
  for (const { page } of room) {
    try {
      await expect.poll(() => firstFrameAt(page), { timeout: 60_000, intervals: [100] }).not.toBeNull();
    } catch (error) {
      // What each person sees and holds then says why the video did not come back.
      for (const [index, { page: each }] of room.entries())
        console.error(`participant ${index + 1}:\n  ${await describePage(each, since)}`);
      throw error;
    }
    delays.push(((await firstFrameAt(page)) as number) - since);
  }
  return delays;
};

/** Closes the page's open WebSockets to Janus, as a network drop does. */
const dropJanusSocket = (page: Page) =>
  page.evaluate(() => {
    const probes = (window as unknown as { mediaProbes: { sockets: WebSocket[] } }).mediaProbes;
    for (const ws of probes.sockets) if (ws.readyState === WebSocket.OPEN) ws.close();
  });

/** Both participants on one server again, decoding each other, the room no longer reconnecting. */
const settled = async (room: InRoom[]) => {
  for (const { page } of room) {
    await expect(page.getByTestId('conference-reconnecting')).toHaveCount(0, { timeout: 60_000 });
    await expectDecodingVideos(page, 1);
  }
  const [a, b] = await Promise.all(room.map(({ page }) => conferenceServerOf(page)));
  expect(a).toBe(b);
  return a as string;
};

const main = async () => {
  if (!process.env.E2E_JANUS_INTERFACE) throw new Error(`Run it in the media namespace: ${RUN_HINT}`);
  const missing = missingBuilds();
  if (missing.length) throw new Error(`Build first (pnpm build): ${missing.join(', ')} missing`);
  process.env.E2E_JANUS_SERVERS_FILE ??= path.join(root, 'infra', 'deploy', 'janus', 'janus-servers.json');
  const kills = positive('FAILOVER_KILLS', 10);

  const platform = await launchPlatform();
  const browser = await chromium.launch(chromiumLaunchOptions(fakeMediaArgs));
  const request = await playwrightRequest.newContext();
  const ours: number[] = [];
  const baseline: number[] = [];
  try {
    const [member] = await newMembers(request, ['Fo']);
    const room = await meetingOfTwo(browser, request, member!);
    const servers = listedJanusServers();
    for (let round = 1; round <= kills; round += 1) {
      await settled(room);
      // Baseline: the same rejoin with the server alive.
      const droppedAt = Date.now();
      for (const { page } of room) await watchFirstFrameSince(page, droppedAt);
      for (const { page } of room) await dropJanusSocket(page);
      const dropped = await framesBack(room, droppedAt);
      baseline.push(...dropped);

      const server = await settled(room);
      const other = servers.find((s) => s.name !== server);
      // The other server answers again (the launcher restarted it after the last kill).
      if (other)
        await expect
          .poll(() => portAnswers(Number(new URL(other.wsUrl).port)), { timeout: 60_000 })
          .toBe(true);
      const killedAt = Date.now();
      for (const { page } of room) await watchFirstFrameSince(page, killedAt);
      killJanus(testPlatform().dataDir, server);
      const back = await framesBack(room, killedAt);
      ours.push(...back);
      console.info(
        `kill ${round}: ${server} killed, video back after ${back.join(' ms, ')} ms (socket drop: ${dropped.join(' ms, ')} ms)`,
      );
    }
    for (const { close } of room) await close();
  } finally {
    await request.dispose();
    await browser.close();
    await platform.stop();
  }

  console.info('');
  console.info(
    `Media server failover, ${kills} kills, 2 participants (time to each one's first decoded frame again)`,
  );
  console.info(lineOf('Janus server killed (ours)', ours));
  console.info(lineOf('WebSocket dropped, server alive (baseline)', baseline));
  const p99 = percentile(ours, 0.99);
  console.info(
    `target: video back for everyone within ${MEDIA_SERVER_LOSS_TARGET_MS} ms: ${p99 <= MEDIA_SERVER_LOSS_TARGET_MS ? 'met' : 'NOT met'} (p99 ${p99} ms)`,
  );
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
