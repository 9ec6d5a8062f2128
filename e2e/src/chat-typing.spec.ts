import { expect, test } from '@playwright/test';
import { messageWithText, newMembers, signedInMember } from './chat-kit';

test('fast typing: every Enter is one message, none lost or merged, in the order typed', async ({
  browser,
  request,
}) => {
  const [ada, bea] = await newMembers(request, ['Ada', 'Bea']);
  const [a, b] = await Promise.all([
    signedInMember(browser, request, ada!, { user: bea!.id }),
    signedInMember(browser, request, bea!, { user: ada!.id }),
  ]);
  try {
    const count = 32;
    const texts = Array.from({ length: count }, (_, i) => `quick ${i + 1}`);
    const input = a.page.getByTestId('message-input');
    await input.click();
    // Keys as a fast typist sends them: no waiting for any answer between messages.
    for (const text of texts) {
      await a.page.keyboard.type(text);
      await a.page.keyboard.press('Enter');
    }
    await expect(input).toHaveValue('');

    // The sender sees each one at once (pending, then sent), and all end as sent.
    const mine = a.page.getByTestId('message');
    await expect(mine).toHaveCount(count);
    await expect(a.page.locator('[data-testid="message"][data-status="sent"]')).toHaveCount(count);
    await expect(a.page.getByTestId('message-failed')).toHaveCount(0);

    // The other person gets every one, each once, in the order typed.
    const theirs = b.page.getByTestId('message-text');
    await expect(theirs).toHaveCount(count);
    await expect(theirs).toHaveText(texts);
    for (const text of [texts[0]!, texts[count - 1]!])
      await expect(messageWithText(b.page, text)).toHaveCount(1);

    // After a reload the stored chat holds the same.
    await a.page.reload();
    await expect(a.page.getByTestId('message-text')).toHaveCount(25);
    await expect(a.page.getByTestId('message-text').last()).toHaveText(texts[count - 1]!);
  } finally {
    for (const member of [a, b]) await member.context.close();
  }
});

test('a message typed while the previous one is on its way is kept, not merged into it', async ({
  browser,
  request,
}) => {
  const [cid, dee] = await newMembers(request, ['Cid', 'Dee']);
  const c = await signedInMember(browser, request, cid!, { user: dee!.id });
  try {
    // The gateway answers sends slowly: the first message is still pending while the next is typed.
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    await c.page.route('**/graphql', async (route) => {
      const body = route.request().postDataJSON() as { operationName?: string } | null;
      if (body?.operationName === 'SendChatMessage') await slow;
      await route.continue();
    });
    const input = c.page.getByTestId('message-input');
    await input.fill('one');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    const pending = c.page.locator('[data-testid="message"][data-status="pending"]');
    await expect(pending).toHaveCount(1);
    await expect(pending.getByTestId('message-text')).toHaveText('one');
    await c.page.keyboard.type('two');
    await expect(input).toHaveValue('two');
    await input.press('Enter');
    await expect(pending).toHaveCount(2);
    release();
    await expect(c.page.locator('[data-testid="message"][data-status="sent"]')).toHaveCount(2);
    await expect(c.page.getByTestId('message-text')).toHaveText(['one', 'two']);
  } finally {
    await c.context.close();
  }
});
