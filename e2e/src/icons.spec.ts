import { meetingScreenTexts } from '@canstring/contracts';
import { expect, type Locator, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { administratorAccount, openSchedule } from './meeting-kit';
import { guestInRoom, hostInRoom, type InRoom, newMeeting, row } from './room-kit';

/** An icon drawn by the page (the product's line icon), with no emoji or symbol character as its text. */
const expectDrawnIcon = async (holder: Locator) => {
  await expect(holder.locator('svg')).toHaveCount(1);
  await expect(holder.locator('svg')).toBeVisible();
  expect((await holder.textContent())?.trim()).toBe('');
};

test("the raised hand and a participant's menu are drawn icons, not emoji", async ({ browser, request }) => {
  const open: InRoom[] = [];
  try {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Hand');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    await guest.page.getByTestId('toolbar-hand').click();
    const hand = row(host.page, name).getByTestId('marker-hand');
    await expect(hand).toBeVisible();
    await expectDrawnIcon(hand);
    await expectDrawnIcon(row(host.page, name).getByTestId('participant-menu'));
  } finally {
    await Promise.all(open.map((person) => person.close()));
  }
});

test("the schedule's group members button is a drawn icon, not an emoji", async ({ browser, request }) => {
  const [member] = await newMembers(request, ['Ivy']);
  const host = await administratorAccount(request);
  const groupId = await newGroup(request, uniqueName('Icons'), [member!, host]);
  const at = await signedInMember(browser, request, host, { group: groupId });
  try {
    await openSchedule(at.page, { group: groupId });
    const members = at.page
      .getByTestId('schedule-view')
      .getByRole('button', { name: meetingScreenTexts.schedule.groupMembers });
    await expectDrawnIcon(members);
  } finally {
    await at.context.close();
  }
});
