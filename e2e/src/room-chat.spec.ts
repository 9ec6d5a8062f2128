import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { guestInRoom, hostInRoom, type InRoom, newMeeting } from './room-kit';

/**
 * The room's chat between two browsers: its words screened as the chat's (masked by the room service
 * before anyone reads them), each message with the time it was sent.
 */
test.describe('room chat', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test('a guest’s profanity reaches the host masked, with the time it was sent', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const guest = await guestInRoom(browser, alias, uniqueName('Chi'));
    open.push(guest);
    for (const { page } of [host, guest]) await page.getByTestId('tab-chat').click();

    const sentAround = new Date();
    await guest.page.getByTestId('chat-input').fill('what the shit, see you at the class');
    await guest.page.getByTestId('chat-input').press('Enter');
    const seen = host.page.getByTestId('chat-message').last();
    await expect(seen).toContainText('what the ****, see you at the class');
    await expect(seen).not.toContainText('shit');
    // Its time, as HH:mm in the viewer's zone (the minute it was sent, or the next one).
    const time = await seen.getByTestId('chat-message-time').textContent();
    const minute = (d: Date) =>
      `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
    expect([minute(sentAround), minute(new Date(sentAround.getTime() + 60_000))]).toContain(time);
    // The sender reads it masked too.
    await expect(guest.page.getByTestId('chat-message').last()).toContainText('what the ****');
  });
});
