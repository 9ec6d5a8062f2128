import { roomScreenTexts } from '@canstring/contracts';
import { expect, test } from '@playwright/test';
import { fitsEverySize, guestsJoin, SIZES } from './layout-kit';
import { hostInRoom, type InRoom, newMeeting } from './room-kit';

/**
 * The room fits the window (spec 3 §2, §9): at desktop, laptop and phone sizes, upright and sideways,
 * the page never scrolls, the toolbar stays in view, and the tiles, the stage and the side panel
 * shrink into what is left, with one tile, four, or nine people in the room (six tiles: the grid
 * shows this participant and five others).
 */

test.describe('the room fits the window', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test('with one tile, four and nine people, and with the whiteboard on the stage', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const { page } = host;
    await fitsEverySize(page, 1, 'one tile');
    await guestsJoin(request, alias, 3);
    await fitsEverySize(page, 4, 'four tiles');
    await guestsJoin(request, alias, 5);
    await fitsEverySize(page, 6, 'nine people');
    await page.setViewportSize(SIZES[0]!);
    await page.getByTestId('toolbar-whiteboard').click();
    await expect(page.getByTestId('stage')).toHaveAttribute('data-mode', 'whiteboard');
    await expect(page.getByTestId('whiteboard')).toBeVisible();
    await fitsEverySize(page, 6, 'the whiteboard on the stage');
    // The board shrinks with its place rather than going past it.
    const board = await page.getByTestId('whiteboard').boundingBox();
    const stage = await page.getByTestId('stage').boundingBox();
    expect(board!.y + board!.height).toBeLessThanOrEqual(stage!.y + stage!.height + 1);
    await expect(page.getByTestId('toolbar-whiteboard')).toHaveText(roomScreenTexts.toolbar.closeWhiteboard);
  });
});
