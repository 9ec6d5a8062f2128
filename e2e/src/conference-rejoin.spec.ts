import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { expectDecodingVideos, keepPeerConnections, mediaCounters } from './conference-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { confirmCamera } from './room-kit';

/**
 * A lost connection to the SFU (spec 3 §4, §8; issue "Live room media" item 6): the participant's
 * WebSocket to Janus is closed under the page, as a network drop does; the conference rejoins with a
 * fresh pass by itself and the pictures flow both ways again, without the disconnection message.
 * Runs in the network namespace of infra/bin/media-netns.sh like the other conference specs.
 */

interface InRoom {
  page: Page;
  close(): Promise<void>;
}

/** Keeps the page's WebSockets to Janus (janus.js opens them with its 'janus-protocol'). */
const keepJanusSockets = (page: Page) =>
  page.addInitScript(() => {
    const Native = window.WebSocket;
    const kept: WebSocket[] = [];
    (window as unknown as { keptJanusSockets: WebSocket[] }).keptJanusSockets = kept;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        if (protocols === 'janus-protocol') kept.push(this);
      }
    };
  });

const enter = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  path: string,
): Promise<InRoom> => {
  const signedIn = await signedInMember(browser, request, member);
  await keepPeerConnections(signedIn.page);
  await keepJanusSockets(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${path}`);
  await continuePastPreview(signedIn.page);
  await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  return { page: signedIn.page, close: () => signedIn.context.close() };
};

const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  await confirmCamera(page);
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

test('a participant whose connection to Janus drops rejoins with a fresh pass and the pictures come back', async ({
  browser,
  request,
}) => {
  const [ana] = await newMembers(request, ['Rj']);
  const groupId = await newGroup(request, uniqueName('Rejoin'), [ana!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Rejoin'),
  );
  const host = await enter(browser, request, await administratorAccount(request), `/host/${alias}`);
  await host.page.getByTestId('toolbar-start').click();
  await cameraOn(host.page);
  const guest = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`);
  await cameraOn(guest.page);
  try {
    for (const { page } of [host, guest]) await expectDecodingVideos(page, 1);

    const droppedAt = Date.now();
    const closed = await guest.page.evaluate(() => {
      const kept = (window as unknown as { keptJanusSockets: WebSocket[] }).keptJanusSockets;
      const open = kept.filter((ws) => ws.readyState === WebSocket.OPEN);
      for (const ws of open) ws.close();
      return open.length;
    });
    expect(closed).toBe(1);
    // A new session: a second socket to Janus, and the host's picture decoded on new connections.
    await expect
      .poll(
        () =>
          guest.page.evaluate(
            () =>
              (window as unknown as { keptJanusSockets: WebSocket[] }).keptJanusSockets.filter(
                (ws) => ws.readyState === WebSocket.OPEN,
              ).length,
          ),
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect
      .poll(async () => (await mediaCounters(guest.page)).remoteWidths.filter((w) => w > 0).length, {
        timeout: 30_000,
        intervals: [100],
      })
      .toBe(1);
    console.info(`rejoin: socket closed to the host's picture again ${Date.now() - droppedAt} ms`);
    for (const { page } of [host, guest]) await expectDecodingVideos(page, 1);
    await expect(guest.page.getByTestId('room-disconnected')).toHaveCount(0);
    await expect(guest.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  } finally {
    await guest.close();
    await host.close();
  }
});
