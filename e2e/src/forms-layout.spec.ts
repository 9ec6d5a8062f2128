import { adminScreenTexts, meetingScreenTexts, messages, SESSION_STORAGE_KEY } from '@canstring/contracts';
import { expect, type Page, test } from '@playwright/test';
import { administratorToken, graphql, uniqueName } from './admin-kit';
import { newGroup, newMembers, signedInMember } from './chat-kit';
import { administratorAccount, openSchedule, scheduleTexts, scheduleThroughGateway } from './meeting-kit';
import { testPlatform } from './platform';
import { guestInRoom, hostInRoom, type InRoom, newMeeting } from './room-kit';

test('each label of the landing page focuses its own field, never the other form’s', async ({ page }) => {
  await page.goto(testPlatform().shellUrl);
  await expect(page.getByTestId('landing')).toBeVisible();
  const ids = await page.$$eval('[id]', (nodes) => nodes.map((node) => node.id));
  expect(ids.length).toBe(new Set(ids).size);

  const demo = page.locator('#demo');
  await demo.getByText('Work email', { exact: true }).click();
  await expect(demo.getByLabel('Work email')).toBeFocused();
  const signIn = page.getByRole('form', { name: 'Sign in' });
  await signIn.getByText('Email', { exact: true }).click();
  await expect(signIn.getByLabel('Email', { exact: true })).toBeFocused();
});

/**
 * The schedule table is inside its panel: the page never scrolls sideways, the table's own frame
 * does where the table cannot fit; on a wide screen it fits, every column in view.
 */
const expectScheduleFits = async (page: Page, mustFit: boolean) => {
  const table = page.getByTestId('meeting-list');
  await expect(table).toBeVisible();
  const box = await page.evaluate(() => {
    const view = document.querySelector('[data-testid="schedule-view"]')!.getBoundingClientRect();
    const list = document.querySelector('[data-testid="meeting-list"]')!;
    const frame = list.parentElement!;
    const frameBox = frame.getBoundingClientRect();
    return {
      pageWidth: document.documentElement.scrollWidth,
      viewportWidth: window.innerWidth,
      viewRight: view.right,
      frameRight: frameBox.right,
      frameScrolls: frame.scrollWidth > frame.clientWidth,
      frameOverflow: getComputedStyle(frame).overflowX,
      tableWider: list.getBoundingClientRect().width > frameBox.width + 1,
    };
  });
  expect(box.pageWidth).toBeLessThanOrEqual(box.viewportWidth);
  expect(box.viewRight).toBeLessThanOrEqual(box.viewportWidth);
  expect(box.frameRight).toBeLessThanOrEqual(box.viewRight);
  if (mustFit) expect(box.tableWider).toBe(false);
  // Wider than its frame only where the frame scrolls it.
  if (box.tableWider) {
    expect(box.frameScrolls).toBe(true);
    expect(['auto', 'scroll']).toContain(box.frameOverflow);
  }
};

for (const size of [
  { width: 1440, height: 900, mustFit: true },
  { width: 390, height: 844, mustFit: false },
]) {
  test(`the schedule table fits or scrolls inside its panel at ${size.width} px`, async ({
    browser,
    request,
  }) => {
    const [member] = await newMembers(request, ['Sal']);
    const host = await administratorAccount(request);
    const groupId = await newGroup(request, uniqueName('Fit'), [member!, host]);
    await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { groupId },
      uniqueName('A rather long meeting title for the weekly review of the whole class'),
    );
    const at = await signedInMember(browser, request, host);
    try {
      await at.page.setViewportSize({ width: size.width, height: size.height });
      await openSchedule(at.page, { group: groupId });
      await expectScheduleFits(at.page, size.mustFit);
      if (size.mustFit) {
        // The row's actions are on screen, not behind a sideways scroll.
        const remove = at.page.getByRole('button', { name: scheduleTexts.deleteMeeting });
        await expect(remove).toBeInViewport({ ratio: 1 });
      }
    } finally {
      await at.context.close();
    }
  });
}

