import {
  confirmTexts,
  meetingMessages,
  meetingScreenTexts,
  roomMessages,
  roomScreenTexts,
} from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { testPlatform } from './platform';
import { control, guestInRoom, hostInRoom, type InRoom, newMeeting } from './room-kit';

/**
 * What the door of a meeting link says before anything is asked (spec 3 §2, §8): the meeting's title
 * over the name prompt; an unknown or locked meeting said before name and phone; someone removed
 * who opens the link again told at once and sent to the thank-you page.
 */

test.describe('the door of a meeting link', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test("the name prompt shows the meeting's title; an unknown link is said before any name is asked", async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const context = await browser.newContext();
    open.push({ page: await context.newPage(), close: () => context.close() });
    const page = open[0]!.page;
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const title = await page.getByTestId('enter-name-meeting').textContent();
    expect(title).toMatch(/^Joining: Controls/);
    await page.goto(`${testPlatform().shellUrl}/join/no-such-meeting`);
    await expect(page.getByTestId('entry-refused')).toContainText(meetingMessages.meetingNotFound);
    await expect(page.getByTestId('enter-name')).toHaveCount(0);
  });

  test('a locked meeting is said before name and phone are asked', async ({ browser, request }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    await host.page.getByTestId('toolbar-lock').click();
    await expect(host.page.getByTestId('toolbar-lock')).toHaveText(roomScreenTexts.toolbar.unlock);
    const context = await browser.newContext();
    open.push({ page: await context.newPage(), close: () => context.close() });
    const page = open.at(-1)!.page;
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    await expect(page.getByTestId('entry-refused')).toContainText(roomMessages.meetingLocked);
    await expect(page.getByTestId('enter-name')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: new RegExp(meetingScreenTexts.entry.phone) })).toHaveCount(
      0,
    );
  });

  test('a removed guest who opens the link again is told at once and sent to the thank-you page', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Rex');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    await control(host.page, name, roomScreenTexts.participantMenu.remove);
    await host.page
      .getByTestId('confirm-remove-participant')
      .getByRole('button', { name: confirmTexts.removeParticipant.confirm })
      .click();
    await expect(guest.page).toHaveURL(`${testPlatform().shellUrl}/thankyou`);
    // Back at the link in the same tab (the guest pass kept): no preview, no waiting.
    await guest.page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    await expect(guest.page.getByTestId('room-message')).toHaveText(roomMessages.removed);
    await expect(guest.page.getByTestId('device-preview')).toHaveCount(0);
    await expect(guest.page).toHaveURL(`${testPlatform().shellUrl}/thankyou`);
  });
});
