import { confirmTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import {
  administratorAccount,
  meetingRow,
  openSchedule,
  scheduleTexts,
  scheduleThroughGateway,
} from './meeting-kit';

test('deleting a meeting is asked first: Cancel keeps it, the confirmation deletes it', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Ola']);
  const host = await administratorAccount(request);
  const groupId = await newGroup(request, uniqueName('Kept'), [member!, host]);
  const title = uniqueName('Weekly');
  await scheduleThroughGateway(request, await administratorToken(request), { groupId }, title);
  const at = await signedInMember(browser, request, host, { group: groupId });
  try {
    await openSchedule(at.page, { group: groupId });
    const row = meetingRow(at.page, title);
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: scheduleTexts.deleteMeeting }).click();
    const ask = at.page.getByTestId('confirm-delete-meeting');
    await expect(ask).toContainText(confirmTexts.deleteMeeting.message(title));
    await ask.getByRole('button', { name: confirmTexts.cancel }).click();
    await expect(ask).toBeHidden();
    await at.page.reload();
    await expect(meetingRow(at.page, title)).toBeVisible();

    await meetingRow(at.page, title).getByRole('button', { name: scheduleTexts.deleteMeeting }).click();
    await at.page
      .getByTestId('confirm-delete-meeting')
      .getByRole('button', { name: confirmTexts.deleteMeeting.confirm })
      .click();
    await expect(meetingRow(at.page, title)).toHaveCount(0);
  } finally {
    await at.context.close();
  }
});
