import { conferenceMessages } from '@canstring/contracts';
import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { administratorToken, type Member, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { expectDecodingVideos, keepPeerConnections } from './conference-kit';
import { administratorAccount, continuePastPreview, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { confirmCamera } from './room-kit';

/**
 * Bad input to the SFU (issue "Live room media"), each changed in the page on its way to Janus (its
 * WebSocket), once: a pass Janus does not know (for the session, and for the room), and an offer
 * that is no SDP. Janus refuses each, the
 * person reads why, the client tries again 5 s later and gets in, and the others' conference never
 * stops.
 */

/**
 * Changes the first request of each kind given that the page sends to Janus: a session opened with a
 * forged pass, a room join with a forged pass, or a broken SDP.
 */
const changeFirstJanusRequests = (page: Page, kinds: ('create' | 'join' | 'publishing offer')[]) =>
  page.addInitScript((picks) => {
    const nativeSend = WebSocket.prototype.send;
    const changed = new Set<string>();
    const change = (pick: (typeof picks)[number]) =>
      picks.includes(pick) && !changed.has(pick) && changed.add(pick);
    WebSocket.prototype.send = function send(this: WebSocket, data) {
      if (typeof data === 'string' && this.protocol === 'janus-protocol') {
        const message = JSON.parse(data) as {
          janus?: string;
          token?: string;
          body?: { request?: string; ptype?: string; token?: string };
          jsep?: { type: string; sdp: string };
        };
        if (message.janus === 'create' && change('create')) {
          message.token = 'rm1.forged-pass';
          return nativeSend.call(this, JSON.stringify(message));
        }
        if (message.body?.request === 'join' && message.body.ptype === 'publisher' && change('join')) {
          message.body.token = 'rm1.forged-pass';
          return nativeSend.call(this, JSON.stringify(message));
        }
        if (
          message.body?.request === 'configure' &&
          message.jsep?.type === 'offer' &&
          change('publishing offer')
        ) {
          message.jsep.sdp = 'v=0\r\nthis is not a session description\r\n';
          return nativeSend.call(this, JSON.stringify(message));
        }
      }
      return nativeSend.call(this, data);
    };
  }, kinds);

const enter = async (
  browser: Browser,
  request: APIRequestContext,
  member: Member,
  path: string,
  before?: (page: Page) => Promise<unknown>,
) => {
  const signedIn = await signedInMember(browser, request, member);
  await keepPeerConnections(signedIn.page);
  await before?.(signedIn.page);
  await signedIn.page.goto(`${testPlatform().shellUrl}${path}`);
  await continuePastPreview(signedIn.page);
  await expect(signedIn.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
  return signedIn;
};

const cameraOn = async (page: Page) => {
  const camera = page.getByTestId('toolbar-camera');
  await camera.click();
  await confirmCamera(page);
  await expect(camera).toHaveAttribute('aria-pressed', 'true');
};

test('an offer Janus refuses: the publisher reads why and publishes on the retry; the others go on', async ({
  browser,
  request,
}) => {
  const [ana, ben] = await newMembers(request, ['Ro', 'Ro']);
  const groupId = await newGroup(request, uniqueName('Refused offer'), [ana!, ben!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Refused offer'),
  );

  const host = await enter(browser, request, await administratorAccount(request), `/host/${alias}`);
  const people = [host];
  try {
    await host.page.getByTestId('toolbar-start').click();
    await cameraOn(host.page);
    const first = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`);
    people.push(first);
    await cameraOn(first.page);
    await expectDecodingVideos(host.page, 1);

    const second = await enter(browser, request, ben!, `/join/${alias}/${ben!.firstName}`, (page) =>
      changeFirstJanusRequests(page, ['publishing offer']),
    );
    people.push(second);
    // Their first offer (the mic, on as the preview left it) is broken and Janus refuses it: the
    // person is told, in spec 3 §8's words with Janus's reason.
    const failure = second.page.getByTestId('publish-failed');
    await expect(failure).toContainText(conferenceMessages.publishFailed.trim());
    const said = (await failure.textContent()) ?? '';
    console.info(`refused offer: the publisher reads "${said}"`);
    // Meanwhile the room goes on: the others still decode each other (and the refused one too, should
    // its retry 5 s later have come first), and the refused one decodes them.
    await expectDecodingVideos(host.page, 1, { atLeast: true });
    await expectDecodingVideos(first.page, 1, { atLeast: true });
    await expectDecodingVideos(second.page, 2);
    // The retry (5 s later) sends a sound offer: the message goes; with the camera on, everyone
    // decodes everyone.
    await expect(failure).toHaveCount(0, { timeout: 20_000 });
    await cameraOn(second.page);
    for (const { page } of people) await expectDecodingVideos(page, 2);
  } finally {
    for (const person of people) await person.context.close();
  }
});

test('a pass Janus refuses: the person reads why, and the retry with a fresh pass gets in', async ({
  browser,
  request,
}) => {
  const [ana] = await newMembers(request, ['Rp']);
  const groupId = await newGroup(request, uniqueName('Refused pass'), [ana!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Refused pass'),
  );
  const host = await enter(browser, request, await administratorAccount(request), `/host/${alias}`);
  const people = [host];
  try {
    await host.page.getByTestId('toolbar-start').click();
    await cameraOn(host.page);
    // The first session Janus is asked for (the device preview's, as a rule) has a forged pass: the
    // room opens its own. Its join into the VideoRoom has a forged pass too: that one is told.
    const member = await enter(browser, request, ana!, `/join/${alias}/${ana!.firstName}`, (page) =>
      changeFirstJanusRequests(page, ['create', 'join']),
    );
    people.push(member);
    const failure = member.page.getByTestId('conference-failed');
    await expect(failure).toContainText(conferenceMessages.joinFailed.trim());
    console.info(`refused pass: the person reads "${(await failure.textContent()) ?? ''}"`);
    // The room itself goes on for them (the member list, the toolbar) and for the host.
    await expect(member.page.getByTestId('meeting-screen')).toHaveAttribute('data-status', 'live');
    await expect(failure).toHaveCount(0, { timeout: 20_000 });
    await expectDecodingVideos(member.page, 1);
  } finally {
    for (const person of people) await person.context.close();
  }
});
