import { PAGE_SIZE } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { graphql, tokenOf } from './admin-kit';
import { chatRow, newMembers, signedInMember } from './chat-kit';

test('the chat list: 25 rows then more on scroll, A to Z, search, and the close icon hides a chat', async ({
  browser,
  request,
}) => {
  const extra = 2;
  const [owner, ...others] = await newMembers(request, [
    'Owen',
    ...Array.from({ length: PAGE_SIZE + extra }, () => 'Pal'),
  ]);
  const token = await tokenOf(request, owner!.email, owner!.password);
  for (const other of others) {
    const answer = await graphql(
      request,
      'mutation ($with: ChatTargetInput!) { createChat(with: $with) { chatId } }',
      { with: { userId: other.id } },
      token,
    );
    expect(answer.errors).toBeUndefined();
  }
  const o = await signedInMember(browser, request, owner!);
  try {
    const rows = o.page.getByTestId('chat-row');
    await expect(rows).toHaveCount(PAGE_SIZE);
    await rows.last().scrollIntoViewIfNeeded();
    await o.page.getByTestId('chats-more').scrollIntoViewIfNeeded();
    await expect(rows).toHaveCount(PAGE_SIZE + extra);

    // A to Z: the names in order.
    await o.page.getByTestId('chat-sort').selectOption('name');
    await expect(rows).toHaveCount(PAGE_SIZE);
    const sorted = [...others].map((other) => other.firstName).sort((a, b) => a.localeCompare(b));
    await expect(rows.first().getByTestId('chat-row-name')).toHaveText(sorted[0]!);

    // The search toggle finds one person.
    const wanted = others[5]!.firstName;
    await o.page.getByTestId('chat-search-toggle').click();
    await o.page.getByTestId('chat-search').fill(wanted);
    await expect(rows).toHaveCount(1);
    await expect(rows.getByTestId('chat-row-name')).toHaveText(wanted);

    // The close icon hides that chat, for good.
    await chatRow(o.page, wanted).getByTestId('chat-row-remove').click();
    await expect(rows).toHaveCount(0);
    await o.page.getByTestId('chat-search-toggle').click();
    await expect(rows).toHaveCount(PAGE_SIZE);
    await o.page.reload();
    await o.page.getByTestId('chat-search-toggle').click();
    await o.page.getByTestId('chat-search').fill(wanted);
    await expect(o.page.getByTestId('chat-list-empty')).toBeVisible();
    await expect(rows).toHaveCount(0);
  } finally {
    await o.context.close();
  }
});
