import { chatScreenTexts, messages } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import {
  chatRow,
  markPage,
  messageWithText,
  newMembers,
  recordGatewayOperations,
  sendMessage,
  signedInMember,
  stillSamePage,
} from './chat-kit';

/** A measured figure, kept with the test's result and printed. */
const figure = (description: string) => {
  test.info().annotations.push({ type: 'figure', description });
  console.info(`chat e2e: ${description}`);
};

test('a message reaches the other person at once, with the sender online on their list and offline once gone', async ({
  browser,
  request,
}) => {
  const [ada, bea] = await newMembers(request, ['Ada', 'Bea']);
  // Bea has the chat with Ada open from the start; her page is then only watched.
  const [a, b] = await Promise.all([
    signedInMember(browser, request, ada!),
    signedInMember(browser, request, bea!, { user: ada!.id }),
  ]);
  try {
    // Nothing open yet: the empty state.
    await expect(a.page.getByTestId('chat-empty-state')).toHaveText(messages.emptyState);

    // Ada starts the chat from New Chat, finding Bea by name.
    await a.page.getByTestId('chat-new').click();
    await a.page.getByTestId('new-chat-search').fill(b.firstName);
    await a.page.getByTestId('new-chat-user').filter({ hasText: b.firstName }).click();
    await expect(a.page.getByTestId('chat-title')).toHaveText(b.firstName);
    await expect(a.page).toHaveURL(new RegExp(`\\?user=${b.id}$`));

    await expect(b.page.getByTestId('chat-presence')).toHaveText(chatScreenTexts.online);
    await expect(chatRow(b.page, a.firstName)).toBeVisible();
    await markPage(b.page);
    const beaCalls = recordGatewayOperations(b.page);

    const sentAt = Date.now();
    await sendMessage(a.page, 'Hello Bea, from Ada');
    const received = messageWithText(b.page, 'Hello Bea, from Ada');
    await expect(received).toBeVisible();
    figure(`message on the other screen ${Date.now() - sentAt} ms after Enter`);
    await expect(received.getByTestId('message-sender')).toHaveText(a.firstName);
    await expect(b.page.getByTestId('day-heading').last()).toHaveText(chatScreenTexts.today);

    // Ada's row on Bea's list: the message, and the green dot.
    const row = chatRow(b.page, a.firstName);
    await expect(row.getByTestId('chat-row-last-message')).toHaveText('Hello Bea, from Ada');
    await expect(row.getByTestId('presence-dot')).toHaveAttribute('data-online', 'true');

    // Whitespace only is not sent.
    await a.page.getByTestId('message-input').fill('   ');
    await a.page.getByTestId('message-input').press('Enter');
    await sendMessage(a.page, 'second');
    await expect(messageWithText(b.page, 'second')).toBeVisible();
    await expect(b.page.getByTestId('message')).toHaveCount(2);

    // Ada closes her page: Bea sees her go offline, still without a reload.
    const closedAt = Date.now();
    await a.context.close();
    await expect(row.getByTestId('presence-dot')).toHaveAttribute('data-online', 'false', {
      timeout: 10_000,
    });
    figure(`offline dot ${Date.now() - closedAt} ms after the page closed`);
    await expect(b.page.getByTestId('chat-presence')).toHaveText(chatScreenTexts.offline);
    await expect(row.getByTestId('chat-row-seen')).toHaveText(/ago$/);
    expect(await stillSamePage(b.page)).toBe(true);
    // Everything reached Bea by push: she asked the gateway nothing over HTTP meanwhile.
    expect(beaCalls).toEqual([]);

    // A reload keeps the chat open (it is in the address) with its history.
    await b.page.reload();
    await expect(b.page.getByTestId('chat-title')).toHaveText(a.firstName);
    await expect(b.page.getByTestId('message')).toHaveCount(2);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
