import { type RemoteName, RUNTIME_CONFIG_PATH } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { testPlatform } from './platform';
import { signInAsAdministrator } from './session';

const remoteEntryOf = (area: RemoteName) =>
  `http://127.0.0.1:${testPlatform().remotePorts[area]}/remoteEntry.js`;

test('each area loads its remote from the remote’s own port', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await signInAsAdministrator(page);

  // Home of a signed-in user is the chat area.
  await expect(page.getByTestId('area-chat')).toBeVisible();
  expect(requested).toContain(remoteEntryOf('chat'));

  for (const [route, area] of [
    ['/createroom', 'admin'],
    ['/lessons', 'lessons'],
    ['/record', 'meeting'],
  ] as const) {
    await page.goto(`${testPlatform().shellUrl}${route}`);
    await expect(page.getByTestId(`area-${area}`)).toBeVisible();
    await expect(page.getByTestId('area-error')).toHaveCount(0);
    expect(requested).toContain(remoteEntryOf(area));
  }
});

test('every web port serves the same runtime config', async ({ request }) => {
  const { shellUrl, remotePorts } = testPlatform();
  const shellConfig = await (await request.get(`${shellUrl}${RUNTIME_CONFIG_PATH}`)).json();
  expect(shellConfig.remotes.admin).toBe(remoteEntryOf('admin'));
  for (const port of Object.values(remotePorts)) {
    const res = await request.get(`http://127.0.0.1:${port}${RUNTIME_CONFIG_PATH}`);
    expect(await res.json()).toEqual(shellConfig);
  }
});

test('a remote that is down leaves the shell and the other areas usable', async ({ page }) => {
  const chatPort = String(testPlatform().remotePorts.chat);
  await page.route(
    (url) => url.port === chatPort,
    (route) => route.abort('connectionrefused'),
  );
  await signInAsAdministrator(page);

  await expect(page.getByTestId('area-error')).toBeVisible();
  await expect(page.getByTestId('area-chat')).toHaveCount(0);

  // The header still works...
  await page.getByTestId('avatar-initial').click();
  await expect(page.getByRole('menu')).toBeVisible();
  await page.keyboard.press('Escape');

  // ...and so does another area.
  await page.goto(`${testPlatform().shellUrl}/createroom`);
  await expect(page.getByTestId('area-admin')).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});
