import { readFileSync } from 'node:fs';
import {
  meetingScreenTexts,
  roomMessages,
  roomScreenTexts,
  WHITEBOARD_IDLE_RELEASE_MS,
  whiteboardMessages,
} from '@canstring/contracts';
import { expect, type Page, test } from '@playwright/test';
import { administratorToken, graphql, uniqueName } from './admin-kit';
import { newMembers } from './chat-kit';
import { openSchedule, scheduleTexts, scheduleThroughGateway } from './meeting-kit';
import {
  control,
  guestInRoom,
  hostInRoom,
  type InRoom,
  memberInRoom,
  newMeeting,
  ownCredentials,
  row,
  SEND_SIGNAL,
} from './room-kit';
import { storedToken } from './session';

/**
 * The room's whiteboard between real browsers of different sizes (spec 2 §2.9, §4; spec 3 §4): the
 * room service decides who draws, stores every page, and keeps the board after the meeting.
 */

const canvas = (page: Page) => page.getByTestId('whiteboard-canvas');

/** The board open and read on this page, with this many shapes on it. */
const seesShapes = async (page: Page, count: number) => {
  await expect(page.getByTestId('stage')).toHaveAttribute('data-mode', 'whiteboard');
  await expect(canvas(page)).toHaveAttribute('data-loaded', 'true');
  await expect(canvas(page)).toHaveAttribute('data-shapes', String(count));
};

/** A point of the board, as fractions of its width and height, in page coordinates. */
const at = async (page: Page, fx: number, fy: number) => {
  const box = await canvas(page).boundingBox();
  if (!box) throw new Error('no board on the page');
  return { x: box.x + fx * box.width, y: box.y + fy * box.height };
};

/**
 * Presses at `from`, moves to `to` in steps (a stroke being drawn), and lets go unless told to hold.
 * Each point is found on the board as it is at that moment: a board still settling its size (the room
 * laying out around it on a loaded machine) would otherwise get a stroke longer or shorter than asked.
 */
const drag = async (
  page: Page,
  from: [number, number],
  to: [number, number],
  { hold = false, steps = 12 } = {},
) => {
  const start = await at(page, ...from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (let i = 1; i <= steps; i += 1) {
    const point = await at(
      page,
      from[0] + ((to[0] - from[0]) * i) / steps,
      from[1] + ((to[1] - from[1]) * i) / steps,
    );
    await page.mouse.move(point.x, point.y);
  }
  if (!hold) await page.mouse.up();
};

/**
 * Whether the board draws something near a point given as fractions of its size: any painted pixel
 * in a small square of the canvas around it (each viewer draws the shapes at its own size).
 */
const paintedNear = (page: Page, fx: number, fy: number) =>
  canvas(page).evaluate(
    (element, [x, y]) => {
      const drawing = element.querySelector('canvas');
      const context = drawing?.getContext('2d');
      if (!drawing || !context) return false;
      const cx = Math.round(x * drawing.width);
      const cy = Math.round(y * drawing.height);
      const { data } = context.getImageData(Math.max(0, cx - 4), Math.max(0, cy - 4), 9, 9);
      for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) return true;
      return false;
    },
    [fx, fy] as const,
  );

const openBoard = async (host: InRoom) => {
  await host.page.getByTestId('toolbar-start').click();
  await expect(host.page.getByTestId('toolbar-end')).toBeVisible();
  await host.page.getByTestId('toolbar-whiteboard').click();
  await seesShapes(host.page, 0);
};

