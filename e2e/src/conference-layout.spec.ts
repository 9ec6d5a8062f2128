import { expect, test } from '@playwright/test';
import { fitsEverySize, measure } from './layout-kit';
import { hostInRoom, type InRoom, newMeeting } from './room-kit';

/**
 * A shared screen fits the window (spec 3 §2, §9): it takes the room's space with the cameras in a
 * strip, and shrinks with the window at every size, the toolbar in view. Runs with Janus, in the
 * network namespace of infra/bin/media-netns.sh (the screen is published to the SFU first).
 */

test.describe('a shared screen fits the window', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test("the host's shared screen and the strip shrink to every size", async ({ browser, request }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const { page } = host;
    await page.getByTestId('toolbar-screen').click();
    await expect(page.getByTestId('toolbar-screen')).toHaveAttribute('aria-pressed', 'true', {
      timeout: 30_000,
    });
    await expect(page.getByTestId('own-screen-video')).toBeVisible();
    await expect(page.getByTestId('video-grid')).toHaveAttribute('data-layout', 'strip');
    await fitsEverySize(page, 1, 'a shared screen');
    // The screen itself sits whole above the toolbar.
    const screen = await page.getByTestId('own-screen-video').boundingBox();
    const { toolbar } = await measure(page);
    expect(screen!.height).toBeGreaterThan(0);
    expect(screen!.y + screen!.height).toBeLessThanOrEqual(toolbar!.top + 1);
  });
});
