import { MEDIA_SERVER_LOSS_TARGET_MS } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { newMembers } from './chat-kit';
import { expectDecodingVideos } from './conference-kit';
import { testPlatform } from './platform';
import {
  conferenceServerOf,
  connectionsSince,
  firstFrameAt,
  janusSocketsOf,
  killJanus,
  meetingOfTwo,
  sawReconnecting,
  watchFirstFrameSince,
} from './server-loss-kit';

/**
 * A media server lost mid-meeting: the platform runs two Janus servers (infra/deploy/janus), two
 * rooms are placed on different ones, and one Janus is killed. Its room's participants rejoin on the
 * other server by themselves and decode each other again (how fast is the bench's figure), the room
 * saying it is reconnecting meanwhile; the other room never notices. Runs in the network
 * namespace of infra/bin/media-netns.sh with e2e/playwright.servers.config.ts.
 */

test('a Janus server killed mid-meeting: its room rejoins on the other by itself, the other room never notices', async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const [ana, bob] = await newMembers(request, ['Ls', 'Lt']);
  const first = await meetingOfTwo(browser, request, ana!);
  const second = await meetingOfTwo(browser, request, bob!);
  const everyone = [...first, ...second];
  try {
    // Each room on its own server: the second room went to the one with less load.
    const lostServer = await conferenceServerOf(first[0]!.page);
    expect(await conferenceServerOf(first[1]!.page)).toBe(lostServer);
    const keptServer = await conferenceServerOf(second[0]!.page);
    expect(keptServer).not.toBe(lostServer);
    expect(await conferenceServerOf(second[1]!.page)).toBe(keptServer);

    const killedAt = Date.now();
    for (const { page } of first) await watchFirstFrameSince(page, killedAt);
    killJanus(testPlatform().dataDir, lostServer);

    // Each participant of the lost room decodes the other again, on new connections to the other server.
    const backAfter: number[] = [];
    for (const { page } of first) {
      await expect.poll(() => firstFrameAt(page), { timeout: 30_000, intervals: [100] }).not.toBeNull();
      backAfter.push(((await firstFrameAt(page)) as number) - killedAt);
    }
    // The target's figures are the bench's (bench/src/failover/media); here it is only said.
    console.info(
      `media server loss: video back after ${backAfter.join(' ms, ')} ms (target ${MEDIA_SERVER_LOSS_TARGET_MS} ms)`,
    );
    for (const { page } of first) {
      expect(await conferenceServerOf(page)).toBe(keptServer);
      expect(await sawReconnecting(page)).toBe(true);
      await expect(page.getByTestId('conference-reconnecting')).toHaveCount(0);
      await expect(page.getByTestId('room-disconnected')).toHaveCount(0);
      await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
      await expectDecodingVideos(page, 1);
    }

    // The other room: the same single session all along, no new connection, never reconnecting.
    for (const { page } of second) {
      expect(await janusSocketsOf(page)).toEqual([expect.objectContaining({ open: true })]);
      expect(await connectionsSince(page, killedAt)).toBe(0);
      expect(await sawReconnecting(page)).toBe(false);
      await expectDecodingVideos(page, 1);
    }
  } finally {
    for (const { close } of everyone) await close();
  }
});