test.describe('the whiteboard', () => {
  const open: InRoom[] = [];
  test.afterEach(async () => {
    await Promise.all(open.splice(0).map((person) => person.close()));
  });

  test('the host draws a stroke, a rectangle and text; others see them live at their own sizes, a late joiner too', async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    await mel.page.setViewportSize({ width: 900, height: 760 });
    await openBoard(host);
    await seesShapes(mel.page, 0);
    const hostSize = await canvas(host.page).getAttribute('data-width');
    expect(await canvas(mel.page).getAttribute('data-width')).not.toBe(hostSize);
    await expect(canvas(mel.page)).toHaveAttribute('data-may-draw', 'false');

    // The stroke reaches the member while the pen is still down.
    await drag(host.page, [0.1, 0.1], [0.25, 0.3], { hold: true });
    await seesShapes(mel.page, 1);
    await host.page.mouse.up();
    // Where the pen lifted is drawn on the member's board; if not, what the host's page says (a notice
    // of a send the room refused, how many shapes it holds) is in the failure.
    await expect
      .poll(async () =>
        (await paintedNear(mel.page, 0.25, 0.3))
          ? 'drawn'
          : `not drawn; the host's board holds ${await canvas(host.page).getAttribute('data-shapes')} shape(s)` +
            `, notice: ${(await host.page.getByTestId('wb-notice').allTextContents()).join(' ') || 'none'}`,
      )
      .toBe('drawn');

    await host.page.getByTestId('wb-tool-rectangle').click();
    await drag(host.page, [0.4, 0.4], [0.7, 0.8]);
    await seesShapes(mel.page, 2);
    // The rectangle's left edge, where the member's own board puts it.
    await expect.poll(() => paintedNear(mel.page, 0.4, 0.6)).toBe(true);
    expect(await paintedNear(mel.page, 0.55, 0.6)).toBe(false);

    await host.page.getByTestId('wb-tool-text').click();
    const spot = await at(host.page, 0.1, 0.6);
    await host.page.mouse.click(spot.x, spot.y);
    await host.page.getByTestId('wb-text-input').fill('Photosynthesis');
    await host.page.getByTestId('wb-text-place').click();
    await seesShapes(mel.page, 3);
    await seesShapes(host.page, 3);

    // Someone entering now opens on the board as it is.
    const late = await guestInRoom(browser, alias, uniqueName('Lia'));
    open.push(late);
    await late.page.setViewportSize({ width: 700, height: 900 });
    await seesShapes(late.page, 3);
    await expect.poll(() => paintedNear(late.page, 0.4, 0.6)).toBe(true);
  });

  test('one person draws at a time: another is refused while the first draws, and may draw 10 s after', async ({
    browser,
    request,
  }) => {
    const { alias, member } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member, alias);
    open.push(mel);
    await openBoard(host);
    await control(host.page, member.firstName, roomScreenTexts.participantMenu.allowWhiteboard);
    await expect(canvas(mel.page)).toHaveAttribute('data-may-draw', 'true');

    // The host's stroke reaches the server after this moment, so the board is held at least 10 s from
    // it (the member seeing the stroke may come later on a loaded machine, and is no bound).
    const drawingStartedAt = Date.now();
    await drag(host.page, [0.1, 0.1], [0.3, 0.2]);
    await seesShapes(mel.page, 1);
    await expect(mel.page.getByTestId('wb-in-use')).toContainText(whiteboardMessages.inUse(''));
    await expect(canvas(mel.page)).toHaveAttribute('data-may-draw', 'false');

    // Sent past the screen's own lock, the server refuses it and no one sees it.
    const { participantId, token } = await ownMemberCredentials(mel.page, member.firstName);
    const forged = await graphql(
      request,
      SEND_SIGNAL,
      { p: participantId, m: 'whiteboardData', d: JSON.stringify(stroke('while-held')) },
      token,
    );
    expect(forged.errors?.[0]?.message).toBe(whiteboardMessages.inUseRefusal);

    // The board is free 10 s after the host's last stroke: the member draws, the host sees it.
    await expect(mel.page.getByTestId('wb-in-use')).toHaveCount(0, {
      timeout: WHITEBOARD_IDLE_RELEASE_MS + 5_000,
    });
    expect(Date.now() - drawingStartedAt).toBeGreaterThanOrEqual(WHITEBOARD_IDLE_RELEASE_MS);
    await expect(canvas(mel.page)).toHaveAttribute('data-may-draw', 'true');
    await drag(mel.page, [0.5, 0.5], [0.8, 0.7]);
    await seesShapes(host.page, 2);
    await expect(host.page.getByTestId('wb-in-use')).toBeVisible();
  });

  test('a viewer without the right cannot draw, and the server refuses a stroke forged past the screen', async ({
    browser,
    request,
  }) => {
    const { alias } = await newMeeting(request);
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const name = uniqueName('Vic');
    const guest = await guestInRoom(browser, alias, name);
    open.push(guest);
    await openBoard(host);
    await seesShapes(guest.page, 0);
    await expect(canvas(guest.page)).toHaveAttribute('data-may-draw', 'false');
    await expect(guest.page.getByTestId('wb-tool-pen')).toHaveCount(0);
    await drag(guest.page, [0.2, 0.2], [0.6, 0.6]);
    await seesShapes(guest.page, 0);

    const { participantId, token } = await ownCredentials(guest.page, name, alias);
    const forged = await graphql(
      request,
      SEND_SIGNAL,
      { p: participantId, m: 'whiteboardData', d: JSON.stringify(stroke('forged')) },
      token,
    );
    expect(forged.errors?.[0]?.message).toBe(roomMessages.noWhiteboardRight);
    // The host draws after it: only the host's stroke is on anyone's board.
    await drag(host.page, [0.1, 0.1], [0.2, 0.2]);
    await seesShapes(guest.page, 1);
    await seesShapes(host.page, 1);
  });

  test('ending the meeting closes the board; the host downloads it as a PDF beside the recordings', async ({
    browser,
    request,
  }) => {
    // A meeting with one member: the host finds its recordings and boards in their chat with them.
    const [member] = await newMembers(request, ['Wb']);
    const title = uniqueName('Board');
    const alias = await scheduleThroughGateway(
      request,
      await administratorToken(request),
      { userId: member!.id },
      title,
    );
    const host = await hostInRoom(browser, request, alias);
    open.push(host);
    const mel = await memberInRoom(browser, request, member!, alias);
    open.push(mel);
    await openBoard(host);
    await drag(host.page, [0.1, 0.1], [0.4, 0.5]);
    await seesShapes(mel.page, 1);

    await host.page.getByTestId('toolbar-end').click();
    await host.page
      .getByTestId('confirm-end')
      .getByRole('button', { name: roomScreenTexts.confirmEnd.end })
      .click();
    await expect(mel.page.getByTestId('stage')).toHaveCount(0);

    await openSchedule(host.page, { user: member!.id });
    await host.page.getByRole('button', { name: scheduleTexts.recordings }).click();
    const board = host.page.getByTestId('recordings').getByTestId('board-row');
    await expect(board).toHaveCount(1);
    const [download] = await Promise.all([
      host.page.waitForEvent('download'),
      board.getByRole('button', { name: meetingScreenTexts.keptBoards.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

/** A freehand stroke on page 0 as a client would send it. */
const stroke = (id: string) => ({
  page: 0,
  shape: {
    id,
    className: 'LinePath',
    points: [10, 10, 40, 40, 80, 60],
    colour: '#000000',
    strokeWidth: 5,
    senderWbWidth: 800,
    senderWbHeight: 450,
  },
});

/** A signed-in member's own participant id and session token, as their page holds them. */
const ownMemberCredentials = async (page: Page, name: string) => {
  const participantId = await row(page, name).getAttribute('data-participant-id');
  const token = await storedToken(page);
  if (!participantId || !token) throw new Error('no credentials on the page');
  return { participantId, token };
};
