import type { RoomMediaToken } from '@canstring/contracts';
import { expect, type Page, type Response, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { expectDecodingVideos, keepPeerConnections, mediaCounters } from './conference-kit';
import { administratorAccount, continuePastPreview, entryTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { rawPublishState, startRawPublish } from './raw-publish';
import { confirmCamera } from './room-kit';

/**
 * A webinar through Janus (spec 3 §6-§7; issue "Live room media"): the host publishes, a guest
 * viewer receives the picture but may not publish — the room offers them no camera or mic, and
 * media they push straight to Janus with their own pass never reaches anyone else.
 */

/**
 * How long a viewer's raw publish is watched: Janus tells the media service of a new publisher at
 * once, and the service's periodic publish check (every 5 s) is the fallback; the watch outlasts both.
 */
const PUBLISH_WATCH_MS = 12_000;

const figure = (description: string) => {
  test.info().annotations.push({ type: 'figure', description });
  console.info(`webinar e2e: ${description}`);
};

/** The pass the page got from the gateway (its JoinRoom answer carries it), with its participant. */
const mediaPassOf = (page: Page): Promise<{ pass: RoomMediaToken; participantId: string }> =>
  page
    .waitForResponse(
      (response: Response) =>
        response.url() === testPlatform().gatewayUrl &&
        (response.request().postDataJSON() as { operationName?: string } | null)?.operationName ===
          'JoinRoom',
      { timeout: 30_000 },
    )
    .then(async (response) => {
      const body = (await response.json()) as {
        data: { joinRoom: { participantId: string; media: RoomMediaToken } };
      };
      return { pass: body.data.joinRoom.media, participantId: body.data.joinRoom.participantId };
    });

/** Remote pictures on a page: tiles whose video has a size, and inbound videos with decoded frames. */
const remoteMedia = async (page: Page) => {
  const counters = await mediaCounters(page);
  return {
    pictures: counters.remoteWidths.filter((w) => w > 0).length,
    decoding: counters.framesDecoded.filter((n) => n > 0).length,
  };
};

test('a webinar: the guest viewer decodes the host and cannot publish, not even straight to Janus', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Wb']);
  const groupId = await newGroup(request, uniqueName('Webinar'), [member!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Webinar'),
    'webinar',
  );

  // The host starts the webinar and turns the camera on.
  const host = await signedInMember(browser, request, await administratorAccount(request));
  await keepPeerConnections(host.page);
  await host.page.goto(`${testPlatform().shellUrl}/host/${alias}`);
  await continuePastPreview(host.page);
  await expect(host.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  await host.page.getByTestId('toolbar-start').click();
  const hostCamera = host.page.getByTestId('toolbar-camera');
  await hostCamera.click();
  await confirmCamera(host.page);
  await expect(hostCamera).toHaveAttribute('aria-pressed', 'true');

  // A guest joins through the public link: a viewer.
  const guestContext = await browser.newContext();
  try {
    const guest = await guestContext.newPage();
    await keepPeerConnections(guest);
    await guest.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const popup = guest.getByTestId('enter-name');
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill('Viewer');
    await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0199');
    const passSeen = mediaPassOf(guest);
    await popup.getByRole('button', { name: entryTexts.join }).click();
    await continuePastPreview(guest);
    await expect(guest.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    const liveAt = Date.now();
    const { pass, participantId } = await passSeen;
    expect(pass.canPublish).toBe(false);

    // The viewer receives the host's picture.
    await expect
      .poll(async () => (await remoteMedia(guest)).pictures, { timeout: 30_000, intervals: [50] })
      .toBe(1);
    figure(`viewer: room live to the host's first frame ${Date.now() - liveAt} ms`);
    await expectDecodingVideos(guest, 1);

    // The room offers the viewer no publishing: camera and mic are disabled and nothing goes out.
    await expect(guest.getByTestId('toolbar-camera')).toBeDisabled();
    await expect(guest.getByTestId('toolbar-mic')).toBeDisabled();
    const sent = await mediaCounters(guest);
    expect(sent.videoBytesSent).toEqual([]);
    expect(sent.audioBytesSent).toEqual([]);
    // The host sees no picture from anyone: the only other participant is the viewer.
    expect((await remoteMedia(host.page)).pictures).toBe(0);

    // The viewer pushes their camera straight to Janus with their own pass.
    const attemptAt = Date.now();
    const attempt = await startRawPublish(guest, pass, participantId);
    figure(`viewer's raw publish: ${JSON.stringify(attempt)}`);

    // Whatever Janus did with it, nobody else ever gets a picture from the viewer.
    let removedAfter: number | null = null;
    let bytesSent = 0;
    const seenByHost: { afterMs: number; pictures: number; decoding: number }[] = [];
    while (Date.now() - attemptAt < PUBLISH_WATCH_MS) {
      const onHost = await remoteMedia(host.page);
      if (onHost.pictures > 0 || onHost.decoding > 0)
        seenByHost.push({ afterMs: Date.now() - attemptAt, ...onHost });
      const raw = await rawPublishState(guest);
      bytesSent = Math.max(bytesSent, raw.bytesSent);
      if (raw.removedBy && removedAfter === null) {
        removedAfter = Date.now() - attemptAt;
        figure(`viewer's publish removed by Janus after ${removedAfter} ms (${raw.removedBy})`);
      }
      await host.page.waitForTimeout(100);
    }
    figure(`viewer's raw publish sent ${bytesSent} video bytes towards Janus`);
    if (seenByHost.length)
      figure(
        `the host received the viewer's video from ${seenByHost[0]!.afterMs} to ${seenByHost.at(-1)!.afterMs} ms`,
      );
    expect(seenByHost).toEqual([]);
    // Janus refused it, or the publish guard removed it within the watch.
    expect(attempt.answered === false || removedAfter !== null).toBe(true);
    // The host keeps nothing of the removed publish: no tile, no subscription still open to it.
    const leftOnHost = await mediaCounters(host.page);
    expect(leftOnHost.remoteWidths).toEqual([]);
    expect(leftOnHost.framesDecoded).toEqual([]);
    // The host's own picture still reaches the viewer.
    await expectDecodingVideos(guest, 1);
  } finally {
    await guestContext.close();
    await host.context.close();
  }
});
