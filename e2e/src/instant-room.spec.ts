import { liveRoomTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { newMembers, signedInMember } from './chat-kit';
import { administratorAccount, continuePastPreview } from './meeting-kit';
import { testPlatform } from './platform';
import { inRoom } from './room-kit';

const texts = liveRoomTexts.instantRoom;

/**
 * The instant room (spec 2 §2.10 createRoom): a host's 'Start Meeting' popup from the chat screen,
 * Cancel making nothing and Join entering a new room as its host; members are not offered it.
 */
test('a host starts an instant meeting from the chat screen: Cancel makes nothing, Join enters it as its host', async ({
  browser,
  request,
}) => {
  const host = await signedInMember(browser, request, await administratorAccount(request));
  try {
    const { page } = host;
    await page.getByTestId('chat-start-meeting').click();
    const popup = page.getByTestId('start-meeting');
    await expect(popup.getByRole('heading', { name: texts.title })).toBeVisible();
    await popup.getByRole('button', { name: texts.cancel }).click();
    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(`${testPlatform().shellUrl}/`);

    await page.getByTestId('chat-start-meeting').click();
    const name = uniqueName('Huddle');
    await popup.getByRole('textbox', { name: new RegExp(`^${texts.name}`) }).fill(name);
    await popup.getByRole('button', { name: texts.join }).click();
    await expect(page).toHaveURL(new RegExp(`^${testPlatform().shellUrl}/host/[^/]+`));
    await continuePastPreview(page);
    await inRoom(page);
    await expect(page.getByTestId('meeting-screen')).toHaveAttribute('data-role', 'host');
    await expect(page.getByTestId('meeting-title')).toHaveText(name);
    await expect(page.getByTestId('toolbar-start')).toBeVisible();
  } finally {
    await host.context.close();
  }
});

test('a member is not offered an instant meeting', async ({ browser, request }) => {
  const [member] = await newMembers(request, ['Inst']);
  const signedIn = await signedInMember(browser, request, member!);
  try {
    await expect(signedIn.page.getByTestId('chat-new')).toBeVisible();
    await expect(signedIn.page.getByTestId('chat-start-meeting')).toHaveCount(0);
  } finally {
    await signedIn.context.close();
  }
});
