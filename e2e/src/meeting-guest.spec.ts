import { expect, test } from '@playwright/test';
import { administratorToken, uniqueName } from './admin-kit';
import { newGroup, newMembers } from './chat-kit';
import { continuePastPreview, entryTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';

test('a guest opens the public link, gives name and phone, and reaches the meeting screen', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Ola']);
  const groupId = await newGroup(request, uniqueName('Open'), [member!]);
  const title = uniqueName('Open house');
  const alias = await scheduleThroughGateway(request, await administratorToken(request), { groupId }, title);

  // No session: a fresh browser context.
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    const popup = page.getByTestId('enter-name');
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('header-guest')).toHaveText(entryTexts.guest);
    await popup.getByRole('button', { name: entryTexts.join }).click();
    await expect(popup.getByText(entryTexts.nameRequired)).toBeVisible();
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill('Quinn');
    // A Canadian number without its country code: CA is the default country.
    await popup.getByLabel(entryTexts.phone, { exact: false }).fill('(416) 555-0123');
    await popup.getByRole('button', { name: entryTexts.join }).click();
    await continuePastPreview(page);
    const screen = page.getByTestId('meeting-screen');
    await expect(screen).toHaveAttribute('data-role', 'guest');
    await expect(page.getByTestId('meeting-title')).toHaveText(title);
    await page.getByTestId('tab-info').click();
    await expect(page.getByTestId('meeting-link')).toHaveText(`${testPlatform().shellUrl}/join/${alias}`);

    // The pass admits the guest to this meeting again (a reload), and to nothing else.
    await page.reload();
    await continuePastPreview(page);
    await expect(page.getByTestId('meeting-title')).toHaveText(title);
    const pass = await page.evaluate((key) => sessionStorage.getItem(key), `canstring.guestPass.${alias}`);
    const token = (JSON.parse(pass!) as { token: string }).token;
    const elsewhere = await request.post(testPlatform().gatewayUrl, {
      data: { query: '{ me { id } }' },
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await elsewhere.json()) as { errors?: unknown[] };
    expect(answer.errors?.length).toBeGreaterThan(0);
  } finally {
    await context.close();
  }
});

test('closing the name popup leads to the thank-you page, then home', async ({ browser, request }) => {
  const [member] = await newMembers(request, ['Pia']);
  const groupId = await newGroup(request, uniqueName('Close'), [member!]);
  const alias = await scheduleThroughGateway(
    request,
    await administratorToken(request),
    { groupId },
    uniqueName('Talk'),
  );
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    await page.getByTestId('enter-name-close').click();
    await expect(page).toHaveURL(`${testPlatform().shellUrl}/thankyou`);
    await expect(page.getByTestId('thank-you')).toBeVisible();
    await expect(page.getByTestId('landing')).toBeVisible({ timeout: 8_000 });
  } finally {
    await context.close();
  }
});