test('the administration on its own port has Log out and a way home to the product', async ({
  browser,
  request,
}) => {
  const host = await administratorAccount(request);
  const at = await signedInMember(browser, request, host);
  const { shellUrl, remotePorts } = testPlatform();
  const adminUrl = `http://127.0.0.1:${remotePorts.admin}/`;
  try {
    await at.page.goto(adminUrl);
    await expect(at.page.getByTestId('area-admin')).toBeVisible();
    // The header's brand leads home, to the product (the shell), not to this page again.
    await at.page.getByTestId('home-link').click();
    await expect(at.page).toHaveURL(new RegExp(`^${shellUrl}/?$`));
    await expect(at.page.getByTestId('chat-workspace')).toBeVisible();

    // So does the area's own Back to home.
    await at.page.goto(adminUrl);
    await at.page.getByTestId('admin-home').click();
    await expect(at.page).toHaveURL(new RegExp(`^${shellUrl}/?$`));

    // Log out, from the avatar menu as in the product: the page asks for a sign-in again.
    await at.page.goto(adminUrl);
    await expect(at.page.getByTestId('area-admin')).toBeVisible();
    await at.page.getByTestId('standalone-header').getByRole('button').last().click();
    await at.page.getByRole('menuitem', { name: messages.logOut }).click();
    await expect(at.page.getByRole('heading', { name: adminScreenTexts.title })).toBeVisible();
    await expect(at.page.getByTestId('area-admin')).toHaveCount(0);
    expect(await at.page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)).toBeNull();
  } finally {
    await at.context.close();
  }
});

test('the header shows the name an administrator gave the person since they signed in', async ({
  browser,
  request,
}) => {
  const [member] = await newMembers(request, ['Old']);
  const m = await signedInMember(browser, request, member!);
  try {
    await expect(m.page.getByRole('button', { name: messages.welcome(member!.firstName) })).toBeVisible();
    const newName = uniqueName('New');
    const answer = await graphql(
      request,
      'mutation ($id: ID!, $input: UserProfileInput!) { updateUser(id: $id, input: $input) { id } }',
      { id: member!.id, input: { firstName: newName, role: 2, phone: '(201) 555-0123' } },
      await administratorToken(request),
    );
    expect(answer.errors).toBeUndefined();
    await m.page.reload();
    await expect(m.page.getByRole('button', { name: messages.welcome(newName) })).toBeVisible();
    await expect(m.page.getByTestId('avatar-initial')).toHaveText(newName.charAt(0).toUpperCase());
  } finally {
    await m.context.close();
  }
});

test("the thank-you page's footer links open the Privacy & Terms and Help pages", async ({ page }) => {
  const { shellUrl } = testPlatform();
  const texts = meetingScreenTexts.thankYou;
  for (const [label, path, testId] of [
    [texts.privacyTerms, '/privacy', 'privacy-page'],
    [texts.help, '/help', 'help-page'],
  ] as const) {
    await page.goto(`${shellUrl}/thankyou`);
    await expect(page.getByTestId('thank-you')).toBeVisible();
    await page.getByRole('link', { name: label }).click();
    await expect(page).toHaveURL(`${shellUrl}${path}`);
    await expect(page.getByTestId(testId)).toBeVisible();
    await expect(page.getByTestId(testId).getByRole('heading', { level: 1 })).toHaveText(label);
    await expect(page.getByTestId('info-support')).toBeVisible();
  }
});

test('every app has a favicon', async ({ page, request }) => {
  const { shellUrl, remotePorts } = testPlatform();
  const apps = [shellUrl, ...Object.values(remotePorts).map((port) => `http://127.0.0.1:${port}`)];
  for (const app of apps) {
    await page.goto(`${app}/`);
    const href = await page.locator('link[rel="icon"]').getAttribute('href');
    expect(href, app).toBeTruthy();
    const icon = await request.get(new URL(href!, `${app}/`).toString());
    expect(icon.status(), app).toBe(200);
    expect(icon.headers()['content-type'], app).toContain('image/svg+xml');
  }
});

test('with the camera off, every tile has its name in the same corner', async ({ browser, request }) => {
  const open: InRoom[] = [];
  try {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const guest = await guestInRoom(browser, alias, uniqueName('Tile'));
    open.push(guest);
    const tiles = host.page.getByTestId('participant-tile');
    await expect(tiles).toHaveCount(2);
    const offsets = await tiles.evaluateAll((all) =>
      all.map((tile) => {
        const box = tile.getBoundingClientRect();
        const label = tile.querySelector('[data-testid="tile-label"]')!.getBoundingClientRect();
        return { left: Math.round(label.left - box.left), bottom: Math.round(box.bottom - label.bottom) };
      }),
    );
    expect(offsets[0]!.left).toBeLessThanOrEqual(12);
    expect(offsets[0]!.bottom).toBeLessThanOrEqual(12);
    expect(offsets[1]).toEqual(offsets[0]);
  } finally {
    await Promise.all(open.map((person) => person.close()));
  }
});
