import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { graphql, uniqueName } from './admin-kit';

/**
 * The room's layout measured in the page (spec 3 §2, §9): at desktop, laptop and phone sizes, upright
 * and sideways, the page does not scroll, the toolbar is in view, the tiles and the stage sit above it.
 */

export const SIZES = [
  { width: 1440, height: 900 },
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

const JOIN_AS_GUEST =
  'mutation ($alias: String!, $name: String!, $phone: String!, $d: String!, $z: String!) { joinMeetingAsGuest(alias: $alias, name: $name, phone: $phone, currentDate: $d, zone: $z) { token } }';
const JOIN_ROOM = 'mutation ($entry: RoomEntryInput!) { joinRoom(entry: $entry) { participantId } }';

/** Guests who enter the room straight through the gateway: people in the room with no browser of their own. */
export const guestsJoin = async (request: APIRequestContext, alias: string, count: number) => {
  for (let i = 0; i < count; i += 1) {
    const visit = { alias, d: new Date().toISOString(), z: 'America/Toronto' };
    const pass = await graphql<{ joinMeetingAsGuest: { token: string } }>(request, JOIN_AS_GUEST, {
      ...visit,
      name: uniqueName('Tile'),
      phone: '(416) 555-0123',
    });
    const token = pass.data?.joinMeetingAsGuest.token;
    expect(token, JSON.stringify(pass.errors)).toBeTruthy();
    const joined = await graphql(
      request,
      JOIN_ROOM,
      { entry: { alias, currentDate: visit.d, zone: visit.z, windowId: `w-${uniqueName('win')}` } },
      token,
    );
    expect(joined.errors).toBeUndefined();
  }
};

/** What the page measures of itself: whether it scrolls, and where the toolbar and the tiles are. */
export const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect() ?? null;
    const tiles = [...document.querySelectorAll('[data-testid="participant-tile"]')].map((t) =>
      t.getBoundingClientRect(),
    );
    return {
      innerHeight: window.innerHeight,
      innerWidth: window.innerWidth,
      scrollHeight: document.scrollingElement?.scrollHeight ?? 0,
      scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
      toolbar: box('[data-testid="room-toolbar"]'),
      stage: box('[data-testid="stage"]'),
      grid: box('[data-testid="video-grid"]'),
      tiles: tiles.map((t) => ({ top: t.top, bottom: t.bottom, height: t.height })),
    };
  });

/** At each size: no scrolling, the whole toolbar in view, the tiles above it (and, with a stage, the stage too). */
export const fitsEverySize = async (page: Page, tiles: number, what: string) => {
  await expect(page.getByTestId('participant-tile')).toHaveCount(tiles);
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const at = `${what} at ${size.width}x${size.height}`;
    // The layout follows the new size (the grid measures its place); wait until it has.
    await expect.poll(async () => (await measure(page)).innerHeight, { message: at }).toBe(size.height);
    await expect
      .poll(
        async () => {
          const m = await measure(page);
          return m.scrollHeight <= m.innerHeight && m.scrollWidth <= m.innerWidth;
        },
        { message: `${at}: the page does not scroll` },
      )
      .toBe(true);
    await expect(page.getByTestId('toolbar-leave'), at).toBeInViewport({ ratio: 1 });
    await expect
      .poll(
        async () => {
          const m = await measure(page);
          const toolbarTop = m.toolbar?.top ?? 0;
          const stageFits = !m.stage || (m.stage.height > 0 && m.stage.bottom <= toolbarTop + 1);
          return {
            toolbarInView: m.toolbar !== null && m.toolbar.bottom <= m.innerHeight + 1,
            tilesAboveToolbar: m.tiles.every((t) => t.height > 0 && t.bottom <= toolbarTop + 1),
            stageFits,
          };
        },
        { message: at },
      )
      .toEqual({ toolbarInView: true, tilesAboveToolbar: true, stageFits: true });
  }
};
