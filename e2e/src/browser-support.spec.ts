import { messages } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { uniqueName } from './admin-kit';
import { signedInMember } from './chat-kit';
import { administratorAccount, entryTexts } from './meeting-kit';
import { testPlatform } from './platform';
import { newMeeting } from './room-kit';

/**
 * The browser rules of meeting links (spec 3 §5), in Chromium told to be another browser: a browser
 * that cannot make calls is told why and never reaches the name prompt, the preview or the room; a
 * desktop browser that works but is not preferred is told so and enters.
 */

const userAgents = {
  firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/128.0 Mobile/15E148 Safari/605.1.15',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
};

test('a guest on Firefox for Android is told the browser is not supported and is asked nothing', async ({
  browser,
  request,
}) => {
  const { alias } = await newMeeting(request);
  const context = await browser.newContext({ userAgent: userAgents.firefoxAndroid });
  try {
    const page = await context.newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    await expect(page.getByTestId('browser-not-supported')).toContainText(messages.androidNeedsChrome);
    await expect(page.getByTestId('enter-name')).toHaveCount(0);
    await expect(page.getByTestId('device-preview')).toHaveCount(0);
    await expect(page.getByTestId('meeting-screen')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('the host page on an iPhone outside Safari is refused with the iOS message', async ({
  browser,
  request,
}) => {
  const { alias } = await newMeeting(request);
  const host = await signedInMember(browser, request, await administratorAccount(request), undefined, {
    userAgent: userAgents.firefoxIphone,
  });
  try {
    await host.page.goto(`${testPlatform().shellUrl}/host/${alias}`);
    await expect(host.page.getByTestId('browser-not-supported')).toContainText(messages.iosNeedsSafari);
    await expect(host.page.getByTestId('device-preview')).toHaveCount(0);
    await expect(host.page.getByTestId('meeting-screen')).toHaveCount(0);
  } finally {
    await host.context.close();
  }
});

test('desktop Safari is recommended another browser and still reaches the name prompt', async ({
  browser,
  request,
}) => {
  const { alias } = await newMeeting(request);
  const context = await browser.newContext({ userAgent: userAgents.safariMac });
  try {
    const page = await context.newPage();
    await page.goto(`${testPlatform().shellUrl}/join/${alias}`);
    await expect(page.getByTestId('browser-warning')).toHaveText(messages.desktopSafariWarning);
    const popup = page.getByTestId('enter-name');
    await expect(popup).toBeVisible();
    await popup.getByRole('textbox', { name: new RegExp(`^${entryTexts.name}`) }).fill(uniqueName('Sal'));
    await expect(page.getByTestId('browser-not-supported')).toHaveCount(0);
  } finally {
    await context.close();
  }
});
