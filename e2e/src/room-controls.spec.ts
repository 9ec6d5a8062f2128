import {
  confirmTexts,
  devicePreviewTexts,
  roomMessages,
  roomScreenTexts,
  TEMP_HOST_FIRST_MS,
} from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { graphql, uniqueName } from './admin-kit';
import { entryTexts } from './meeting-kit';
import { testPlatform } from './platform';
import {
  control,
  guestInRoom,
  hostInRoom,
  hostMenu,
  type InRoom,
  memberInRoom,
  newMeeting,
  ownCredentials,
  ownName,
  row,
  SEND_SIGNAL,
} from './room-kit';

/**
 * The live room's host controls between real browsers (spec 3 §4; spec 2 §4): each person in a
 * browser of their own, the room service behind the gateway deciding every control.
 */

const menuTexts = roomScreenTexts.participantMenu;

test.describe('live room controls', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test("the host starts the meeting and the viewers' waiting message goes", async ({ browser, request }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const guest = await guestInRoom(browser, alias, uniqueName('Gia'));
    open.push(guest);
    await expect(guest.page.getByTestId('waiting-for-start')).toContainText(roomMessages.meetingWillStart);
    await expect(host.page.getByTestId('start-hint')).toContainText(roomMessages.startHint);
    await host.page.getByTestId('toolbar-start').click();
    await expect(guest.page.getByTestId('waiting-for-start')).toHaveCount(0);
    await expect(host.page.getByTestId('toolbar-end')).toBeVisible();
    await expect(host.page.getByTestId('start-hint')).toHaveCount(0);
  });

  test('the host locks the meeting and a guest who had entered their name is refused, then leaves after 3 s', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    // The guest is past the door (writing name and phone) when the host locks.
    const context = await browser.newContext();
    const page = await context.newPage();
    open.push({ page, close: () => context.close() });
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const popup = page.getByTestId('enter-name');
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill(uniqueName('Gus'));
    await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0123');
    await host.page.getByTestId('toolbar-lock').click();
    await expect(host.page.getByTestId('toolbar-lock')).toHaveText(roomScreenTexts.toolbar.unlock);
    await popup.getByRole('button', { name: entryTexts.join }).click();
    // Told at once, before the device preview is of any use.
    await expect(page.getByTestId('room-message')).toHaveText(roomMessages.meetingLocked);
    await expect(page).toHaveURL(`${testPlatform().shellUrl}/thankyou`);
  });

  test('the host makes a guest presenter and takes it back', async ({ browser, request }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Pre');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    const seenByGuest = row(guest.page, name).getByTestId('marker-mode');
    await expect(seenByGuest).toHaveText(roomScreenTexts.participants.viewer);
    await control(host.page, name, menuTexts.makePresenter);
    await expect(seenByGuest).toHaveText(roomScreenTexts.participants.presenter);
    await control(host.page, name, menuTexts.makeViewer);
    await expect(seenByGuest).toHaveText(roomScreenTexts.participants.viewer);
  });

  test('the host removes a participant, who is told and leaves', async ({ browser, request }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Out');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    // Removing is asked first: Cancel keeps the guest in, the confirmation removes them.
    await control(host.page, name, menuTexts.remove);
    const ask = host.page.getByTestId('confirm-remove-participant');
    await expect(ask).toContainText(confirmTexts.removeParticipant.message(name));
    await ask.getByRole('button', { name: confirmTexts.cancel }).click();
    await expect(ask).toBeHidden();
    await expect(row(host.page, name)).toHaveCount(1);
    await expect(guest.page.getByTestId('room-message')).toHaveCount(0);
    await control(host.page, name, menuTexts.remove);
    await ask.getByRole('button', { name: confirmTexts.removeParticipant.confirm }).click();
    await expect(guest.page.getByTestId('room-message')).toHaveText(roomMessages.removed);
    await expect(row(host.page, name)).toHaveCount(0);
    await expect(guest.page).toHaveURL(`${testPlatform().shellUrl}/thankyou`);
  });

  test("a participant's host-only control sent straight to the gateway is refused", async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Sly');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    const { participantId, token } = await ownCredentials(guest.page, name, alias);
    const answer = await graphql<{ sendRoomSignal: { version: number } }>(
      request,
      SEND_SIGNAL,
      { p: participantId, m: 'lockStatus', d: JSON.stringify({ locked: true }) },
      token,
    );
    expect(answer.errors?.[0]?.message).toBe(roomMessages.hostOnly);
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    await expect(host.page.getByTestId('toolbar-lock')).toHaveText(roomScreenTexts.toolbar.lock);
    // Nor may the guest act as someone else's participant.
    const hostRowId = await row(host.page, await ownName(host.page)).getAttribute('data-participant-id');
    const borrowed = await graphql(
      request,
      SEND_SIGNAL,
      { p: hostRowId, m: 'lockStatus', d: JSON.stringify({ locked: true }) },
      token,
    );
    expect(borrowed.errors?.length).toBeGreaterThan(0);
    await expect(host.page.getByTestId('toolbar-lock')).toHaveText(roomScreenTexts.toolbar.lock);
  });

  test('the host hands the hosting to a member and takes it back; the server follows', async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    await expect(mel.page.getByTestId('toolbar-lock')).toHaveCount(0);
    await control(host.page, member.firstName, menuTexts.makeHost);
    await expect(row(mel.page, member.firstName).getByTestId('marker-temp-host')).toBeVisible();
    // The temporary host holds the host's power: the lock works for them.
    await mel.page.getByTestId('toolbar-lock').click();
    await expect(host.page.getByTestId('toolbar-lock')).toHaveText(roomScreenTexts.toolbar.unlock);
    // Make/Remove Host waits out its 4 s lock, then takes the power back. (Whether the item is still
    // locked when the menu opens depends on how long the steps above took; room-screen.test.tsx
    // checks the lock itself on a fake clock.)
    await row(host.page, member.firstName).getByTestId('participant-menu').click();
    const removeHost = host.page
      .getByTestId('participant-menu-items')
      .getByRole('menuitem', { name: menuTexts.removeHost });
    await expect(removeHost).not.toHaveAttribute('data-disabled', { timeout: 8_000 });
    await removeHost.click();
    await expect(row(mel.page, member.firstName).getByTestId('marker-temp-host')).toHaveCount(0);
    await expect(mel.page.getByTestId('toolbar-lock')).toHaveCount(0);
  });

  test('a temporary host who stops renewing loses the hosting after 15 s, while still in the room', async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    // Mel's heartbeats (which renew a temporary host's power) stop reaching the server; the e2e
    // platform's participant grace (40 s) keeps Mel listed meanwhile.
    await mel.page.route('**/graphql', (route) =>
      route.request().postData()?.includes('roomHeartbeat') ? route.abort() : route.continue(),
    );
    // The server gives the hosting after this moment, for 15 s from its own moment of giving (the
    // marker showing may come later on a loaded machine, and is no bound).
    const askedAt = Date.now();
    await control(host.page, member.firstName, menuTexts.makeHost);
    const marker = row(host.page, member.firstName).getByTestId('marker-temp-host');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveCount(0, { timeout: TEMP_HOST_FIRST_MS + 10_000 });
    expect(Date.now() - askedAt).toBeGreaterThanOrEqual(TEMP_HOST_FIRST_MS);
    await expect(row(host.page, member.firstName)).toBeVisible();
    await expect(mel.page.getByTestId('toolbar-lock')).toHaveCount(0);
  });

  test("after the host's Mute all and Disable all cameras the participant reads it; Allow gives the right back, off", async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    const mic = mel.page.getByTestId('toolbar-mic');
    const camera = mel.page.getByTestId('toolbar-camera');
    if ((await mic.getAttribute('aria-pressed')) !== 'true') await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
    // The camera asks first; Cancel leaves it off.
    await camera.click();
    const ask = mel.page.getByTestId('confirm-camera');
    await expect(ask).toContainText(devicePreviewTexts.confirmCamera);
    await ask.getByRole('button', { name: devicePreviewTexts.confirmNo }).click();
    await expect(ask).toBeHidden();
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    await camera.click();
    await ask.getByRole('button', { name: devicePreviewTexts.confirmYes }).click();
    await expect(camera).toHaveAttribute('aria-pressed', 'true');

    await hostMenu(host.page, roomScreenTexts.hostMenu.muteAll);
    await hostMenu(host.page, roomScreenTexts.hostMenu.disableAllCameras);
    await expect(mic).toHaveText(roomScreenTexts.toolbar.micOffByHost);
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(mic).toBeDisabled();
    await expect(camera).toHaveText(roomScreenTexts.toolbar.cameraOffByHost);
    await expect(mel.page.getByTestId('host-mic-notice')).toContainText(roomMessages.noMicRight);
    await expect(mel.page.getByTestId('host-cam-notice')).toContainText(roomMessages.noCamRight);

    await hostMenu(host.page, roomScreenTexts.hostMenu.allowMicAll);
    await hostMenu(host.page, roomScreenTexts.hostMenu.allowCamAll);
    await expect(mel.page.getByTestId('host-mic-notice')).toContainText(roomMessages.micAllowedAgain);
    await expect(mel.page.getByTestId('host-cam-notice')).toContainText(roomMessages.camAllowedAgain);
    await expect(mic).toBeEnabled();
    await expect(mic).toHaveText(roomScreenTexts.toolbar.micOff);
    await expect(camera).toHaveText(roomScreenTexts.toolbar.cameraOff);
    // Nothing came back on by itself: the next heartbeat reports both off.
    const beat = await mel.page.waitForRequest((r) => r.postData()?.includes('roomHeartbeat') ?? false);
    expect(beat.postDataJSON().variables).toMatchObject({ audioEnabled: false, videoEnabled: false });
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await expect(camera).toHaveAttribute('aria-pressed', 'false');
    // The participant chooses.
    await mic.click();
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
  });

  test('with private chat disabled a participant writes privately only to the host', async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    const guestName = uniqueName('Gwen');
    const guest = await guestInRoom(browser, alias, guestName);
    open.push(guest);
    await hostMenu(host.page, roomScreenTexts.hostMenu.disablePrivateChat);

    await mel.page.getByTestId('tab-chat').click();
    const to = mel.page.getByTestId('chat-to');
    await expect(to.locator('option')).toHaveCount(2);
    await to.selectOption({ index: 1 });
    await mel.page.getByTestId('chat-input').fill('Only for the host');
    await mel.page.getByRole('button', { name: roomScreenTexts.chat.send }).click();
    await host.page.getByTestId('tab-chat').click();
    await expect(
      host.page.getByTestId('chat-message').filter({ hasText: 'Only for the host' }),
    ).toHaveAttribute('data-private', 'true');

    // Straight to the gateway, a private message to the guest is refused.
    const { participantId, token } = await ownCredentials(guest.page, guestName, alias);
    const melId = await row(mel.page, member.firstName).getAttribute('data-participant-id');
    const answer = await graphql(
      request,
      SEND_SIGNAL,
      { p: participantId, m: 'chat', d: JSON.stringify({ message: 'psst', toParticipantId: melId }) },
      token,
    );
    expect(answer.errors?.[0]?.message).toBe(roomMessages.privateChatDisabled);
  });
});
