import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { chatRow, newGroup, newMembers, signedInMember } from './chat-kit';

test("a group is on its members' chat lists from its creation, with its icon and name, and New Chat finds it", async ({
  browser,
  request,
}) => {
  const people = await newMembers(request, ['Una', 'Vic']);
  const groupName = uniqueName('Reading circle');
  const groupId = await newGroup(request, groupName, people);
  const [u, v] = await Promise.all(people.map((person) => signedInMember(browser, request, person)));
  try {
    // No message was sent: the group is on the list all the same, with the group icon, and opens by a click.
    const row = chatRow(u!.page, groupName);
    await expect(row).toBeVisible();
    await expect(row).toHaveAttribute('data-chat-type', 'group');
    await expect(row.getByTestId('chat-row-group-icon')).toBeVisible();
    await row.getByRole('button').first().click();
    await expect(u!.page.getByTestId('chat-title')).toHaveText(groupName);
    expect(new URL(u!.page.url()).searchParams.get('group')).toBe(groupId);

    // New Chat finds the group by its name, and choosing it opens the group's chat.
    await v!.page.getByTestId('chat-new').click();
    const dialog = v!.page.getByTestId('new-chat-dialog');
    await dialog.getByTestId('new-chat-search').fill(groupName.slice(0, 12));
    const choice = dialog.getByTestId('new-chat-group').filter({ hasText: groupName });
    await expect(choice).toBeVisible();
    await choice.click();
    await expect(dialog).toBeHidden();
    await expect(v!.page.getByTestId('chat-title')).toHaveText(groupName);

    // A group made while Una's page is open is on her list when she comes back to the page.
    const later = uniqueName('Chess club');
    await newGroup(request, later, people);
    await u!.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(chatRow(u!.page, later)).toBeVisible();
    await expect(chatRow(u!.page, groupName)).toBeVisible();
  } finally {
    for (const member of [u, v]) await member?.context.close();
  }
});
