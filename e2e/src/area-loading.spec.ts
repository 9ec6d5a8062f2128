import { AREA_AUTO_RETRY_DELAYS_MS, areaLoadTexts } from '@canstring/contracts';
import { expect, type Page, type Route, test } from '@playwright/test';
import { testPlatform } from './platform';
import { signInAsAdministrator } from './session';

/** Requests for the chat area's files (its own port) whose path matches. */
const chatFiles = (page: Page, path: RegExp, handler: (route: Route) => Promise<void> | void) => {
  const port = String(testPlatform().remotePorts.chat);
  return page.route((url) => url.port === port && path.test(url.pathname), handler);
};

const REMOTE_ENTRY = /\/remoteEntry\.js$/;
/** The chunk of the chat area's exposed './app'. */
const EXPOSED_APP = /\/__federation_expose_app\.[0-9a-f]+\.js$/;

test('an area whose remote entry cannot be fetched says so, tries again by itself, and Retry loads it once the network is back', async ({
  page,
}) => {
  let down = true;
  let tries = 0;
  await chatFiles(page, REMOTE_ENTRY, (route) => {
    tries += 1;
    return down ? route.abort('connectionrefused') : route.continue();
  });
  await signInAsAdministrator(page);

  const error = page.getByTestId('area-error');
  await expect(error).toContainText(areaLoadTexts.unreachable);
  await expect(page.getByTestId('area-retrying')).toBeVisible();
  // The header stays usable beside it.
  await expect(page.getByTestId('avatar-initial')).toBeVisible();

  // Every automatic retry is spent while the network stays down; then only Retry is left. (The
  // notice is also gone for a moment while each retry is under way: count the tries first.)
  const waits = AREA_AUTO_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
  await expect
    .poll(() => tries, { timeout: waits + 15_000 })
    .toBeGreaterThanOrEqual(1 + AREA_AUTO_RETRY_DELAYS_MS.length);
  const longest = Math.max(...AREA_AUTO_RETRY_DELAYS_MS);
  await expect(page.getByTestId('area-retrying')).toHaveCount(0, { timeout: longest + 15_000 });
  await expect(error).toContainText(areaLoadTexts.unreachable);

  down = false;
  await error.getByRole('button', { name: areaLoadTexts.retry }).click();
  await expect(page.getByTestId('chat-workspace')).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});

test('an area whose chunk fails with a server error says so and loads by itself when the server answers again', async ({
  page,
}) => {
  // The server fails until the page has said so (the page's own start may fetch the area ahead,
  // and the first automatic retry comes a second later: a count of failures could be spent before
  // the notice is seen).
  let failing = true;
  await chatFiles(page, EXPOSED_APP, (route) =>
    failing ? route.fulfill({ status: 500, body: 'Internal error' }) : route.continue(),
  );
  await signInAsAdministrator(page);

  await expect(page.getByTestId('area-error')).toContainText(areaLoadTexts.unreachable);
  failing = false;
  // No click: the automatic retry brings it.
  await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});

test('an area that is slow to come says so, and appears when its files arrive', async ({ page }) => {
  let held: Route | undefined;
  await chatFiles(page, REMOTE_ENTRY, (route) => {
    if (held) return route.continue();
    held = route;
  });
  await signInAsAdministrator(page);

  await expect(page.getByTestId('area-slow')).toHaveText(areaLoadTexts.slow);
  await held!.continue();
  await expect(page.getByTestId('chat-workspace')).toBeVisible();
  await expect(page.getByTestId('area-slow')).toHaveCount(0);
});

test('the home page does not wait for the other areas’ remotes', async ({ page }) => {
  // Another area's server that never answers (its entry held for good).
  const port = String(testPlatform().remotePorts.proctoring);
  await page.route(
    (url) => url.port === port && REMOTE_ENTRY.test(url.pathname),
    () => undefined,
  );
  await signInAsAdministrator(page);
  // Well before the federation runtime's 20 s script time-out would let it go on.
  await expect(page.getByTestId('chat-workspace')).toBeVisible({ timeout: 10_000 });
});
