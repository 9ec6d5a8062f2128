import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import {
  markPage,
  messageWithText,
  newGroup,
  newMembers,
  sendMessage,
  signedInMember,
  stillSamePage,
} from './chat-kit';

test('a group chat among three: each message reaches the two others at once', async ({
  browser,
  request,
}) => {
  const people = await newMembers(request, ['Gia', 'Hal', 'Ivo']);
  const groupName = uniqueName('Class');
  const groupId = await newGroup(request, groupName, people);
  const [g, h, i] = await Promise.all(
    people.map((person) => signedInMember(browser, request, person, { group: groupId })),
  );
  try {
    for (const member of [g!, h!, i!]) {
      await expect(member.page.getByTestId('chat-title')).toHaveText(groupName);
      await markPage(member.page);
    }

    await sendMessage(g!.page, 'Morning, class');
    for (const member of [h!, i!]) {
      const received = messageWithText(member.page, 'Morning, class');
      await expect(received).toBeVisible();
      await expect(received.getByTestId('message-sender')).toHaveText(g!.firstName);
    }
    await sendMessage(i!.page, 'Morning!');
    for (const member of [g!, h!]) await expect(messageWithText(member.page, 'Morning!')).toBeVisible();

    // The group's row on each list shows the last message.
    for (const member of [g!, h!, i!]) {
      const row = member.page.getByTestId('chat-row').filter({ hasText: groupName });
      await expect(row.getByTestId('chat-row-last-message')).toHaveText('Morning!');
      expect(await stillSamePage(member.page)).toBe(true);
    }

    // The members panel: all three, online.
    await h!.page.getByTestId('show-members').click();
    const members = h!.page.getByTestId('group-member');
    await expect(members).toHaveCount(3);
    for (const person of people) {
      await expect(members.filter({ hasText: person.firstName })).toHaveAttribute('data-online', 'true');
    }
  } finally {
    for (const member of [g, h, i]) await member?.context.close();
  }
});
