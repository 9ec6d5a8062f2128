import { meetingMessages, roomScreenTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import {
  administratorAccount,
  aliasOf,
  continuePastPreview,
  meetingRow,
  openSchedule,
  scheduleOneTimeMeeting,
  scheduleTexts,
  scheduleThroughGateway,
} from './meeting-kit';
import { testPlatform } from './platform';

test('a host schedules a one-time meeting for a group; a member sees it and joins by its link', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Mel']);
  const host = await administratorAccount(request);
  const groupId = await newGroup(request, uniqueName('Study'), [member!, host]);
  const title = uniqueName('Review');

  // Each at their own computer; the member's opens while the host schedules.
  const [hostAt, mel] = await Promise.all([
    signedInMember(browser, request, host, { group: groupId }),
    signedInMember(browser, request, member!, { group: groupId }),
  ]);
  try {
    await openSchedule(hostAt.page, { group: groupId });
    await expect(hostAt.page.getByTestId('no-sessions')).toHaveText(meetingMessages.noSessionsFound);
    const link = await scheduleOneTimeMeeting(hostAt.page, title);
    expect(link).toBe(`${testPlatform().shellUrl}/join/${aliasOf(link)}`);
    const hostRow = meetingRow(hostAt.page, title);
    await expect(hostRow).toContainText(meetingMessages.oneTimeMeeting);
    await expect(hostRow.getByRole('button', { name: scheduleTexts.startMeeting })).toBeEnabled();
    await expect(hostRow.getByRole('button', { name: scheduleTexts.joinMeeting })).toHaveCount(0);

    await openSchedule(mel.page, { group: groupId });
    const row = meetingRow(mel.page, title);
    await expect(row).toContainText(meetingMessages.statusOffline);
    await expect(row.getByTestId('meeting-url')).toHaveText(link);
    await expect(mel.page.getByRole('button', { name: scheduleTexts.createMeeting })).toHaveCount(0);
    await row.getByRole('button', { name: scheduleTexts.joinMeeting }).click();
    await expect(mel.page).toHaveURL(`${testPlatform().shellUrl}/join/${aliasOf(link)}/${member!.firstName}`);
    await continuePastPreview(mel.page);
    await expect(mel.page.getByTestId('meeting-title')).toHaveText(title);
    // Leaving the room asks first (confirmLeave: Stay Here or Leave).
    await mel.page.getByTestId('toolbar-leave').click();
    await mel.page
      .getByTestId('confirm-leave')
      .getByRole('button', { name: roomScreenTexts.confirmLeave.leave })
      .click();
    await expect(mel.page.getByTestId('thank-you')).toBeVisible();
  } finally {
    await Promise.all([hostAt.context.close(), mel.context.close()]);
  }
});

test('a member who is not the organizer is refused the host page by the server', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Nia']);
  const groupId = await newGroup(request, uniqueName('Host'), [member!]);
  const token = await administratorToken(request);
  const alias = await scheduleThroughGateway(request, token, { groupId }, uniqueName('Board'));
  const nia = await signedInMember(browser, request, member!);
  try {
    await nia.page.goto(`${testPlatform().shellUrl}/host/${alias}/${member!.firstName}`);
    await expect(nia.page.getByTestId('entry-refused')).toContainText(meetingMessages.notAuthorizedHostPage);
    await expect(nia.page.getByTestId('meeting-screen')).toHaveCount(0);
  } finally {
    await nia.context.close();
  }
});
